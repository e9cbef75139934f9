import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { strings } from '../../strings';

const text = strings.orgunitDetails;

interface DeleteOrgunitModalProps {
  name: string;
  visible: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation of spec §2: 'Are you sure you want to delete?' with Cancel and Delete. */
export function DeleteOrgunitModal({
  name,
  visible,
  deleting,
  onCancel,
  onConfirm,
}: DeleteOrgunitModalProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      closeAriaLabel={text.closeModal}
      header={text.confirmHeading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={deleting}>
              {text.cancel}
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={deleting}>
              {text.delete}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{text.confirmDelete}</Box>
        <Box variant="p" color="text-body-secondary">
          {text.confirmDetail(name)}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}
