import {
  AUTH_MESSAGES,
  registerFormSchema,
  toRegisterPayload,
  type RegisterFormInput,
} from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import { AuthField, AuthForm, USERNAME_FIELD, useAuthForm, useAuthSubmit } from './auth-form';
import { ProfilePictureInput } from './ProfilePictureInput';

type RegisterValues = Required<Pick<RegisterFormInput, 'profilePicture'>> & RegisterFormInput;

export function RegisterForm() {
  const register = trpc.auth.register.useMutation();
  const submitAuth = useAuthSubmit('register');
  const form = useAuthForm<RegisterValues>(registerFormSchema, {
    username: '',
    displayName: '',
    password: '',
    confirmPassword: '',
    profilePicture: '',
  });
  const submit = form.onSubmit((values) =>
    // confirmPassword stays on this side (SPEC section 5).
    submitAuth(() => register.mutateAsync(toRegisterPayload(registerFormSchema.parse(values)))),
  );

  return (
    <AuthForm
      onSubmit={submit}
      pending={register.isPending}
      label="Create Account"
      pendingLabel="Creating account..."
    >
      <AuthField form={form} name="username" {...USERNAME_FIELD} />
      <AuthField
        form={form}
        name="displayName"
        label="Display Name"
        placeholder="How friends see you"
        autoComplete="name"
      />
      <AuthField
        form={form}
        name="password"
        password
        label="Password"
        placeholder="At least 6 characters"
        autoComplete="new-password"
      />
      <AuthField
        form={form}
        name="confirmPassword"
        password
        label="Confirm Password"
        placeholder="Type it again"
        autoComplete="new-password"
      />
      <ProfilePictureInput
        value={form.values.profilePicture}
        error={form.errors.profilePicture}
        onChange={(dataUrl) => {
          form.setFieldValue('profilePicture', dataUrl);
          form.clearFieldError('profilePicture');
        }}
        onInvalid={() => form.setFieldError('profilePicture', AUTH_MESSAGES.profilePictureInvalid)}
      />
    </AuthForm>
  );
}
