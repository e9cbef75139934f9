import Box from '@cloudscape-design/components/box';

import { ConfirmDeleteModal } from '../../common/form/ConfirmDeleteModal';
import { teamsStrings } from '../../strings/teams';

const text = teamsStrings.confirmDelete;

/** 'Are you sure you want to delete?' for a team, saying its memberships go with it. */
export function DeleteTeamModal(props: {
  name: string;
  members: number;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDeleteModal
      heading={text.heading}
      cancelText={text.cancel}
      deleteText={text.delete}
      busy={props.deleting}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      <Box variant="p">{text.question}</Box>
      <Box variant="p" color="text-body-secondary">
        {text.detail(props.name, props.members)}
      </Box>
    </ConfirmDeleteModal>
  );
}
