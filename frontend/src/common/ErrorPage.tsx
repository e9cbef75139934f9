import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';

import { commonStrings } from '../strings/common';

/** What a failed screen shows instead of a white page: a plain message and a Reload button. */
export function ErrorPage() {
  return (
    <Box padding="xxl">
      <Alert
        type="error"
        header={commonStrings.errorPage.heading}
        action={
          <Button onClick={() => window.location.reload()}>{commonStrings.actions.reload}</Button>
        }
      >
        {commonStrings.errorPage.description}
      </Alert>
    </Box>
  );
}
