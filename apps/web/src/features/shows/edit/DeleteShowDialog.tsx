import type { Show } from '@gigrank/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteShow } from './use-show-edits';

/** Stack id of the dialog inside a Modal.Stack (it opens over the edit dialog). */
export const DELETE_SHOW_STACK_ID = 'delete-show';

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
    <Modal
      stackId={DELETE_SHOW_STACK_ID}
      opened={opened}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete Show"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 800 } }}
    >
      <Stack gap="lg">
        <Text>
          Are you sure you want to delete your <b>{show.artist}</b> show? This cannot be undone: its
          score, guests and photos will be removed and your ranking will be updated.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: show.id })}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
