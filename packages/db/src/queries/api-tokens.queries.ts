import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from '../migrations/helpers';
import type { ApiTokensTable, DB, UserRow, Handle } from '../schema';
import { preparedQuery } from '../prepared-query';

// Data functions of personal access tokens: the only place with their SQL.
// A token is looked up by the hash of its secret; the secret is never stored.

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

/**
 * Adds a token unless its user already has `max`: undefined then. The count
 * and the insert are one transaction holding the user's row (PostgreSQL; a
 * SQLite transaction begins immediate, one writer at a time), so two tokens
 * made at once cannot both pass the count.
 */
export async function insertApiTokenWithin(
  db: Kysely<DB>,
  token: Insertable<ApiTokensTable>,
  max: number,
): Promise<ApiTokenRow | undefined> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx as unknown as Kysely<unknown>)) {
      await sql`select id from users where id = ${token.user_id} for update`.execute(trx);
    }
    if ((await countApiTokensOf(trx, token.user_id)) >= max) return undefined;
    return trx
      .insertInto('api_tokens')
      .values(token)
      .returning([...LISTED])
      .executeTakeFirstOrThrow();
  });
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

async function countApiTokensOf(db: Handle, userId: number): Promise<number> {
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

/** The token with this hash and its user (one query), or undefined when unknown. */
export async function findApiTokenByHash(
  db: Handle,
  tokenHash: string,
): Promise<ApiTokenWithUser | undefined> {
  const row = await tokenByHash.executeTakeFirst(db, tokenHash);
  if (!row) return undefined;
  const {
    token_id: id,
    token_scopes: scopes,
    token_last_used_at: lastUsedAt,
    token_expires_at: expiresAt,
    ...user
  } = row;
  return { token: { id, scopes, lastUsedAt, expiresAt }, user };
}

// Runs on every request a tool makes: built once (preparedQuery), as the session lookup.
const tokenByHash = preparedQuery((db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scopes as token_scopes',
      'api_tokens.last_used_at as token_last_used_at',
      'api_tokens.expires_at as token_expires_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash),
);

export async function touchApiToken(db: Handle, id: number, at: string): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}
