import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { LEAVE_WITHOUT_ASKING } from '../leave-without-asking';
import { useOnFollow } from '../use-on-follow';

export interface FormActionsProps {
  cancelHref: string | undefined;
  cancelText: string;
  submitText: string;
  /** Instead of following `cancelHref`: a form that leaves its edit mode by itself. */
  onCancel?: () => void;
  /** While the form is being sent: the submit button spins and Cancel waits. */
  busy: boolean;
  submitDisabled?: boolean;
}

/**
 * A form's Cancel link (back to where the user came from; the user chose to drop the changes, so
 * the unsaved-changes guard does not ask) and its primary submit button.
 */
export function FormActions({
  cancelHref,
  cancelText,
  submitText,
  onCancel,
  busy,
  submitDisabled = false,
}: FormActionsProps) {
  const followCancel = useOnFollow(LEAVE_WITHOUT_ASKING);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        variant="link"
        href={cancelHref}
        onFollow={(event) => {
          if (!onCancel) return followCancel(event);
          event.preventDefault();
          onCancel();
        }}
        disabled={busy}
      >
        {cancelText}
      </Button>
      <Button variant="primary" formAction="submit" loading={busy} disabled={submitDisabled}>
        {submitText}
      </Button>
    </SpaceBetween>
  );
}
