import { CURRENT_USER_ID_STORAGE_KEY, CURRENT_USER_STORAGE_KEY, type User } from '@gigrank/domain';

/**
 * Client persistence (SPEC section 3): the user object under the current-user
 * key; the older store's current-user-id key is kept in step. The HttpOnly
 * session cookie is the real session; this copy only speeds up the first paint
 * and is validated with auth.me on start.
 */
export function readStoredUser(): User | null {
  try {
    const raw = window.localStorage.getItem(CURRENT_USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as { id?: unknown }).id === 'number' &&
      typeof (parsed as { username?: unknown }).username === 'string'
    ) {
      return parsed as User;
    }
    return null;
  } catch {
    return null;
  }
}

export function storeUser(user: User): void {
  try {
    window.localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user));
    window.localStorage.setItem(CURRENT_USER_ID_STORAGE_KEY, String(user.id));
  } catch {
    // Storage can be full or disabled (private mode); the cookie still holds the session.
  }
}

export function clearStoredUser(): void {
  try {
    window.localStorage.removeItem(CURRENT_USER_STORAGE_KEY);
    window.localStorage.removeItem(CURRENT_USER_ID_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
