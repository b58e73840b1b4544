import {
  AUTH_MESSAGES,
  registerFormSchema,
  toRegisterPayload,
  type RegisterFormInput,
} from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import { AuthForm, USERNAME_FIELD, type AuthFieldSpec } from './auth-form';
import { ProfilePictureInput } from './ProfilePictureInput';

type RegisterValues = Required<Pick<RegisterFormInput, 'profilePicture'>> & RegisterFormInput;

const NEW_PASSWORD = { password: true, autoComplete: 'new-password' } as const;
const REGISTER_FIELDS: readonly AuthFieldSpec<RegisterValues>[] = [
  USERNAME_FIELD,
  {
    name: 'displayName',
    label: 'Display Name',
    placeholder: 'How friends see you',
    autoComplete: 'name',
  },
  { ...NEW_PASSWORD, name: 'password', label: 'Password', placeholder: 'At least 8 characters' },
  {
    ...NEW_PASSWORD,
    name: 'confirmPassword',
    label: 'Confirm Password',
    placeholder: 'Type it again',
  },
];

/** Refusals by the server that concern one field: shown under it, like the form's own checks. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof RegisterValues & string>> = {
  [AUTH_MESSAGES.passwordCommon]: 'password',
};

export function RegisterForm() {
  const register = trpc.auth.register.useMutation();
  return (
    <AuthForm
      kind="register"
      mutation={register}
      schema={registerFormSchema}
      initialValues={{
        username: '',
        displayName: '',
        password: '',
        confirmPassword: '',
        profilePicture: '',
      }}
      // confirmPassword stays on this side (SPEC section 5).
      toPayload={(values: RegisterValues) => toRegisterPayload(registerFormSchema.parse(values))}
      fields={REGISTER_FIELDS}
      label="Create Account"
      pendingLabel="Creating account..."
      fieldOfRefusal={(message) => FIELD_OF_REFUSAL[message]}
    >
      {(form) => (
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
      )}
    </AuthForm>
  );
}
