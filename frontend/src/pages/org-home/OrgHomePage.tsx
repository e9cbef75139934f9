import { useLocation } from 'react-router-dom';

import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { isAllowed } from '@domain/permissions';

import { placementOf } from '../../api/orgunit';
import { NoPermission } from '../../common/NoPermission';
import { PageSpinner } from '../../common/PageSpinner';
import { unitHomePath } from '../../common/redirect';
import { usePageBreadcrumbs } from '../../common/shell/shell-context';
import { useActiveUnit } from '../../common/shell/use-active-unit';
import { useSignedInSession } from '../../session/session-context';
import { strings } from '../../strings';
import { OrgUnitDetails } from './OrgUnitDetails';

/** `/{ouid}`: the active unit's home, gated by OrgHome on the loaded unit (spec §2). */
export default function OrgHomePage() {
  const { pathname } = useLocation();
  const { policies } = useSignedInSession();
  const { ouid, data: unit, isLoading, error } = useActiveUnit();
  usePageBreadcrumbs(ouid ? [{ text: unit?.data.name ?? ouid, href: unitHomePath(ouid) }] : []);

  if (isLoading) return <PageSpinner />;
  if (error?.isForbidden) return <NoPermission signedIn redirect={pathname} />;
  if (error || !unit) {
    return (
      <Alert type="error" header={strings.orgHome.loadFailed}>
        {error?.message}
      </Alert>
    );
  }
  if (!isAllowed('OrgHome', policies, placementOf(unit.data))) {
    return <NoPermission signedIn redirect={pathname} />;
  }

  return (
    <ContentLayout header={<Header variant="h1">{unit.data.name}</Header>}>
      <SpaceBetween size="l">
        {unit.markedForDeletion && (
          <Alert type="warning">{strings.orgHome.markedForDeletion}</Alert>
        )}
        <OrgUnitDetails unit={unit.data} />
      </SpaceBetween>
    </ContentLayout>
  );
}
