import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

import { commonStrings } from '../strings/common';

/** Shown instead of the console when config.json is missing or invalid: never a blank screen. */
export function ConfigErrorPage({ reason }: { reason: string }) {
  return (
    <Box padding="xxl">
      <Alert type="error" header={commonStrings.config.errorTitle}>
        <Box variant="p">{commonStrings.config.errorIntro}</Box>
        <Box variant="p">{commonStrings.config.errorDetail(reason)}</Box>
        <Box variant="p">{commonStrings.config.errorHelp}</Box>
      </Alert>
    </Box>
  );
}
