import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { preparedQuery, type DB, type UserRow } from '@gigrank/db';

export const SESSION_COOKIE = 'gigrank_session';

/** Refresh last_seen_at at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPolicy {
  absoluteMs: number;
  idleMs: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit session; only the token's hash is stored. */
export async function createSession(
  db: Kysely<DB>,
  userId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

// Runs on every signed-in request: built once (preparedQuery).
const sessionByHash = preparedQuery((db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

/**
 * The user a session token belongs to, or null when the token is unknown,
 * past its absolute expiry or idle for too long (expired rows are removed).
 */
export async function userForToken(
  db: Kysely<DB>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<UserRow | null> {
  const row = await sessionByHash.executeTakeFirst(db, hashToken(token));
  if (!row) return null;

  const lastSeen = Date.parse(row.session_last_seen_at);
  if (
    Date.parse(row.session_expires_at) <= now.getTime() ||
    lastSeen + policy.idleMs <= now.getTime()
  ) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  const { session_id: _id, session_last_seen_at: _seen, session_expires_at: _exp, ...user } = row;
  return user;
}

export async function deleteSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user. */
export async function deleteUserSessions(db: Kysely<DB>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
