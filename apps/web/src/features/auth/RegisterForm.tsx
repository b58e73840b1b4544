import {
  AUTH_MESSAGES,
  registerFormSchema,
  toRegisterPayload,
  type RegisterFormInput,
} from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import {
  AuthForm,
  USERNAME_FIELD,
  useAuthForm,
  useAuthSubmit,
  type AuthFieldSpec,
} from './auth-form';
import { ProfilePictureInput } from './ProfilePictureInput';

type RegisterValues = Required<Pick<RegisterFormInput, 'profilePicture'>> & RegisterFormInput;

const REGISTER_FIELDS: readonly AuthFieldSpec<RegisterValues>[] = [
  USERNAME_FIELD,
  {
    name: 'displayName',
    label: 'Display Name',
    placeholder: 'How friends see you',
    autoComplete: 'name',
  },
  {
    name: 'password',
    password: true,
    label: 'Password',
    placeholder: 'At least 6 characters',
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    password: true,
    label: 'Confirm Password',
    placeholder: 'Type it again',
    autoComplete: 'new-password',
  },
];

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
      form={form}
      fields={REGISTER_FIELDS}
      onSubmit={submit}
      pending={register.isPending}
      label="Create Account"
      pendingLabel="Creating account..."
    >
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
