import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { type DocumentView, useDocumentDetails } from '../../api/document';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { LoadFailureAlert } from '../../common/LoadFailureAlert';
import { documentsStrings } from '../../strings/documents';

const text = documentsStrings.preview;

/** One document's image, through a short-lived signed URL, and its download. */
export function PreviewModal({
  document,
  onDismiss,
}: {
  document: DocumentView | undefined;
  onDismiss: () => void;
}) {
  const { ouid } = useRequiredUnit();
  const details = useDocumentDetails(ouid, document?.id);
  const name = document?.name ?? '';
  return (
    <Modal
      visible={document !== undefined}
      onDismiss={onDismiss}
      closeAriaLabel={text.close}
      header={name}
      size="large"
      footer={
        <Box float="right">
          <Button
            variant="primary"
            iconName="download"
            href={details.data?.downloadURL}
            download={name}
            disabled={!details.data}
            ariaLabel={documentsStrings.table.downloadOf(name)}
          >
            {documentsStrings.table.download}
          </Button>
        </Box>
      }
    >
      {details.error && (
        <LoadFailureAlert header={text.loadFailed} error={details.error} onRetry={details.retry} />
      )}
      {!details.error && !details.data && (
        <StatusIndicator type="loading">{text.loading}</StatusIndicator>
      )}
      {details.data && (
        <Box textAlign="center">
          <img
            src={details.data.viewURL}
            alt={text.imageAlt(name)}
            style={{ maxWidth: '100%', maxHeight: '60vh' }}
          />
        </Box>
      )}
    </Modal>
  );
}
