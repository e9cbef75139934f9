import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

import { commonStrings } from '../strings/common';

export function PageSpinner() {
  return (
    <Box padding="xxl" textAlign="center">
      <span role="status" aria-label={commonStrings.common.loading}>
        <Spinner size="large" />
      </span>
    </Box>
  );
}
