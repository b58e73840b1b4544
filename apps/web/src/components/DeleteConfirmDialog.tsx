import { Button, Modal, Stack } from '@mantine/core';
import { IconTrash, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActionButton, type ActionButtonProps } from './ActionButton';
import { DialogButtons } from './CancelSaveButtons';

/**
 * The red button with a bin that asks for a delete confirmation ('Delete',
 * 'Revoke', 'Delete account'). Quiet (subtle) in a list row or next to an
 * edit; `light` or `outline` where it stands on its own.
 */
export function DeleteButton({ variant = 'subtle', ...button }: ActionButtonProps) {
  return (
    <ActionButton
      icon={IconTrash}
      color="red"
      variant={variant}
      style={{ flex: 'none' }}
      {...button}
    />
  );
}

/**
 * A confirmation before something is deleted for good (or a block): what goes, Cancel, and
 * the red confirm button. While the delete runs the dialog stays open and its
 * buttons are disabled; the confirm button spins, or reads `pendingLabel`.
 */
export function DeleteConfirmDialog({
  stackId,
  opened,
  onClose,
  title,
  pending,
  onConfirm,
  confirmLabel = 'Delete',
  confirmIcon: ConfirmIcon = IconTrash,
  pendingLabel,
  children,
}: {
  /** Its id inside a Modal.Stack, when it opens over another dialog. */
  stackId?: string;
  opened: boolean;
  onClose: () => void;
  title: string;
  pending: boolean;
  /** Null while there is nothing to delete. */
  onConfirm: (() => void) | null;
  confirmLabel?: string;
  /** The confirm button's icon (a bin by default; a block uses its own). */
  confirmIcon?: Icon;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title={title}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 800 } }}
    >
      <Stack gap="lg">
        {children}
        <DialogButtons onCancel={onClose} cancelDisabled={pending}>
          <Button
            color="red"
            leftSection={<ConfirmIcon size={16} aria-hidden />}
            loading={pending && !pendingLabel}
            disabled={(pending && Boolean(pendingLabel)) || !onConfirm}
            onClick={() => onConfirm?.()}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogButtons>
      </Stack>
    </Modal>
  );
}
