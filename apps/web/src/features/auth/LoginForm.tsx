import { loginSchema, type LoginInput } from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import { AuthField, AuthForm, USERNAME_FIELD, useAuthForm, useAuthSubmit } from './auth-form';

export function LoginForm() {
  const login = trpc.auth.login.useMutation();
  const submitAuth = useAuthSubmit('login');
  const form = useAuthForm<LoginInput>(loginSchema, { username: '', password: '' });
  const submit = form.onSubmit((values) =>
    submitAuth(() => login.mutateAsync(loginSchema.parse(values))),
  );

  return (
    <AuthForm
      onSubmit={submit}
      pending={login.isPending}
      label="Login"
      pendingLabel="Logging in..."
    >
      <AuthField form={form} name="username" {...USERNAME_FIELD} />
      <AuthField
        form={form}
        name="password"
        password
        label="Password"
        placeholder="Your password"
        autoComplete="current-password"
      />
    </AuthForm>
  );
}
