import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { DialogFooter } from '../../common/form/DialogFooter';
import { useTextDialog } from '../../common/form/use-text-dialog';
import { teamsStrings } from '../../strings/teams';
import { teamNameError } from './team-name';

const text = teamsStrings.form;

export interface TeamNameModalProps {
  heading: string;
  submitText: string;
  initialName?: string;
  /** The fixed text of a failure without a server message. */
  failedText: string;
  /** Sends the name; a rejection is shown in the dialog (e.g. the 409 of a taken name). */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** The dialog that names a new team or renames one: checked as the server checks it. */
export function TeamNameModal(props: TeamNameModalProps) {
  const dialog = useTextDialog({
    initialValue: props.initialName,
    check: teamNameError,
    send: props.onSubmit,
    failedText: props.failedText,
    onDone: props.onClose,
  });

  return (
    <Modal
      visible
      onDismiss={() => !dialog.busy && props.onClose()}
      header={props.heading}
      footer={
        <DialogFooter
          cancelText={text.cancel}
          submitText={props.submitText}
          busy={dialog.busy}
          onCancel={props.onClose}
          onSubmit={() => void dialog.submit()}
        />
      }
    >
      <form onSubmit={(event) => void dialog.submit(event)}>
        <SpaceBetween size="m">
          <FormField label={text.nameLabel} description={text.nameHint} errorText={dialog.error}>
            <Input
              value={dialog.value}
              autoFocus
              onChange={({ detail }) => dialog.change(detail.value)}
              onBlur={dialog.touch}
              invalid={dialog.error !== undefined}
            />
          </FormField>
          {dialog.failure && (
            <Alert type="error" statusIconAriaLabel={text.errorLabel}>
              {dialog.failure}
            </Alert>
          )}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
