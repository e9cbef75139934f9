import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { useAccessExplain } from '../../api/access-explain';
import { accessStrings } from '../../strings/access';
import { LoadFailureAlert } from '../LoadFailureAlert';
import { PartLoading } from '../PartLoading';
import { resultWords } from './reason-words';
import type { WhyQuestion } from './why-question';
import { ReasonWords } from './ReasonWords';

const text = accessStrings.why;

/** The signed-in person's own explanation for the screen, asked for when the section opens. */
function WhyAnswer({ permission, unit, unitType }: WhyQuestion) {
  const { data, isLoading, error, retry } = useAccessExplain({ permission, unit });
  if (isLoading) return <PartLoading />;
  const result = data?.results[0];
  if (!data || !result) {
    return <LoadFailureAlert header={text.loadFailed} error={error} onRetry={retry} />;
  }
  const words = resultWords(result, { unit: data.unit });
  // The API would allow it, yet the screen is only for units of another type (spec §2).
  const wrongType = words.granted && unitType !== undefined && data.unit?.type !== unitType;
  return (
    <SpaceBetween size="xs">
      <StatusIndicator type={words.granted ? 'success' : 'error'}>
        <ReasonWords parts={words.parts} />
      </StatusIndicator>
      {wrongType && <Box variant="p">{accessStrings.reasons.screenNeedsUnitType(unitType)}</Box>}
    </SpaceBetween>
  );
}

/** The no-permission page's "Why?": closed at first; opening it asks the explainer. */
export function WhyRefused(question: WhyQuestion) {
  const [expanded, setExpanded] = useState(false);
  return (
    <ExpandableSection
      headerText={text.heading}
      expanded={expanded}
      onChange={({ detail }) => setExpanded(detail.expanded)}
    >
      {expanded && <WhyAnswer {...question} />}
    </ExpandableSection>
  );
}
