import {
  AUTH_MESSAGES,
  registerFormSchema,
  toRegisterPayload,
  type RegisterFormInput,
} from '@gigrank/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { toastAuthError, toastAuthRefused, toastAuthSuccess } from './auth-toasts';
import { ProfilePictureInput } from './ProfilePictureInput';
import { useSession } from './session';

type RegisterValues = Required<Pick<RegisterFormInput, 'profilePicture'>> & RegisterFormInput;

export function RegisterForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const register = trpc.auth.register.useMutation();

  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: {
      username: '',
      displayName: '',
      password: '',
      confirmPassword: '',
      profilePicture: '',
    },
    validate: schemaResolver(registerFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      // confirmPassword stays on this side (SPEC section 5).
      const payload = toRegisterPayload(registerFormSchema.parse(values));
      const response = await register.mutateAsync(payload);
      if (!response.success || !response.user) {
        toastAuthRefused('register', response);
        return;
      }
      // Go to / first, so the screen behind the auth gate is never the old path's.
      await navigate({ to: '/' });
      signIn(response.user);
      toastAuthSuccess('register');
    } catch (error) {
      toastAuthError('register', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          placeholder="your_username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Display Name"
          placeholder="How friends see you"
          autoComplete="name"
          key={form.key('displayName')}
          {...form.getInputProps('displayName')}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 6 characters"
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          placeholder="Type it again"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <ProfilePictureInput
          value={form.values.profilePicture}
          error={form.errors.profilePicture}
          onChange={(dataUrl) => {
            form.setFieldValue('profilePicture', dataUrl);
            form.clearFieldError('profilePicture');
          }}
          onInvalid={() =>
            form.setFieldError('profilePicture', AUTH_MESSAGES.profilePictureInvalid)
          }
        />
        <Button type="submit" size="md" fullWidth disabled={register.isPending} mt="xs">
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Stack>
    </form>
  );
}
