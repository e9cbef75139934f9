import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { useOnFollow } from '../use-on-follow';

export interface FormActionsProps {
  cancelHref: string | undefined;
  cancelText: string;
  submitText: string;
  onFollow: ReturnType<typeof useOnFollow>;
  /** While the form is being sent: the submit button spins and Cancel waits. */
  busy: boolean;
  submitDisabled?: boolean;
}

/** A form's Cancel link (back to where the user came from) and its primary submit button. */
export function FormActions({
  cancelHref,
  cancelText,
  submitText,
  onFollow,
  busy,
  submitDisabled = false,
}: FormActionsProps) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="link" href={cancelHref} onFollow={onFollow} disabled={busy}>
        {cancelText}
      </Button>
      <Button variant="primary" formAction="submit" loading={busy} disabled={submitDisabled}>
        {submitText}
      </Button>
    </SpaceBetween>
  );
}
