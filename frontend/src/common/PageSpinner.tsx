import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';

import { strings } from '../strings';

export function PageSpinner() {
  return (
    <Box padding="xxl" textAlign="center">
      <span role="status" aria-label={strings.common.loading}>
        <Spinner size="large" />
      </span>
    </Box>
  );
}
