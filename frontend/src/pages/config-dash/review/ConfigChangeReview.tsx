import { type JSX, useState } from 'react';

import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';

import { CHANGE_NOTE_LIMIT } from '../../../api/config-change';
import { type ReviewSource, useConfigPreview } from '../../../api/config-preview';
import { useRequiredUnit } from '../../../common/gate/required-unit';
import { LoadFailureAlert } from '../../../common/LoadFailureAlert';
import { configDashStrings } from '../../../strings/config-dash';
import { ChangesTable } from './ChangesTable';
import { reviewAction, reviewSentence } from './review-sentence';
import { useConfigChange } from './use-config-change';

export type { ReviewSource };

const text = configDashStrings.configReview;
/** The note is the one the editor's save asks for: same label, hint and limit. */
const noteText = configDashStrings.configEditor;

export interface ConfigChangeReviewProps {
  identifier: string;
  /** The change to review; undefined = closed. */
  source: ReviewSource | undefined;
  onDismiss(): void;
  /** Called with the version now in force once the change is made. */
  onDone(version: number): void;
}

/**
 * A config change compared before it goes live (issue 38): the config in force now and after, key
 * by key, a lock above that refuses it, and the change stated in words on the button's side.
 */
export function ConfigChangeReview(props: ConfigChangeReviewProps): JSX.Element {
  const { source } = props;
  if (!source) return <></>;
  // A new change starts with a fresh note and no earlier failure.
  return <ReviewDialog key={JSON.stringify(source)} {...props} source={source} />;
}

function ReviewDialog({
  identifier,
  source,
  onDismiss,
  onDone,
}: ConfigChangeReviewProps & { source: ReviewSource }) {
  const { ouid } = useRequiredUnit();
  const preview = useConfigPreview(ouid, identifier, source);
  const change = useConfigChange(identifier, onDone);
  const [note, setNote] = useState('');
  const noteError =
    note.trim().length > CHANGE_NOTE_LIMIT ? noteText.noteTooLong(CHANGE_NOTE_LIMIT) : undefined;
  const data = preview.data;
  const violation = data?.lockViolation;
  const canSend = data !== undefined && !violation;

  return (
    <Modal
      visible
      size="large"
      onDismiss={() => !change.busy && onDismiss()}
      header={text.heading(identifier)}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={change.busy}>
              {text.cancel}
            </Button>
            {canSend && (
              <Button
                variant="primary"
                loading={change.busy}
                disabled={noteError !== undefined}
                onClick={() => void change.send(source, data, note)}
              >
                {reviewAction(source)}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {preview.isLoading && (
        <Box textAlign="center" padding="l">
          <Spinner size="large" />
          <Box variant="p">{text.loading}</Box>
        </Box>
      )}
      {preview.error && !data && (
        <LoadFailureAlert header={text.loadFailed} error={preview.error} onRetry={preview.retry} />
      )}
      {data && (
        <SpaceBetween size="l">
          {violation && (
            <Alert type="error" header={text.lockedHeading}>
              {text.locked(violation.key, violation.source.name)}
            </Alert>
          )}
          <SpaceBetween size="xs">
            <Header variant="h3">{text.changesHeading}</Header>
            <ChangesTable identifier={identifier} changes={data.changes} />
          </SpaceBetween>
          {!violation && (
            <SpaceBetween size="m">
              <Box variant="p" fontWeight="bold">
                {reviewSentence(source, data)}
              </Box>
              <FormField
                label={noteText.noteLabel}
                description={noteText.noteHint}
                errorText={noteError}
              >
                <Textarea
                  value={note}
                  rows={2}
                  onChange={({ detail }) => setNote(detail.value)}
                  invalid={noteError !== undefined}
                />
              </FormField>
            </SpaceBetween>
          )}
          {change.failure && (
            <div role="alert">
              <Alert type="error">{change.failure}</Alert>
            </div>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
