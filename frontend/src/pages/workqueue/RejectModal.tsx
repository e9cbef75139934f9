import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import { REJECTION_REASON_LIMIT } from '@domain/schemas/workqueue';

import { DialogFooter } from '../../common/form/DialogFooter';
import { useTextDialog } from '../../common/form/use-text-dialog';
import { workqueueStrings } from '../../strings/workqueue';

const text = workqueueStrings.rejectDialog;

function reasonError(reason: string): string | undefined {
  const trimmed = reason.trim();
  if (trimmed.length === 0) return text.blank;
  if (trimmed.length > REJECTION_REASON_LIMIT) return text.tooLong(REJECTION_REASON_LIMIT);
  return undefined;
}

/** Asks for the reason of a rejection (required, bounded as the server bounds it) and sends it. */
export function RejectModal(props: {
  name: string;
  failedText: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const dialog = useTextDialog({
    check: reasonError,
    send: props.onSubmit,
    failedText: props.failedText,
    onDone: props.onClose,
  });

  return (
    <Modal
      visible
      onDismiss={() => !dialog.busy && props.onClose()}
      header={text.heading}
      footer={
        <DialogFooter
          cancelText={text.cancel}
          submitText={text.confirm}
          busy={dialog.busy}
          onCancel={props.onClose}
          onSubmit={() => void dialog.submit()}
        />
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{workqueueStrings.requests.rejectLabel(props.name)}</Box>
        <FormField label={text.reasonLabel} description={text.reasonHint} errorText={dialog.error}>
          <Textarea
            value={dialog.value}
            autoFocus
            onChange={({ detail }) => dialog.change(detail.value)}
            onBlur={dialog.touch}
            invalid={dialog.error !== undefined}
          />
        </FormField>
        {dialog.failure && <Alert type="error">{dialog.failure}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
