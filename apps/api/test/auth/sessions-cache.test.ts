/**
 * Sessions read from memory: a signed-in request finds its session in the
 * read cache (no query while nothing changed), and every way a session ends
 * is seen by the next request of every process. Two apps share one database
 * as two server processes do (two-apps.ts); each keeps its own read cache.
 */
import { readCacheOf } from '@gigrank/db';
import { describe, expect, it } from 'vitest';
import { userForToken } from '../../src/modules/auth/sessions.service';
import { newUser, requestsAs, sessionCookie } from '../support/helpers';
import { useTwoApps, type Side } from '../support/two-apps';

const t = useTwoApps();
const PASSWORD = 'secret-123';
const MINUTE = 60_000;

const appOf = (side: Side) => (side === 'a' ? t.apps().a.app : t.apps().b.app);
const depsOf = (side: Side) => (side === 'a' ? t.apps().a.deps : t.apps().b.deps);
const anon = (side: Side) => requestsAs(() => appOf(side));
const db = () => t.apps().a.database.db;

/** Whom `cookie` is signed in as on `side` (GET /api/auth/me), or null when it is no session. */
async function whoIs(side: Side, cookie: string): Promise<number | null> {
  const res = await anon(side).get('/api/auth/me', { headers: { cookie } });
  if (res.statusCode === 401) return null;
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { user: { id: number } }).user.id;
}

const tokenOf = (cookie: string) => decodeURIComponent(cookie.replace(/^gigrank_session=/, ''));

async function signIn(side: Side, username: string): Promise<string> {
  const res = await anon(side).post('/api/auth/login', { username, password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

const sessionRow = (userId: number) =>
  db()
    .selectFrom('sessions')
    .select(['id', 'last_seen_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('sessions from memory', () => {
  it('a signed-in request reads no session row while nothing changed', async () => {
    // Both engines' test apps keep a read cache (PostgreSQL's through Redis).
    expect(readCacheOf(t.apps().b.database.db)).toBeDefined();
    const ana = await newUser(appOf('a'));
    expect(await whoIs('b', ana.cookie)).toBe(ana.user.id);
    // The row goes behind the app's back (no change said): B still answers from memory.
    await db().deleteFrom('sessions').where('user_id', '=', ana.user.id).execute();
    expect(await whoIs('b', ana.cookie)).toBe(ana.user.id);
  });

  it('signing out on one app is refused at once by the other, which had just served it', async () => {
    const bo = await newUser(appOf('a'));
    const phone = await signIn('b', bo.user.username);
    expect(await whoIs('b', bo.cookie)).toBe(bo.user.id);
    expect(await whoIs('a', phone)).toBe(bo.user.id);

    const out = await anon('a').post('/api/auth/logout', undefined, {
      headers: { cookie: bo.cookie },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await whoIs('b', bo.cookie)).toBeNull();
    // The other device's session stays.
    expect(await whoIs('a', phone)).toBe(bo.user.id);
    expect(await whoIs('b', phone)).toBe(bo.user.id);

    const rpcOut = await requestsAs(() => appOf('b'), { cookie: phone, user: bo.user }).mutation(
      'auth.logout',
    );
    expect(rpcOut.statusCode, rpcOut.body).toBe(200);
    expect(await whoIs('a', phone)).toBeNull();
  });

  it('a profile change is in the next request of the other app', async () => {
    const cy = await newUser(appOf('a'));
    expect(await whoIs('b', cy.cookie)).toBe(cy.user.id);
    const saved = await requestsAs(() => appOf('a'), cy).request(
      'PATCH',
      `/api/users/${cy.user.id}/profile`,
      { displayName: 'Cy Renamed', isPrivate: true },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const me = await anon('b').get('/api/auth/me', { headers: { cookie: cy.cookie } });
    expect(me.json().user).toMatchObject({ displayName: 'Cy Renamed', isPrivate: true });
  });

  it('a session idle by a cached time is read again before it ends, and ends everywhere when it is', async () => {
    const di = await newUser(appOf('a'));
    const token = tokenOf(di.cookie);
    const policy = { absoluteMs: 30 * 24 * 60 * MINUTE, idleMs: 60 * MINUTE };
    const [row] = await sessionRow(di.user.id);
    const created = Date.parse(row!.created_at);
    // B reads the session into memory as it is now.
    expect((await userForToken(depsOf('b'), token, policy, new Date(created)))?.id).toBe(
      di.user.id,
    );
    // Another process saw it 50 minutes later (its refresh is not a change).
    const later = new Date(created + 50 * MINUTE).toISOString();
    await db()
      .updateTable('sessions')
      .set({ last_seen_at: later })
      .where('id', '=', row!.id)
      .execute();

    // 70 minutes after B's copy, 20 after the last sight: still signed in, not ended.
    const at70 = new Date(created + 70 * MINUTE);
    expect((await userForToken(depsOf('b'), token, policy, at70))?.id).toBe(di.user.id);
    expect(await sessionRow(di.user.id)).toHaveLength(1);

    // Idle for real: ended, and the other app refuses it too.
    const idle = new Date(created + 200 * MINUTE);
    expect(await userForToken(depsOf('b'), token, policy, idle)).toBeNull();
    expect(await sessionRow(di.user.id)).toHaveLength(0);
    expect(await whoIs('a', di.cookie)).toBeNull();
  });
});
