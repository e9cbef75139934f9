import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import Box from '@cloudscape-design/components/box';

import { failureMessage } from '../../api/api-error';
import { useUserProfileMutations } from '../../api/userprofile-admin-mutations';
import { unitPath } from '../../common/unit-routes';
import { ConfirmDeleteModal } from '../../common/form/ConfirmDeleteModal';
import { useRequiredUnit } from '../../common/gate/required-unit';
import { useShell } from '../../common/shell/shell-context';
import { usersStrings } from '../../strings/users';

const text = usersStrings.userDetails;

/** Confirms a user's deletion, says what the server does, then returns to the list. */
export function DeleteUserModal({
  username,
  onDismiss,
}: {
  username: string;
  onDismiss: () => void;
}) {
  const { ouid, core } = useRequiredUnit();
  const { remove } = useUserProfileMutations(ouid, core);
  const { notify } = useShell();
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);

  async function confirm() {
    setWorking(true);
    try {
      await remove(username);
      notify('success', text.deleted);
      navigate(unitPath(ouid, 'users'));
    } catch (error) {
      setWorking(false);
      notify('error', failureMessage(error, text.deleteFailed));
      onDismiss();
    }
  }

  return (
    <ConfirmDeleteModal
      heading={text.deleteModalHeading}
      cancelText={text.deleteCancel}
      deleteText={text.deleteSubmit}
      busy={working}
      onCancel={onDismiss}
      onConfirm={() => void confirm()}
    >
      <Box variant="p" fontWeight="bold">
        {text.deleteConfirm(username)}
      </Box>
      <Box variant="p">{text.deleteConsequences}</Box>
    </ConfirmDeleteModal>
  );
}
