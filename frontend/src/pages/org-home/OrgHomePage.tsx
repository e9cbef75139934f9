import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { strings } from '../../strings';
import { ChildrenGlance } from './ChildrenGlance';
import { OrgUnitDetails } from './OrgUnitDetails';

/** `/{ouid}`: the active unit's home (gated by OrgHome in the route table). */
export default function OrgHomePage() {
  const { ouid, unit, can } = useActiveUnitContext();
  useUnitBreadcrumbs([]);
  if (!unit || !ouid) return null;
  return (
    <ContentLayout header={<Header variant="h1">{unit.data.name}</Header>}>
      <SpaceBetween size="l">
        {unit.markedForDeletion && (
          <Alert type="warning">{strings.orgHome.markedForDeletion}</Alert>
        )}
        <OrgUnitDetails unit={unit.data} />
        {can('ListOrgunit') && <ChildrenGlance ouid={ouid} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
