import { loginSchema, type LoginInput } from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import { AuthForm, USERNAME_FIELD, type AuthFieldSpec } from './auth-form';

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
  return (
    <AuthForm
      kind="login"
      mutation={login}
      schema={loginSchema}
      initialValues={{ username: '', password: '' }}
      toPayload={(values) => loginSchema.parse(values)}
      fields={LOGIN_FIELDS}
      label="Login"
      pendingLabel="Logging in..."
    />
  );
}
