import { useMemo } from 'react';

import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useOrgPlan } from '../../api/orgplan';
import { JsonText } from '../../common/json-tree/JsonText';
import { JsonTree } from '../../common/json-tree/JsonTree';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { PageSpinner } from '../../common/PageSpinner';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { orgunitsStrings } from '../../strings/orgunits';
import { orgPlanTreeNodes } from './plan-tree-nodes';

const text = orgunitsStrings.orgPlan;

/** `/{ouid}/orgplan` (ROOT units, OrgPlan): the unit's subtree as a tree and as JSON. */
export default function OrgPlanPage() {
  const { ouid } = useRequiredUnit();
  const { data: plan, isLoading, error, retry } = useOrgPlan(ouid);
  const nodes = useMemo(() => (plan ? orgPlanTreeNodes(plan) : []), [plan]);
  useUnitBreadcrumbs([text.heading]);

  const failure = error && (
    <LoadFailureAlert header={text.loadFailed} error={error} onRetry={retry} />
  );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={text.description}>
          {text.heading}
        </Header>
      }
    >
      {isLoading ? (
        <PageSpinner />
      ) : !plan && failure ? (
        failure
      ) : !plan ? (
        <Container>
          <Box textAlign="center" color="text-body-secondary">
            {text.empty}
          </Box>
        </Container>
      ) : (
        <SpaceBetween size="l">
          {failure}
          <Container header={<Header variant="h2">{text.treeHeading}</Header>}>
            <JsonTree
              // A new plan (another unit) starts over with only its top unit open.
              key={plan.id}
              nodes={nodes}
              ariaLabel={text.treeAriaLabel}
              initiallyExpanded={[plan.id]}
              expandLabel={text.expand}
              collapseLabel={text.collapse}
            />
          </Container>
          <Container header={<Header variant="h2">{text.jsonHeading}</Header>}>
            <JsonText value={plan} ariaLabel={text.jsonAriaLabel} />
          </Container>
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}
