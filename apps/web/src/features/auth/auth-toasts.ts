import type { AuthResponse } from '@gigrank/domain';
import { isServerError, serverMessage } from '../../lib/errors';
import { showErrorToast, showSuccessToast } from '../../lib/toast';

/** Toast texts of SPEC section 8 for login and registration. */
const AUTH_TOASTS = {
  loginSuccess: { title: 'Login successful', message: 'Welcome back!' },
  loginFailed: { title: 'Login failed', message: 'Invalid username or password' },
  loginThrown: { title: 'Error', message: 'An error occurred while trying to log in' },
  registerSuccess: { title: 'Registration successful', message: 'Your account has been created!' },
  registerFailed: { title: 'Registration failed', message: 'Could not create your account' },
  registerThrown: { title: 'Error', message: 'An error occurred while trying to register' },
} as const;

export type AuthKind = 'login' | 'register';

export function toastAuthSuccess(kind: AuthKind): void {
  const toast = kind === 'login' ? AUTH_TOASTS.loginSuccess : AUTH_TOASTS.registerSuccess;
  showSuccessToast(toast.title, toast.message);
}

/** A response that says no (success false): the server's message or the spec's default. */
export function toastAuthRefused(kind: AuthKind, response: Pick<AuthResponse, 'message'>): void {
  const toast = kind === 'login' ? AUTH_TOASTS.loginFailed : AUTH_TOASTS.registerFailed;
  showErrorToast(toast.title, response.message.trim() || toast.message);
}

/**
 * A failed call: an API error (wrong password, taken username, bad input)
 * shows the failure toast with the server's message; anything thrown before
 * an answer (network down...) shows the "An error occurred" toast.
 */
export function toastAuthError(kind: AuthKind, error: unknown): void {
  if (isServerError(error)) {
    const toast = kind === 'login' ? AUTH_TOASTS.loginFailed : AUTH_TOASTS.registerFailed;
    showErrorToast(toast.title, serverMessage(error) ?? toast.message);
    return;
  }
  const toast = kind === 'login' ? AUTH_TOASTS.loginThrown : AUTH_TOASTS.registerThrown;
  showErrorToast(toast.title, toast.message);
}
