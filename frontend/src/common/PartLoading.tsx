import Spinner, { type SpinnerProps } from '@cloudscape-design/components/spinner';

import { commonStrings } from '../strings/common';

/**
 * A `lazyPart`'s place while its code loads after the page's first paint: a spinner that screen
 * readers name, and nothing a user can act on.
 */
export function PartLoading({ size = 'normal' }: { size?: SpinnerProps.Size }) {
  return (
    <span role="status" aria-label={commonStrings.common.loading}>
      <Spinner size={size} />
    </span>
  );
}
