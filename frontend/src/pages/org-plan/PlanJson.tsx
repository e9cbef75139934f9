import { useMemo } from 'react';

import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { useFirstFlatPlanPage } from '../../api/orgplan';
import { JsonText } from '../../common/json-tree/JsonText';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { commonStrings } from '../../strings/common';
import { orgunitsStrings } from '../../strings/orgunits';
import { nestPlan } from '@domain/nest-plan';

const text = orgunitsStrings.orgPlan;

/**
 * The plan as JSON text when one flat page holds all of it (one request, however large the plan);
 * a larger plan is only downloaded.
 */
export function PlanJson({ planOuid }: { planOuid: string }) {
  const { data: page, error, retry } = useFirstFlatPlanPage(planOuid);
  const plan = useMemo(
    () => (page && !page.nextToken ? nestPlan(planOuid, page.items) : undefined),
    [page, planOuid],
  );
  if (plan) return <JsonText value={plan} ariaLabel={text.jsonAriaLabel} />;
  if (page) return <Box color="text-body-secondary">{text.jsonTooLarge}</Box>;
  if (error) return <LoadFailureAlert header={text.loadFailed} error={error} onRetry={retry} />;
  return <StatusIndicator type="loading">{commonStrings.common.loading}</StatusIndicator>;
}
