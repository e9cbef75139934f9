import Box from '@cloudscape-design/components/box';

import { ConfirmDeleteModal } from '../../common/form/ConfirmDeleteModal';
import { orgunitsStrings } from '../../strings/orgunits';

const text = orgunitsStrings.orgunitDetails;

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
    <ConfirmDeleteModal
      heading={text.confirmHeading}
      cancelText={text.cancel}
      deleteText={text.delete}
      visible={visible}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Box variant="p">{text.confirmDelete}</Box>
      <Box variant="p" color="text-body-secondary">
        {text.confirmDetail(name)}
      </Box>
    </ConfirmDeleteModal>
  );
}
