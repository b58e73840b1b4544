import { createHash, randomBytes } from 'node:crypto';
import {
  apiTokensOf,
  deleteApiToken,
  findApiTokenByHash,
  insertApiTokenWithin,
  touchApiToken,
  type ApiTokenRow,
  type UserRow,
} from '@gigrank/db';
import {
  API_TOKEN_PREFIX,
  TOKEN_MESSAGES,
  TOKEN_SCOPES,
  TOKENS_PER_USER_MAX,
  type ApiToken,
  type TokenCreateInput,
  type TokenScope,
} from '@gigrank/domain';
import { conflict, notFound } from '../../errors';
import type { ServiceDeps } from '../../ports/service-deps';

/** Record last use at most this often, so a tool's reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** gr_pat_ and 43 characters: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^gr_pat_[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const scopesOf = (stored: string): TokenScope[] =>
  TOKEN_SCOPES.filter((scope) => stored.split(' ').includes(scope));

function listed(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    expiresAt: row.expires_at,
  };
}

/** A new token for `user`: its secret is in the answer, and only there. */
export async function createApiToken(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  input: TokenCreateInput,
  now = new Date(),
): Promise<ApiToken & { token: string }> {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const row = await insertApiTokenWithin(
    db,
    {
      user_id: user.id,
      name: input.name,
      token_hash: hashToken(token),
      scopes: input.scopes.join(' '),
      created_at: now.toISOString(),
      last_used_at: null,
      expires_at: input.expiresInDays
        ? new Date(now.getTime() + input.expiresInDays * DAY_MS).toISOString()
        : null,
    },
    TOKENS_PER_USER_MAX,
  );
  if (!row) throw conflict(TOKEN_MESSAGES.tooMany);
  return { ...listed(row), token };
}

export async function listApiTokens(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
): Promise<ApiToken[]> {
  return (await apiTokensOf(db, user.id)).map(listed);
}

/** Revokes one of the user's tokens: the next request with it, on any instance, answers 401. */
export async function revokeApiToken(
  { db }: Pick<ServiceDeps, 'db'>,
  user: UserRow,
  id: number,
): Promise<void> {
  if (!(await deleteApiToken(db, user.id, id))) throw notFound(TOKEN_MESSAGES.notFound);
}

/** Who a bearer token acts for, and in which scopes. */
export interface TokenAccess {
  tokenId: number;
  user: UserRow;
  scopes: readonly TokenScope[];
}

/**
 * The access a token gives, or null when it is malformed, unknown (revoked)
 * or expired. Read from the database on every request, so a revocation holds
 * at once everywhere.
 */
export async function accessForApiToken(
  { db }: Pick<ServiceDeps, 'db'>,
  token: string,
  now = new Date(),
): Promise<TokenAccess | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const found = await findApiTokenByHash(db, hashToken(token));
  if (!found) return null;
  const { token: row, user } = found;
  if (row.expiresAt !== null && Date.parse(row.expiresAt) <= now.getTime()) return null;
  if (row.lastUsedAt === null || now.getTime() - Date.parse(row.lastUsedAt) > TOUCH_INTERVAL_MS) {
    await touchApiToken(db, row.id, now.toISOString());
  }
  return { tokenId: row.id, user, scopes: scopesOf(row.scopes) };
}
