import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { useSession } from '../auth';
import { DIALOG_TITLE_STYLES } from '../../components/FormDialog';
import { DialogButtons } from '../../components/CancelSaveButtons';

/**
 * 'Sign out everywhere': asked first, then every session of the user ends
 * on the server, this one included, and the app goes to the sign-in screen.
 * A failure says so and leaves everything signed in as it was.
 */
export function SignOutEverywhere() {
  const { signOutEverywhere } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      setPending(false);
      showErrorToastFrom('Error', error, 'Failed to sign out everywhere. Please try again.');
      return;
    }
    await navigate({ to: '/auth' });
    showSuccessToast('Signed out everywhere', 'Every session has ended. Sign in to continue.');
  };

  return (
    <>
      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          Sign out everywhere
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!pending) setConfirming(false);
        }}
        title="Sign out everywhere?"
        centered
        radius="lg"
        closeOnClickOutside={!pending}
        closeOnEscape={!pending}
        withCloseButton={!pending}
        styles={DIALOG_TITLE_STYLES}
      >
        <Stack gap="lg">
          <Text fz="sm">
            Every device and browser signed in to your account is signed out, this one included. You
            can sign in again with your password.
          </Text>
          <DialogButtons onCancel={() => setConfirming(false)} cancelDisabled={pending}>
            <Button
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              disabled={pending}
              onClick={() => void signOut()}
            >
              {pending ? 'Signing out...' : 'Sign out everywhere'}
            </Button>
          </DialogButtons>
        </Stack>
      </Modal>
    </>
  );
}
