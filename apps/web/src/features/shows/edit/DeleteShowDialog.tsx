import type { Show } from '@gigrank/domain';
import { Text } from '@mantine/core';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';
import { useDeleteShow } from './use-show-edits';

/** Stack id of the dialog inside a Modal.Stack (it opens over the edit dialog). */
const DELETE_SHOW_STACK_ID = 'delete-show';

/**
 * The 'Delete Show' confirmation (SPEC section 2). Deleting toasts 'Show
 * deleted' (or 'Error deleting show') and refreshes every list.
 */
export function DeleteShowDialog({
  show,
  opened,
  onClose,
  onDeleted,
}: {
  show: Show;
  opened: boolean;
  onClose: () => void;
  /** After a successful delete (close the dialogs, leave the show page...). */
  onDeleted?: () => void | Promise<unknown>;
}) {
  const remove = useDeleteShow(show, onDeleted);
  return (
    <DeleteConfirmDialog
      stackId={DELETE_SHOW_STACK_ID}
      opened={opened}
      onClose={onClose}
      title="Delete Show"
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: show.id })}
    >
      <Text>
        Are you sure you want to delete your <b>{show.artist}</b> show? This cannot be undone: its
        score, guests and photos will be removed and your ranking will be updated.
      </Text>
    </DeleteConfirmDialog>
  );
}
