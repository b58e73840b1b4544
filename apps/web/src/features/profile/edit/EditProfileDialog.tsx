import { tone } from '@gigrank/ui';
import { profileUpdateSchema, type ProfileUpdateInput, type User } from '@gigrank/domain';
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  IconAlertTriangle,
  IconDownload,
  IconMapPin,
  IconTrash,
  IconUser,
} from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../../lib/toast';
import type { DialogProps } from '../../../lib/lazy-when-opened';
import { trpc } from '../../../lib/trpc';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { PrivacySettings } from './PrivacySettings';
import { useApplyUserChange } from './use-apply-user-change';

const EDIT_STACK_ID = 'edit-profile';
const CONFIRM_STACK_ID = 'delete-account';

interface ProfileFormValues {
  displayName: string;
  city: string;
}

/**
 * The 'Edit profile' dialog (SPEC section 2): name and location, Save, the
 * privacy switches (applied at once), your data, and a danger zone whose 'Delete account' opens the 'Are you absolutely sure?'
 * confirmation above it.
 */
export function EditProfileDialog({ opened, onClose, user }: DialogProps & { user: User }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setConfirmOpen(false);
    onClose();
  };

  return (
    <Modal.Stack>
      <Modal
        stackId={EDIT_STACK_ID}
        opened={opened}
        onClose={close}
        title="Edit profile"
        centered
        radius="lg"
        styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {/* The form mounts with each opening, so it always starts from the current profile. */}
        <EditProfileForm
          user={user}
          onCancel={close}
          onSaved={() => {
            setConfirmOpen(false);
            onClose();
          }}
          onPendingChange={setBusy}
          onDeleteRequested={() => setConfirmOpen(true)}
        />
      </Modal>
      <DeleteAccountDialog
        stackId={CONFIRM_STACK_ID}
        opened={opened && confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onDeleted={() => {
          setConfirmOpen(false);
          onClose();
        }}
      />
    </Modal.Stack>
  );
}

function EditProfileForm({
  user,
  onCancel,
  onSaved,
  onPendingChange,
  onDeleteRequested,
}: {
  user: User;
  onCancel: () => void;
  onSaved: () => void;
  onPendingChange: (pending: boolean) => void;
  onDeleteRequested: () => void;
}) {
  const applyUserChange = useApplyUserChange();
  const update = trpc.profile.update.useMutation({
    onMutate: () => onPendingChange(true),
    onSettled: () => onPendingChange(false),
  });

  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: { displayName: user.displayName, city: user.city ?? '' },
    validate: schemaResolver(profileUpdateSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const input: ProfileUpdateInput = { displayName: values.displayName, city: values.city };
    let updated: User;
    try {
      updated = await update.mutateAsync(profileUpdateSchema.parse(input));
    } catch {
      showErrorToast('Error', 'Failed to update profile');
      return;
    }
    void applyUserChange(updated);
    onSaved();
  });

  return (
    <Stack gap="xl">
      <form onSubmit={submit} noValidate aria-label="Profile details">
        <Stack gap="md">
          <TextInput
            label="Name"
            description="Shown on your profile, your shows and the leaderboards"
            placeholder="Your display name"
            autoComplete="name"
            leftSection={<IconUser size={16} aria-hidden />}
            data-autofocus
            key={form.key('displayName')}
            {...form.getInputProps('displayName')}
          />
          <TextInput
            label="Location"
            description="Your city (optional)"
            placeholder="e.g. Lisbon"
            autoComplete="address-level2"
            leftSection={<IconMapPin size={16} aria-hidden />}
            key={form.key('city')}
            {...form.getInputProps('city')}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onCancel} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending} miw={96}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>

      <PrivacySettings user={user} />

      <Paper component="section" aria-labelledby="export-title" radius="md" p="md" withBorder>
        <Stack gap="sm">
          <Title order={3} fz="md" id="export-title">
            Your data
          </Title>
          <Text fz="sm" c="dimmed">
            Download everything you have added: your profile, shows, lists, follows, likes and
            comments.
          </Text>
          <Group gap="sm">
            <Button
              component="a"
              href={`/api/users/${user.id}/export`}
              download
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export data (JSON)
            </Button>
            <Button
              component="a"
              href={`/api/users/${user.id}/export?format=csv`}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Shows as CSV
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper
        component="section"
        aria-labelledby="danger-zone-title"
        radius="md"
        p="md"
        withBorder
        style={{
          borderColor: 'var(--mantine-color-red-3)',
          backgroundColor: tone.dangerSurface,
        }}
      >
        <Stack gap="sm">
          <Group gap={6} wrap="nowrap">
            <IconAlertTriangle size={18} color="var(--mantine-color-red-7)" aria-hidden />
            <Title order={3} fz="md" id="danger-zone-title" c="red">
              Danger zone
            </Title>
          </Group>
          <Text fz="sm" c="text">
            Deleting your account removes your profile, shows, photos and rankings for good. This
            cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button
              color="red"
              variant="outline"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDeleteRequested}
              disabled={update.isPending}
            >
              Delete account
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
