import { useState } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { failureMessage } from '../../api/api-error';
import { type DocumentView, useDocumentMutations } from '../../api/document';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { documentsStrings } from '../../strings/documents';

const text = documentsStrings.remove;

/** Asks before an admin deletes a document (its image and record). */
export function DeleteDocumentModal({
  document,
  onDismiss,
}: {
  document: DocumentView | undefined;
  onDismiss: () => void;
}) {
  const { ouid, core } = useRequiredUnit();
  const { notify } = useShell();
  const { remove } = useDocumentMutations(core);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!document) return;
    setDeleting(true);
    try {
      await remove(ouid, document.id);
      notify('success', text.succeeded);
      onDismiss();
    } catch (error) {
      notify('error', failureMessage(error, text.failed));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Modal
      visible={document !== undefined}
      onDismiss={onDismiss}
      header={text.heading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={deleting}>
              {text.cancel}
            </Button>
            <Button variant="primary" loading={deleting} onClick={() => void confirm()}>
              {text.delete}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {document && text.confirm(document.name)}
    </Modal>
  );
}
