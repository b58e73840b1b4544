import { createHash, randomBytes } from 'node:crypto';
import {
  deleteSessionById,
  deleteSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type UserRow,
} from '@gigrank/db';
import type { ServiceDeps } from '../../ports/service-deps';

export const SESSION_COOKIE = 'gigrank_session';

/** Refresh last_seen_at at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export interface SessionPolicy {
  absoluteMs: number;
  idleMs: number;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit session; only the token's hash is stored. */
export async function createSession(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: number,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await insertSession(db, {
    user_id: userId,
    token_hash: hashToken(token),
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/**
 * The user a session token belongs to, or null when the token is unknown,
 * past its absolute expiry or idle for too long (expired rows are removed).
 */
export async function userForToken(
  deps: ServiceDeps,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<UserRow | null> {
  const { db } = deps;
  const found = await findSessionByTokenHash(db, hashToken(token));
  if (!found) return null;
  const { session, user } = found;

  const lastSeen = Date.parse(session.lastSeenAt);
  if (Date.parse(session.expiresAt) <= now.getTime() || lastSeen + policy.idleMs <= now.getTime()) {
    await deleteSessionById(db, session.id);
    return null;
  }
  if (now.getTime() - lastSeen > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, now.toISOString());
  }
  return user;
}

export async function deleteSession({ db }: Pick<ServiceDeps, 'db'>, token: string): Promise<void> {
  await deleteSessionByTokenHash(db, hashToken(token));
}
