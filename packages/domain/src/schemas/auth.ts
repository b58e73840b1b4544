/**
 * Registration, login and password change. Missing or non-string input gets
 * the same message as too-short input (e.g. a missing username -> 'Username
 * must be at least 3 characters').
 */
import { z } from 'zod';
import {
  DISPLAY_NAME_MAX,
  DISPLAY_NAME_MIN,
  NEW_PASSWORD_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { allowedCharacters } from './fields';
import { AUTH_MESSAGES } from './messages';

/** Username length rules, shared by registration and login. */
const usernameLength = z
  .string({ error: AUTH_MESSAGES.usernameMin })
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameMin)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameMax);

/** Registration username: 3..30 of letters, digits, '_', '.', '-'. */
export const usernameSchema = usernameLength.regex(
  /^[A-Za-z0-9_.-]+$/,
  AUTH_MESSAGES.usernameChars,
);

export const displayNameSchema = allowedCharacters(
  z
    .string({ error: AUTH_MESSAGES.displayNameMin })
    .trim()
    .min(DISPLAY_NAME_MIN, AUTH_MESSAGES.displayNameMin)
    .max(DISPLAY_NAME_MAX, AUTH_MESSAGES.displayNameMax),
  { label: 'Display name' },
);

/**
 * A password as typed at sign-in: the spec's length rule only, so every
 * existing account can still sign in. Passwords are not trimmed.
 */
const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

/**
 * A new password (registration, change): under 6 the spec's message, under 8
 * ours, and not only whitespace. The server also refuses the most common
 * passwords (a shipped list: apps/api/assets/common-passwords.txt).
 */
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordMin, abort: true })
  .min(NEW_PASSWORD_MIN, { error: AUTH_MESSAGES.newPasswordMin, abort: true })
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax)
  .refine((v) => v.trim() !== '', AUTH_MESSAGES.passwordBlank);

/** Change password: the current one, and a new one under the usual rules. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: AUTH_MESSAGES.currentPasswordRequired })
      .min(1, AUTH_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax),
    newPassword: newPasswordSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: AUTH_MESSAGES.newPasswordSame,
    path: ['newPassword'],
  });

/**
 * The Change password form (client side): the new password twice, under the
 * rules and messages of registration; confirmNewPassword is not sent
 * (toChangePasswordPayload).
 */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: newPasswordSchema,
    confirmNewPassword: z
      .string({ error: AUTH_MESSAGES.passwordMin })
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    error: AUTH_MESSAGES.newPasswordSame,
    path: ['newPassword'],
    when: (payload) => bothStrings(payload.value, 'currentPassword', 'newPassword'),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmNewPassword'],
    when: (payload) => bothStrings(payload.value, 'newPassword', 'confirmNewPassword'),
  });
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;

/** What auth.changePassword receives from the form. */
export function toChangePasswordPayload(
  form: ChangePasswordFormValues,
): z.input<typeof changePasswordSchema> {
  return { currentPassword: form.currentPassword, newPassword: form.newPassword };
}

/** Whether two fields of a form's raw value are both strings (a cross-field rule can compare them). */
function bothStrings(value: unknown, a: string, b: string): boolean {
  const v = value as Record<string, unknown> | undefined;
  return typeof v?.[a] === 'string' && typeof v[b] === 'string';
}

/** Login: length rules only (no charset rule, so any existing name can be typed). */
export const loginSchema = z.object({
  username: usernameLength,
  password: passwordSchema,
});
export type LoginInput = z.input<typeof loginSchema>;

/** The Register form (client side). confirmPassword is dropped before sending. */
export const registerFormSchema = z
  .object({
    username: usernameSchema,
    displayName: displayNameSchema,
    password: newPasswordSchema,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.passwordMin })
      .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin),
    profilePicture: z.string().optional(),
  })
  .refine((d) => d.password === d.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** A data URL of an image, as sent in the register payload. */
const IMAGE_DATA_URL_RE = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i;

/** What POST /api/auth/register receives: no confirmPassword; profilePicture an image data URL. */
export const registerPayloadSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  password: newPasswordSchema,
  profilePicture: z
    .string({ error: AUTH_MESSAGES.profilePictureInvalid })
    .trim()
    .refine((v) => v === '' || IMAGE_DATA_URL_RE.test(v), AUTH_MESSAGES.profilePictureInvalid)
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type RegisterPayloadInput = z.input<typeof registerPayloadSchema>;

/** Drops confirmPassword (and a blank picture) from the register form values. */
export function toRegisterPayload(form: RegisterFormValues): RegisterPayloadInput {
  const { confirmPassword: _confirm, profilePicture, ...rest } = form;
  return profilePicture ? { ...rest, profilePicture } : rest;
}
