import type { AuthResponse } from '@gigrank/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import type { FormEventHandler, ReactNode } from 'react';
import { toastAuthError, toastAuthRefused, toastAuthSuccess, type AuthKind } from './auth-toasts';
import { useSession } from './session';

type Values = Record<string, unknown>;

/** A login or register form: checked against its schema as the user submits. */
export function useAuthForm<V extends Values>(
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: V,
): UseFormReturnType<V> {
  return useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });
}

/**
 * What login and registration do with valid values: make the call, then on
 * success go Home, store the user and say so; a refusal or a failure gets the
 * spec's toast (auth-toasts). `call` runs inside the error handling, so that
 * a throw while building the payload is reported too.
 */
export function useAuthSubmit(kind: AuthKind) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  return async (call: () => Promise<AuthResponse>) => {
    try {
      const response = await call();
      if (!response.success || !response.user) {
        toastAuthRefused(kind, response);
        return;
      }
      // Go to / first, so the screen behind the auth gate is never the old path's.
      await navigate({ to: '/' });
      signIn(response.user);
      toastAuthSuccess(kind);
    } catch (error) {
      toastAuthError(kind, error);
    }
  };
}

/** A text or password field of a form, by the name of its value. */
export interface AuthFieldSpec<V> {
  name: keyof V & string;
  label: string;
  placeholder: string;
  autoComplete: string;
  password?: boolean;
  autoCapitalize?: string;
  spellCheck?: boolean;
}

/** The Username field, the same on both forms. */
export const USERNAME_FIELD = {
  name: 'username',
  label: 'Username',
  placeholder: 'your_username',
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/**
 * The form: its text fields, any other inputs (`children`), and the submit
 * button, which reads `pendingLabel` ('Logging in...') while the call runs.
 */
export function AuthForm<V extends Values>({
  form,
  fields,
  onSubmit,
  pending,
  label,
  pendingLabel,
  children,
}: {
  form: UseFormReturnType<V>;
  fields: readonly AuthFieldSpec<V>[];
  onSubmit: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  label: string;
  pendingLabel: string;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {fields.map(({ name, password = false, ...props }) => {
          const Input = password ? PasswordInput : TextInput;
          return <Input key={form.key(name)} {...form.getInputProps(name)} {...props} />;
        })}
        {children}
        <Button type="submit" size="md" fullWidth disabled={pending} mt="xs">
          {pending ? pendingLabel : label}
        </Button>
      </Stack>
    </form>
  );
}
