import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { orgunitsStrings } from '../../strings/orgunits';
import { usePlanDownload } from './use-plan-download';

const text = orgunitsStrings.orgPlan;

/** "Download JSON" with its progress (units read so far), Cancel, and how it ended. */
export function PlanDownload({ planOuid }: { planOuid: string }) {
  const { state, start, cancel } = usePlanDownload(planOuid);
  const running = state.phase === 'running';
  return (
    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
      <Button iconName="download" onClick={start} loading={running} disabled={running}>
        {text.download}
      </Button>
      {running && <Button onClick={cancel}>{text.cancelDownload}</Button>}
      {/* A live region: screen readers hear the progress and how the download ended. */}
      <div role="status">
        {running ? (
          <StatusIndicator type="in-progress">{text.downloading(state.units)}</StatusIndicator>
        ) : state.phase === 'saved' ? (
          <StatusIndicator type="success">{text.downloaded(state.units)}</StatusIndicator>
        ) : state.phase === 'cancelled' ? (
          <StatusIndicator type="stopped">{text.downloadCancelled}</StatusIndicator>
        ) : state.phase === 'failed' ? (
          <StatusIndicator type="error">
            {state.error.messageOr(text.downloadFailed)}
          </StatusIndicator>
        ) : (
          <Box variant="span" />
        )}
      </div>
    </SpaceBetween>
  );
}
