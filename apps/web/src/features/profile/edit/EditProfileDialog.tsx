import { profileUpdateSchema, type ProfileUpdateInput, type User } from '@gigrank/domain';
import { UserAvatar } from '@gigrank/ui';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCamera, IconMapPin, IconUser, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { FormDialog, type FormDialogForm } from '../../../components/FormDialog';
import { showErrorToast } from '../../../lib/toast';
import type { DialogProps } from '../../../lib/lazy-when-opened';
import { trpc } from '../../../lib/trpc';
import { useApplyUserChange } from './use-apply-user-change';
import { DialogButtons } from '../../../components/CancelSaveButtons';

interface ProfileFormValues {
  displayName: string;
  city: string;
}

/**
 * The 'Edit profile' dialog (SPEC section 2): the picture, the name and the
 * location. Save saves the name and the location; 'Change picture' leaves the
 * dialog for the picture's own crop and save (`onChangePicture`, the profile
 * header's avatar button). Privacy, the data export and account deletion are
 * in Settings, which the dialog points to.
 */
export function EditProfileDialog({
  opened,
  onClose,
  user,
  onChangePicture,
}: DialogProps & {
  user: User;
  /** Opens the picture chooser (then the crop dialog); called as the dialog closes. */
  onChangePicture: () => void;
}) {
  return (
    <FormDialog opened={opened} onClose={onClose} title="Edit profile">
      {(form) => (
        <EditProfileForm
          user={user}
          {...form}
          onChangePicture={() => {
            // The file chooser opens within this click; the dialog makes way for the crop.
            onChangePicture();
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

function EditProfileForm({
  user,
  onCancel,
  onSaved,
  onPendingChange,
  onChangePicture,
}: {
  user: User;
  onChangePicture: () => void;
} & FormDialogForm) {
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

  /** A field's icon and its wiring to the form. */
  const field = (name: keyof ProfileFormValues, FieldIcon: Icon) => ({
    leftSection: <FieldIcon size={16} aria-hidden />,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile details">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <UserAvatar
            displayName={user.displayName}
            profilePicture={user.profilePicture}
            size={56}
            radius="50%"
          />
          <Button
            variant="default"
            size="sm"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={onChangePicture}
            disabled={update.isPending}
          >
            Change picture
          </Button>
        </Group>
        <TextInput
          label="Name"
          description="Shown on your profile, your shows and the leaderboards"
          placeholder="Your display name"
          autoComplete="name"
          data-autofocus
          key={form.key('displayName')}
          {...field('displayName', IconUser)}
        />
        <TextInput
          label="Location"
          description="Your city (optional)"
          placeholder="e.g. Lisbon"
          autoComplete="address-level2"
          key={form.key('city')}
          {...field('city', IconMapPin)}
        />
        <DialogButtons onCancel={onCancel} cancelDisabled={update.isPending} mt="xs">
          <Button type="submit" disabled={update.isPending} miw={96}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogButtons>
        <Text fz="sm" c="dimmed">
          Privacy, your data and account deletion are in{' '}
          <Anchor component={Link} to="/settings" fz="sm">
            Settings
          </Anchor>
          .
        </Text>
      </Stack>
    </form>
  );
}
