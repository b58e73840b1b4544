import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useDeleteAccount } from './use-delete-account';
import { DIALOG_TITLE_STYLES } from '../../components/FormDialog';
import { DialogButtons } from '../../components/CancelSaveButtons';

/**
 * The 'Are you absolutely sure?' confirmation of account deletion: what goes,
 * Cancel, and 'Delete account' (disabled and reading 'Deleting account...'
 * while the request runs; the dialog cannot be dismissed then).
 */
export function DeleteAccountDialog({
  stackId,
  opened,
  onClose,
  onDeleted,
}: {
  stackId?: string;
  opened: boolean;
  onClose: () => void;
  /** Closes every dialog; the redirect follows by itself. */
  onDeleted: () => void;
}) {
  const remove = useDeleteAccount(onDeleted);
  return (
    <Modal
      stackId={stackId}
      opened={opened}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Are you absolutely sure?"
      centered
      radius="lg"
      closeOnClickOutside={!remove.isPending}
      closeOnEscape={!remove.isPending}
      withCloseButton={!remove.isPending}
      styles={DIALOG_TITLE_STYLES}
    >
      <Stack gap="lg">
        <Text fz="sm">
          This action cannot be undone. It permanently deletes your account and removes from our
          servers:
        </Text>
        <List fz="sm" spacing={4} withPadding>
          <List.Item>your profile, picture and sign-in</List.Item>
          <List.Item>every show you logged, with its photos and your rankings</List.Item>
          <List.Item>your Want to See list</List.Item>
          <List.Item>your followers and the people you follow</List.Item>
          <List.Item>your likes, comments and notifications</List.Item>
        </List>
        <DialogButtons onCancel={onClose} cancelDisabled={remove.isPending}>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? 'Deleting account...' : 'Delete account'}
          </Button>
        </DialogButtons>
      </Stack>
    </Modal>
  );
}
