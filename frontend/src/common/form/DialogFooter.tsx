import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A dialog's Cancel and primary buttons; both wait while the dialog is sending. */
export function DialogFooter(props: {
  cancelText: string;
  submitText: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={props.onCancel} disabled={props.busy}>
          {props.cancelText}
        </Button>
        <Button variant="primary" onClick={props.onSubmit} loading={props.busy}>
          {props.submitText}
        </Button>
      </SpaceBetween>
    </Box>
  );
}
