import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { orgunitsStrings } from '../../strings/orgunits';
import { ChildrenGlance } from './ChildrenGlance';
import { OrgUnitDetails } from '../../common/orgunit/OrgUnitDetails';

/** `/{ouid}`: the active unit's home (gated by OrgHome in the route table). */
export default function OrgHomePage() {
  const { ouid, unit, can } = useRequiredUnit();
  useUnitBreadcrumbs([]);
  if (!unit || !ouid) return null;
  return (
    <ContentLayout header={<Header variant="h1">{unit.data.name}</Header>}>
      <SpaceBetween size="l">
        {unit.markedForDeletion && (
          <Alert type="warning">{orgunitsStrings.orgHome.markedForDeletion}</Alert>
        )}
        <OrgUnitDetails item={unit} />
        {can('ListOrgunit') && <ChildrenGlance ouid={ouid} />}
      </SpaceBetween>
    </ContentLayout>
  );
}
