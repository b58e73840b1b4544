import { loginSchema, type LoginInput } from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import {
  AuthForm,
  USERNAME_FIELD,
  useAuthForm,
  useAuthSubmit,
  type AuthFieldSpec,
} from './auth-form';

const LOGIN_FIELDS: readonly AuthFieldSpec<LoginInput>[] = [
  USERNAME_FIELD,
  {
    name: 'password',
    password: true,
    label: 'Password',
    placeholder: 'Your password',
    autoComplete: 'current-password',
  },
];

export function LoginForm() {
  const login = trpc.auth.login.useMutation();
  const submitAuth = useAuthSubmit('login');
  const form = useAuthForm<LoginInput>(loginSchema, { username: '', password: '' });
  const submit = form.onSubmit((values) =>
    submitAuth(() => login.mutateAsync(loginSchema.parse(values))),
  );
  return (
    <AuthForm
      form={form}
      fields={LOGIN_FIELDS}
      onSubmit={submit}
      pending={login.isPending}
      label="Login"
      pendingLabel="Logging in..."
    />
  );
}
