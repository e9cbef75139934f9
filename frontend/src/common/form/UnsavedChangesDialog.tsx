import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { commonStrings } from '../../strings/common';

const text = commonStrings.unsavedChanges;

/** The Stay/Leave dialog of `useUnsavedChangesGuard`. */
export function UnsavedChangesDialog({
  visible,
  onStay,
  onLeave,
}: {
  visible: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Modal
      visible={visible}
      onDismiss={onStay}
      header={text.heading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" formAction="none" onClick={onStay}>
              {text.stay}
            </Button>
            <Button variant="primary" formAction="none" onClick={onLeave}>
              {text.leave}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {text.body}
    </Modal>
  );
}
