import {
  deleteSessionsOfUser,
  findUserByUsernameKey,
  insertUser,
  isUniqueViolation,
  setPasswordHash,
  type UserRow,
} from '@gigrank/db';
import { normalizeKey, type User } from '@gigrank/domain';
import type { z } from 'zod';
import type { changePasswordSchema, loginSchema, registerPayloadSchema } from '@gigrank/domain';
import { AUTH_MESSAGES } from '@gigrank/domain';
import { committed, notified } from '../../cache/changes';
import { badRequest, conflict, unauthorized } from '../../errors';
import { decodeDataUrl, processAvatar } from '../../storage/images';
import type { ServiceDeps } from '../../ports/service-deps';
import { assertPasswordNotCommon, hashPassword, verifyPassword } from './passwords';
import {
  createSession,
  deleteSession,
  sessionsEnded,
  type SessionPolicy,
} from './sessions.service';
import { toUser } from '../users/users.service';
import { newFileKey, writeImage } from '../../ports/file-store';

const INVALID_CREDENTIALS = 'Invalid username or password';
const USERNAME_TAKEN = 'Username is already taken';

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
}

/**
 * Creates the account and its first session. A taken username creates
 * nothing; the optional picture (a data URL) is verified by decoding it and
 * stored as a 300x300 JPEG, removed again if the account cannot be created.
 */
export async function register(
  deps: ServiceDeps,
  policy: SessionPolicy,
  input: z.infer<typeof registerPayloadSchema>,
): Promise<SignedIn> {
  const { db, files } = deps;
  assertPasswordNotCommon(input.password);
  const key = normalizeKey(input.username);
  if (await findUserByUsernameKey(db, key)) throw conflict(USERNAME_TAKEN);

  const picture = input.profilePicture
    ? await writeImage(
        files,
        'avatars',
        newFileKey(),
        await processAvatar(decodeDataUrl(input.profilePicture)),
      )
    : null;
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await insertUser(db, {
      username: input.username,
      username_key: key,
      display_name: input.displayName,
      password_hash: passwordHash,
      profile_picture: picture,
      city: null,
      time_zone: null,
      created_at: new Date().toISOString(),
    });
    // A new entry (no shows yet) on the user leaderboard. Not 'people': no
    // cached list holds the new name yet (user search is not cached).
    await committed(deps, [{ kind: 'user', id: row.id }, { kind: 'userRanking' }]);
    const session = await createSession(deps, row.id, policy);
    return { user: await toUser(deps, row), ...session };
  } catch (error) {
    await files.remove([picture]);
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}

/** Same answer and the same work whether the username or the password is wrong. */
export async function login(
  deps: ServiceDeps,
  policy: SessionPolicy,
  input: z.infer<typeof loginSchema>,
  previousToken?: string,
): Promise<SignedIn> {
  const row = await findUserByUsernameKey(deps.db, normalizeKey(input.username));
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS);
  // A fresh token at every sign-in; the one the browser held before is ended (no fixation).
  if (previousToken) await deleteSession(deps, previousToken);
  const session = await createSession(deps, row.id, policy);
  return { user: await toUser(deps, row), ...session };
}

export async function logout(deps: ServiceDeps, token: string | undefined): Promise<void> {
  if (token) await deleteSession(deps, token);
}

/**
 * Signs the user out on every device: every session of theirs ends, the
 * caller's included. Every server process hears that the user's sessions
 * ended before its next request (sessions.service.ts), so each refuses them at once; the
 * user's open live-notification streams are told, and those whose session
 * has ended stop.
 */
export async function logoutEverywhere(deps: ServiceDeps, user: UserRow): Promise<void> {
  await deleteSessionsOfUser(deps.db, user.id);
  await committed(deps, [...sessionsEnded(user.id), ...notified([user.id])]);
}

/**
 * Changes the password after checking the current one and ends every session
 * of the user (a stolen one does not survive the change); the caller gets a
 * fresh session and sets its cookie. Nothing any answer shows changes.
 */
export async function changePassword(
  deps: ServiceDeps,
  policy: SessionPolicy,
  user: UserRow,
  input: z.infer<typeof changePasswordSchema>,
): Promise<{ token: string; expiresAt: Date }> {
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  }
  assertPasswordNotCommon(input.newPassword);
  await setPasswordHash(deps.db, user.id, await hashPassword(input.newPassword));
  await deleteSessionsOfUser(deps.db, user.id);
  const session = await createSession(deps, user.id, policy);
  // The ended sessions' live-notification streams stop (see logoutEverywhere).
  await committed(deps, [...sessionsEnded(user.id), ...notified([user.id])]);
  return session;
}
