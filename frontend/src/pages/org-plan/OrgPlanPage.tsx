import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { orgunitsStrings } from '../../strings/orgunits';
import { PlanDownload } from './PlanDownload';
import { PlanJson } from './PlanJson';
import { PlanTree } from './PlanTree';
import { usePlanLevels } from './use-plan-levels';

const text = orgunitsStrings.orgPlan;

/**
 * `/{ouid}/orgplan` (ROOT units, OrgPlan): the unit's subtree as a tree loaded one level at a
 * time, its JSON (shown when small, downloadable at any size).
 */
export default function OrgPlanPage() {
  const { ouid, unit } = useRequiredUnit();
  useUnitBreadcrumbs([text.heading]);
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={text.description}>
          {text.heading}
        </Header>
      }
    >
      {/* Another unit's plan starts over: its own levels, its own download. */}
      <OrgPlan key={ouid} planOuid={ouid} planName={unit.data.name} />
    </ContentLayout>
  );
}

function OrgPlan({ planOuid, planName }: { planOuid: string; planName: string }) {
  const planLevels = usePlanLevels(planOuid);
  const top = planLevels.levels[planOuid];

  if (!top || (top.loading && top.units.length === 0)) return <PageSpinner />;
  if (top.error && top.units.length === 0) {
    return (
      <LoadFailureAlert
        header={text.loadFailed}
        error={top.error}
        onRetry={() => planLevels.retry(planOuid)}
      />
    );
  }
  if (top.units.length === 0 && !top.nextToken) {
    return (
      <Container>
        <Box textAlign="center" color="text-body-secondary">
          {text.empty}
        </Box>
      </Container>
    );
  }
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" actions={<PlanDownload planOuid={planOuid} />}>
            {text.treeHeading}
          </Header>
        }
      >
        <PlanTree planOuid={planOuid} planName={planName} {...planLevels} />
      </Container>
      <Container header={<Header variant="h2">{text.jsonHeading}</Header>}>
        <PlanJson planOuid={planOuid} />
      </Container>
    </SpaceBetween>
  );
}
