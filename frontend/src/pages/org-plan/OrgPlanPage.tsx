import { useEffect, useMemo } from 'react';

import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { useOrgPlan } from '../../api/orgplan';
import { JsonText } from '../../common/json-tree/JsonText';
import { JsonTree } from '../../common/json-tree/JsonTree';
import { PageSpinner } from '../../common/PageSpinner';
import { useActiveUnitContext } from '../../common/shell/active-unit-context';
import { useShell } from '../../common/shell/shell-context';
import { useUnitBreadcrumbs } from '../../common/shell/use-unit-breadcrumbs';
import { strings } from '../../strings';
import { orgPlanTreeNodes } from './plan-tree-nodes';

const text = strings.orgPlan;

/** `/{ouid}/orgplan` (ROOT units, OrgPlan): the unit's subtree as a tree and as JSON. */
export default function OrgPlanPage() {
  const { ouid } = useActiveUnitContext();
  const { notify } = useShell();
  const { data: plan, isLoading, error } = useOrgPlan(ouid);
  const nodes = useMemo(() => (plan ? orgPlanTreeNodes(plan) : []), [plan]);
  useUnitBreadcrumbs([text.heading]);

  useEffect(() => {
    if (error) notify('error', error.messageOr(text.loadFailed));
  }, [error, notify]);

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
      ) : !plan ? (
        <Container>
          <Box textAlign="center" color="text-body-secondary">
            {text.empty}
          </Box>
        </Container>
      ) : (
        <SpaceBetween size="l">
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
