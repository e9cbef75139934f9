import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';

import type { UnitRoute } from '../../app/unit-routes';
import { strings } from '../../strings';
import { NoPermission } from '../NoPermission';
import { PageSpinner } from '../PageSpinner';
import { useActiveUnitContext } from '../shell/active-unit-context';

/**
 * Renders a unit route's page only when the shared permission table allows it on the active unit
 * (and the unit has the route's type); otherwise the no-permission page of spec §2.
 */
export default function RequireUnitRoute({
  route,
  children,
}: {
  route: UnitRoute;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = useActiveUnitContext();
  if (active.isLoading) return <PageSpinner />;
  if (active.error?.isForbidden) return <NoPermission signedIn redirect={pathname} />;
  if (active.error || !active.unit) {
    return (
      <Alert type="error" header={strings.orgHome.loadFailed}>
        {active.error?.message}
      </Alert>
    );
  }
  if (!active.allows(route)) return <NoPermission signedIn redirect={pathname} />;
  return children;
}
