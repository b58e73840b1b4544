import type { Insertable, Kysely } from 'kysely';
import { preparedQuery } from '../prepared-query';
import type { DB, SessionsTable, UserRow, Handle } from '../schema';

// Data functions of the sessions aggregate: the only place with its SQL.
// Sessions are looked up by the hash of their token; the token itself is never stored.

export async function insertSession(db: Handle, session: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

export interface SessionWithUser {
  session: { id: number; lastSeenAt: string; expiresAt: string };
  user: UserRow;
}

/** The session with this token hash and its user, or undefined when unknown. */
export async function findSessionByTokenHash(
  db: Handle,
  tokenHash: string,
): Promise<SessionWithUser | undefined> {
  const row = await sessionByHash.executeTakeFirst(db, tokenHash);
  if (!row) return undefined;
  const { session_id: id, session_last_seen_at: lastSeenAt, session_expires_at: expiresAt } = row;
  const { session_id: _id, session_last_seen_at: _seen, session_expires_at: _exp, ...user } = row;
  return { session: { id, lastSeenAt, expiresAt }, user };
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

export async function touchSession(db: Handle, sessionId: number, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
}

export async function deleteSessionById(db: Handle, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Ends the session with this token hash; its user's id, or undefined when there was none. */
export async function deleteSessionByTokenHash(
  db: Handle,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Ends every session of a user. */
export async function deleteSessionsOfUser(db: Handle, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
