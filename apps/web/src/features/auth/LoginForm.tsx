import { loginSchema, type LoginInput } from '@gigrank/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { toastAuthError, toastAuthRefused, toastAuthSuccess } from './auth-toasts';
import { useSession } from './session';

export function LoginForm() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const login = trpc.auth.login.useMutation();

  const form = useForm<LoginInput>({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const response = await login.mutateAsync(loginSchema.parse(values));
      if (!response.success || !response.user) {
        toastAuthRefused('login', response);
        return;
      }
      // Go to / first, so the screen behind the auth gate is never the old path's.
      await navigate({ to: '/' });
      signIn(response.user);
      toastAuthSuccess('login');
    } catch (error) {
      toastAuthError('login', error);
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
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" fullWidth disabled={login.isPending} mt="xs">
          {login.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </Stack>
    </form>
  );
}
