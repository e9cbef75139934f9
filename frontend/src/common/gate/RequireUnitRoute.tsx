import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router-dom';

import type { UnitRoute } from '../unit-routes';
import { orgunitPath } from '../../api/orgunit';
import { useInvalidate } from '../../api/use-api-call';
import { orgunitsStrings } from '../../strings/orgunits';
import { LoadFailureAbove, LoadFailureAlert } from '../LoadFailureAlert';
import { NoPermission } from '../NoPermission';
import { PageSpinner } from '../PageSpinner';
import { useActiveUnitContext } from '../shell/active-unit-context';
import { NotFound } from '../shell/NotFound';
import { type RequiredUnit, RequiredUnitContext } from './required-unit';

/**
 * Renders a unit route's page only when the shared permission table allows it on the active unit
 * (and the unit has the route's type); otherwise the no-permission page of spec §2, or the
 * not-found page when the unit is not one the user may see.
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
  const invalidate = useInvalidate();
  const { ouid, unit } = active;
  const required = useMemo<RequiredUnit | undefined>(
    () => (ouid && unit ? { ...active, ouid, unit } : undefined),
    [active, ouid, unit],
  );
  // The active unit's read, asked again by the load failure's Retry.
  const failure = {
    header: orgunitsStrings.orgHome.loadFailed,
    error: active.error,
    onRetry: () => void (ouid && invalidate(orgunitPath(ouid))),
  };
  // The person may ask why: the route's permission on the unit in the address (issue 39 §4).
  const why = ouid
    ? {
        permission: route.permission,
        unit: ouid,
        ...(route.unitType ? { unitType: route.unitType } : {}),
      }
    : undefined;
  if (active.isLoading) return <PageSpinner />;
  // Not the user's unit, or none at all: the same page either way, naming no unit.
  if (active.isUnknown) return <NotFound />;
  if (active.error?.isForbidden) return <NoPermission signedIn redirect={pathname} why={why} />;
  if (!required) return <LoadFailureAlert {...failure} />;
  if (!active.allows(route)) return <NoPermission signedIn redirect={pathname} why={why} />;
  // A failed reload of a unit already shown leaves the page in place, with the alert above it.
  return (
    <LoadFailureAbove {...failure}>
      <RequiredUnitContext.Provider value={required}>{children}</RequiredUnitContext.Provider>
    </LoadFailureAbove>
  );
}
