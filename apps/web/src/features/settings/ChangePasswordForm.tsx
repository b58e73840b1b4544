import {
  AUTH_MESSAGES,
  changePasswordFormSchema,
  toChangePasswordPayload,
  type User,
} from '@gigrank/domain';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { serverMessage } from '../../lib/errors';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

const EMPTY: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

/** The form's boxes, in order: what each asks and what a password manager may fill in. */
const PASSWORD_FIELDS: readonly {
  name: keyof ChangePasswordValues;
  label: string;
  placeholder?: string;
  autoComplete: 'current-password' | 'new-password';
}[] = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    placeholder: 'At least 8 characters',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmNewPassword',
    label: 'Confirm new password',
    placeholder: 'Type it again',
    autoComplete: 'new-password',
  },
];

/** The server's refusals that concern one field: shown under it, like the form's own checks. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof ChangePasswordValues>> = {
  [AUTH_MESSAGES.currentPasswordWrong]: 'currentPassword',
  [AUTH_MESSAGES.passwordCommon]: 'newPassword',
  [AUTH_MESSAGES.newPasswordSame]: 'newPassword',
};

/**
 * Change password: the current one, and the new one twice under the rules
 * and messages of registration (the domain's changePasswordFormSchema). The
 * server ends every other session and gives this browser a fresh one, so
 * the page stays signed in. A refusal about one field shows under it and
 * that field takes the focus; anything else says so in a toast.
 */
export function ChangePasswordForm({ user }: { user: Pick<User, 'username'> }) {
  const change = trpc.auth.changePassword.useMutation();
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(changePasswordFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await change.mutateAsync(toChangePasswordPayload(changePasswordFormSchema.parse(values)));
    } catch (error) {
      const message = serverMessage(error);
      const field = message === null ? undefined : FIELD_OF_REFUSAL[message];
      if (message !== null && field) {
        form.setFieldError(field, message);
        form.getInputNode(field)?.focus();
        return;
      }
      showErrorToastFrom('Error', error, 'Failed to change password');
      return;
    }
    form.reset();
    showSuccessToast('Password changed', 'Your other devices and browsers have been signed out.');
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="sm">
        {/* For password managers: whose password this is (not shown, not sent). */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.username}
          readOnly
          hidden
        />
        {PASSWORD_FIELDS.map(({ name, ...field }) => (
          <PasswordInput key={form.key(name)} {...field} {...form.getInputProps(name)} />
        ))}
        <Group justify="flex-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing password...' : 'Change password'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
