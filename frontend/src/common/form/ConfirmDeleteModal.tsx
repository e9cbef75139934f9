import type { ReactNode } from 'react';

import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

export interface ConfirmDeleteModalProps {
  heading: string;
  cancelText: string;
  deleteText: string;
  visible?: boolean;
  /** While the deletion is sent: Delete spins, and Cancel and dismissing wait. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What is deleted and what follows from it. */
  children: ReactNode;
}

/** A deletion's confirmation dialog: the question, then Cancel and Delete. */
export function ConfirmDeleteModal({
  heading,
  cancelText,
  deleteText,
  visible = true,
  busy,
  onCancel,
  onConfirm,
  children,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={() => !busy && onCancel()}
      header={heading}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={busy}>
              {cancelText}
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={busy}>
              {deleteText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">{children}</SpaceBetween>
    </Modal>
  );
}
