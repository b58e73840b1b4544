import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ApiTokensTable, DB, UserRow } from '../schema';
import { findUserById } from './users.queries';

// Data functions of personal access tokens: the only place with their SQL.
// A token is looked up by the hash of its secret; the secret is never stored.

type Handle = Kysely<DB> | Transaction<DB>;

/** A token's row as listed to its owner (no hash). */
export interface ApiTokenRow {
  id: number;
  name: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

const LISTED = ['id', 'name', 'scopes', 'created_at', 'last_used_at', 'expires_at'] as const;

export async function insertApiToken(
  db: Handle,
  token: Insertable<ApiTokensTable>,
): Promise<ApiTokenRow> {
  return db
    .insertInto('api_tokens')
    .values(token)
    .returning([...LISTED])
    .executeTakeFirstOrThrow();
}

/** A user's tokens, newest first. */
export async function apiTokensOf(db: Handle, userId: number): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .select([...LISTED])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export async function countApiTokensOf(db: Handle, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes one of a user's tokens; false when the user has no token with that id. */
export async function deleteApiToken(db: Handle, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface ApiTokenWithUser {
  token: { id: number; scopes: string; lastUsedAt: string | null; expiresAt: string | null };
  user: UserRow;
}

/** The token with this hash and its user, or undefined when unknown. */
export async function findApiTokenByHash(
  db: Handle,
  tokenHash: string,
): Promise<ApiTokenWithUser | undefined> {
  const token = await db
    .selectFrom('api_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  const user = token && (await findUserById(db, token.user_id));
  if (!token || !user) return undefined;
  const { id, scopes, last_used_at: lastUsedAt, expires_at: expiresAt } = token;
  return { token: { id, scopes, lastUsedAt, expiresAt }, user };
}

export async function touchApiToken(db: Handle, id: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
