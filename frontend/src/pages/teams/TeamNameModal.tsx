import { type FormEvent, useState } from 'react';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { failureMessage } from '../../api/api-error';
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
  const [name, setName] = useState(props.initialName ?? '');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const error = touched ? teamNameError(name) : undefined;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setTouched(true);
    if (teamNameError(name) || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await props.onSubmit(name.trim());
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
      header={props.heading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={props.onClose} disabled={busy}>
              {text.cancel}
            </Button>
            <Button variant="primary" onClick={() => void submit()} loading={busy}>
              {props.submitText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form onSubmit={(event) => void submit(event)}>
        <SpaceBetween size="m">
          <FormField label={text.nameLabel} description={text.nameHint} errorText={error}>
            <Input
              value={name}
              autoFocus
              onChange={({ detail }) => {
                setName(detail.value);
                setFailure(undefined);
              }}
              onBlur={() => setTouched(true)}
              invalid={error !== undefined}
            />
          </FormField>
          {failure && (
            <Alert type="error" statusIconAriaLabel={text.errorLabel}>
              {failure}
            </Alert>
          )}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
