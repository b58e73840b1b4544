import type { Kysely } from 'kysely';
import { isUniqueViolation, type DB } from '@gigrank/db';
import { normalizeKey, type User } from '@gigrank/domain';
import type { z } from 'zod';
import type { changePasswordSchema, loginSchema, registerPayloadSchema } from '@gigrank/domain';
import { AUTH_MESSAGES } from '@gigrank/domain';
import { badRequest, conflict, unauthorized } from '../errors';
import type { UserRow } from '@gigrank/db';
import type { FileStore } from '../storage/files';
import { decodeDataUrl, processAvatar } from '../storage/images';
import { hashPassword, verifyPassword } from './passwords';
import {
  createSession,
  deleteUserSessions,
  deleteSession,
  type SessionPolicy,
} from './sessions.service';
import { toUser } from './users.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const USERNAME_TAKEN = 'Username is already taken';

export interface SignedIn {
  user: User;
  token: string;
  expiresAt: Date;
}

async function usernameTaken(db: Kysely<DB>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates the account and its first session. A taken username creates
 * nothing; the optional picture (a data URL) is verified by decoding it and
 * stored as a 300x300 JPEG, removed again if the account cannot be created.
 */
export async function register(
  db: Kysely<DB>,
  files: FileStore,
  policy: SessionPolicy,
  input: z.infer<typeof registerPayloadSchema>,
): Promise<SignedIn> {
  const key = normalizeKey(input.username);
  if (await usernameTaken(db, key)) throw conflict(USERNAME_TAKEN);

  const picture = input.profilePicture
    ? await files.save('avatars', 'jpg', await processAvatar(decodeDataUrl(input.profilePicture)))
    : null;
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db
      .insertInto('users')
      .values({
        username: input.username,
        username_key: key,
        display_name: input.displayName,
        password_hash: passwordHash,
        profile_picture: picture,
        city: null,
        time_zone: null,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const session = await createSession(db, row.id, policy);
    return { user: await toUser(db, row), ...session };
  } catch (error) {
    await files.remove([picture]);
    if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
    throw error;
  }
}

/** Same answer and the same work whether the username or the password is wrong. */
export async function login(
  db: Kysely<DB>,
  policy: SessionPolicy,
  input: z.infer<typeof loginSchema>,
  previousToken?: string,
): Promise<SignedIn> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', normalizeKey(input.username))
    .executeTakeFirst();
  const ok = await verifyPassword(row?.password_hash ?? null, input.password);
  if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS);
  // A fresh token at every sign-in; the one the browser held before is ended (no fixation).
  if (previousToken) await deleteSession(db, previousToken);
  const session = await createSession(db, row.id, policy);
  return { user: await toUser(db, row), ...session };
}

export async function logout(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, token);
}

/**
 * Changes the password after checking the current one and ends every session
 * of the user (a stolen one does not survive the change); the caller gets a
 * fresh session and sets its cookie.
 */
export async function changePassword(
  db: Kysely<DB>,
  policy: SessionPolicy,
  user: UserRow,
  input: z.infer<typeof changePasswordSchema>,
): Promise<{ token: string; expiresAt: Date }> {
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', user.id)
    .execute();
  await deleteUserSessions(db, user.id);
  return createSession(db, user.id, policy);
}
