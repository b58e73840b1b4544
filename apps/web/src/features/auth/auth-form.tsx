import type { AuthResponse } from '@gigrank/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/errors';
import { pathAfterSignIn } from '../../lib/return-path';
import { toastAuthError, toastAuthRefused, toastAuthSuccess, type AuthKind } from './auth-toasts';
import { useSession } from './session';

type Values = Record<string, unknown>;

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
 * The Login or Register form: its text fields, any other inputs
 * (`children`), and the submit button, which reads `pendingLabel`
 * ('Logging in...') while the call runs. Values are checked against `schema`
 * on submit. On success it returns to the page the visitor came to (Home from
 * /auth, lib/return-path.ts), stores the user and says so; a refusal
 * or a failure gets the spec's toast (auth-toasts), except a refusal that
 * `fieldOfRefusal` places under one field: it shows there, as the form's own
 * checks do, and that field takes the focus.
 */
export function AuthForm<V extends Values, P>({
  kind,
  mutation,
  schema,
  initialValues,
  toPayload,
  fields,
  label,
  pendingLabel,
  fieldOfRefusal,
  children,
}: {
  kind: AuthKind;
  mutation: { mutateAsync: (payload: P) => Promise<AuthResponse>; isPending: boolean };
  schema: Parameters<typeof schemaResolver>[0];
  initialValues: V;
  /** The call's input, from values the schema accepted. */
  toPayload: (values: V) => P;
  fields: readonly AuthFieldSpec<V>[];
  label: string;
  pendingLabel: string;
  /** The field a server refusal is about ('This password is too common...': password), if one. */
  fieldOfRefusal?: (message: string) => (keyof V & string) | undefined;
  children?: (form: UseFormReturnType<V>) => ReactNode;
}) {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync(toPayload(values));
      if (!response.success || !response.user) {
        toastAuthRefused(kind, response);
        return;
      }
      // Back to the page the auth screen showed on (a shared link), or Home from /auth: there
      // first, so the screen behind the auth gate is never another path's.
      const { origin, pathname, search, hash } = window.location;
      const target = pathAfterSignIn(`${pathname}${search}${hash}`, origin);
      if (target !== `${pathname}${search}${hash}`) await navigate({ href: target });
      signIn(response.user);
      toastAuthSuccess(kind);
    } catch (error) {
      const message = serverMessage(error);
      const field = message === null ? undefined : fieldOfRefusal?.(message);
      if (message !== null && field) {
        form.setFieldError(field, message);
        form.getInputNode(field)?.focus();
        return;
      }
      toastAuthError(kind, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map(({ name, password = false, ...props }) => {
          const Input = password ? PasswordInput : TextInput;
          return <Input key={form.key(name)} {...form.getInputProps(name)} {...props} />;
        })}
        {children?.(form)}
        <Button type="submit" size="md" fullWidth disabled={mutation.isPending} mt="xs">
          {mutation.isPending ? pendingLabel : label}
        </Button>
      </Stack>
    </form>
  );
}
