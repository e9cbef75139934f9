import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

import { strings } from '../strings';

/** Shown instead of the console when config.json is missing or invalid: never a blank screen. */
export function ConfigErrorPage({ reason }: { reason: string }) {
  return (
    <Box padding="xxl">
      <Alert type="error" header={strings.config.errorTitle}>
        <Box variant="p">{strings.config.errorIntro}</Box>
        <Box variant="p">{strings.config.errorDetail(reason)}</Box>
        <Box variant="p">{strings.config.errorHelp}</Box>
      </Alert>
    </Box>
  );
}
