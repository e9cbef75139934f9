import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { useConfigPreview } from '../../../api/config-preview';
import { configDashStrings } from '../../../strings/config-dash';
import { valueSummary } from '../value-summary';

const text = configDashStrings.configEditor;

/**
 * What a key the unit sets today would be if it inherited it: `GET /config/{id}/preview?withoutKey`
 * merges the layers above. Asked only once "Inherit" is chosen for such a key.
 */
export function ValueAbove({
  ouid,
  identifier,
  keyName,
}: {
  ouid: string;
  identifier: string;
  keyName: string;
}) {
  const preview = useConfigPreview(ouid, identifier, { kind: 'withoutKey', key: keyName });
  if (preview.isLoading) {
    return <StatusIndicator type="loading">{text.valueAboveLoading}</StatusIndicator>;
  }
  if (!preview.data) return <Box color="text-body-secondary">{text.ownValueUnknown}</Box>;
  const value = preview.data.after[keyName];
  if (value === undefined) return <Box color="text-body-secondary">{text.nothingToInherit}</Box>;
  return (
    <SpaceBetween size="xxxs">
      <Box color="text-body-secondary">{text.valueAbove}</Box>
      <Box variant="code">{valueSummary(value)}</Box>
    </SpaceBetween>
  );
}
