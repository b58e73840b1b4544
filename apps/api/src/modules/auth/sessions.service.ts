import { createHash, randomBytes } from 'node:crypto';
import {
  deleteSessionById,
  deleteSessionByTokenHash,
  findSessionByTokenHash,
  insertSession,
  touchSession,
  type SessionWithUser,
  type UserRow,
} from '@gigrank/db';
import { committed } from '../../cache/changes';
import { cacheKeys, type Change } from '../../cache/keys';
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

/** The sessions this process refreshed, and when: a cached session's last-seen time is not moved. */
const touchedHere = new Map<number, number>();
/** Past this many, the refresh times start again (each session is then refreshed once more). */
const MAX_TOUCHED = 100_000;

class NoSession extends Error {}

/**
 * The user a session token belongs to, or null when the token is unknown,
 * past its absolute expiry or idle for too long (expired rows are removed).
 *
 * The session and its user are read from the read cache (cacheKeys.session):
 * a signed-in request costs no query while neither the user's sessions nor
 * their row changed. Ending a session, or all of a user's, is a change every
 * process sees before its next read (sessionsEnded), so a signed-out token is
 * refused at once everywhere. The last-seen time refreshes in the database at
 * most once a minute per process; a session that looks idle from a cached
 * time is read again before it is ended (another process may have seen it).
 */
export async function userForToken(
  deps: ServiceDeps,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<UserRow | null> {
  const { db } = deps;
  const tokenHash = hashToken(token);
  const found = await deps.cache
    .read(cacheKeys.session<SessionWithUser>(tokenHash), async () => {
      const row = await findSessionByTokenHash(db, tokenHash);
      // Not kept: an unknown token is asked of the database each time.
      if (!row) throw new NoSession();
      return row;
    })
    .catch((error: unknown) => {
      if (error instanceof NoSession) return undefined;
      throw error;
    });
  if (!found) return null;
  const { session, user } = found;
  const at = now.getTime();

  let lastSeen = Math.max(Date.parse(session.lastSeenAt), touchedHere.get(session.id) ?? 0);
  if (lastSeen + policy.idleMs <= at) {
    lastSeen = Date.parse((await findSessionByTokenHash(db, tokenHash))?.session.lastSeenAt ?? '');
  }
  if (!(Date.parse(session.expiresAt) > at && lastSeen + policy.idleMs > at)) {
    await deleteSessionById(db, session.id);
    await committed(deps, sessionsEnded(user.id));
    return null;
  }
  if (at - lastSeen > TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, now.toISOString());
    if (touchedHere.size >= MAX_TOUCHED) touchedHere.clear();
    touchedHere.set(session.id, at);
  }
  return user;
}

/** Ends the session of this token; the other processes refuse it from their next request. */
export async function deleteSession(deps: ServiceDeps, token: string): Promise<void> {
  const userId = await deleteSessionByTokenHash(deps.db, hashToken(token));
  if (userId !== undefined) await committed(deps, sessionsEnded(userId));
}

/** The change of a user's sessions ended: their cached sessions are read again. */
export function sessionsEnded(userId: number): Change[] {
  return [{ kind: 'sessions', userId }];
}
