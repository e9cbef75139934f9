import { useState } from 'react';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';

import { REJECTION_REASON_LIMIT } from '@domain/schemas/workqueue';

import { failureMessage } from '../../api/api-error';
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
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const error = touched ? reasonError(reason) : undefined;

  const submit = async () => {
    setTouched(true);
    if (reasonError(reason) || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await props.onSubmit(reason.trim());
      props.onClose();
    } catch (caught) {
      setFailure(failureMessage(caught, props.failedText));
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={() => !busy && props.onClose()}
      header={text.heading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose} disabled={busy}>
              {text.cancel}
            </Button>
            <Button variant="primary" onClick={() => void submit()} loading={busy}>
              {text.confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{workqueueStrings.requests.rejectLabel(props.name)}</Box>
        <FormField label={text.reasonLabel} description={text.reasonHint} errorText={error}>
          <Textarea
            value={reason}
            autoFocus
            onChange={({ detail }) => {
              setReason(detail.value);
              setFailure(undefined);
            }}
            onBlur={() => setTouched(true)}
            invalid={error !== undefined}
          />
        </FormField>
        {failure && <Alert type="error">{failure}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
