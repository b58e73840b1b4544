/**
 * Ending sessions from Settings: "Sign out everywhere" (REST and tRPC) ends
 * every session of the user, the caller's included, and a password change
 * ends every session but the caller's (which it replaces). Two apps share one
 * database as two server processes do (two-apps.ts): each keeps the sessions
 * it served in memory, and ending them is a change both hear, so the app that
 * did not end them refuses them too, even after it has just served them.
 */
import { AUTH_MESSAGES } from '@gigrank/domain';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  newUser,
  requestsAs,
  sessionCookie,
  type InjectResponse,
  type Requests,
} from '../support/helpers';
import { useTwoApps, type Side } from '../support/two-apps';
import { openUnreadStream } from '../support/unread-stream';

const t = useTwoApps();
const PASSWORD = 'secret-123';

const appOf = (side: Side): FastifyInstance => (side === 'a' ? t.apps().a.app : t.apps().b.app);
const anon = (side: Side) => requestsAs(() => appOf(side));

/** Someone registered through app A: the cookie of that first session, and its requests on each app. */
interface Person {
  id: number;
  username: string;
  cookie: string;
  a: Requests;
  b: Requests;
}

async function register(): Promise<Person> {
  const session = await newUser(appOf('a'));
  return {
    id: session.user.id,
    username: session.user.username,
    cookie: session.cookie,
    a: requestsAs(() => appOf('a'), session),
    b: requestsAs(() => appOf('b'), session),
  };
}

/** Signs `person` in again on `side` (another device): that session's cookie. */
async function signIn(side: Side, person: Person, password = PASSWORD): Promise<string> {
  const res = await anon(side).post('/api/auth/login', { username: person.username, password });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res.headers['set-cookie']);
}

/** Whom `cookie` is signed in as on `side` (GET /api/auth/me), or null when it is no session. */
async function whoIs(side: Side, cookie: string): Promise<number | null> {
  const res = await anon(side).get('/api/auth/me', { headers: { cookie } });
  if (res.statusCode === 401) return null;
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { user: { id: number } }).user.id;
}

/** Every cookie as seen from both apps, in order: A's answers, then B's. */
async function seenFromBoth(cookies: string[]): Promise<(number | null)[]> {
  const a = await Promise.all(cookies.map((c) => whoIs('a', c)));
  const b = await Promise.all(cookies.map((c) => whoIs('b', c)));
  return [...a, ...b];
}

const sessionRows = async (userId: number) =>
  (
    await t
      .apps()
      .a.database.db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
  ).length;

const cleared = (res: InjectResponse) =>
  expect(String(res.headers['set-cookie'])).toMatch(/gigrank_session=;/);

describe('sign out everywhere', () => {
  it('POST /api/auth/logout-everywhere ends every session of the user on every app', async () => {
    const ana = await register();
    const bystander = await register();
    const laptop = ana.cookie;
    const phone = await signIn('b', ana);
    const tablet = await signIn('a', ana);
    const all = [laptop, phone, tablet];
    // Both apps have just served every session.
    expect(await seenFromBoth(all)).toEqual(Array(6).fill(ana.id));

    const res = await ana.a.post('/api/auth/logout-everywhere');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    cleared(res);

    expect(await seenFromBoth(all)).toEqual(Array(6).fill(null));
    expect(await sessionRows(ana.id)).toBe(0);
    // Reads that need a session are refused on both apps.
    expect((await anon('b').get('/api/users', { headers: { cookie: phone } })).statusCode).toBe(
      401,
    );
    // Someone else stays signed in.
    expect(await whoIs('b', bystander.cookie)).toBe(bystander.id);
    // The password still works: signing in again starts a new session.
    expect(await whoIs('b', await signIn('b', ana))).toBe(ana.id);
  });

  it('auth.logoutEverywhere (tRPC) does the same from the other app', async () => {
    const bo = await register();
    const first = bo.cookie;
    const second = await signIn('a', bo);
    const res = await bo.b.mutation('auth.logoutEverywhere');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data).toEqual({ success: true });
    cleared(res);
    expect(await seenFromBoth([first, second])).toEqual([null, null, null, null]);
    const me = await bo.a.query('auth.me');
    expect(me.json().result.data).toBeNull();
    expect(await sessionRows(bo.id)).toBe(0);
  });

  it('needs a session: without one it answers 401 and ends nothing', async () => {
    const cy = await register();
    const rest = await anon('a').post('/api/auth/logout-everywhere');
    expect(rest.statusCode).toBe(401);
    const rpc = await requestsAs(() => appOf('b')).mutation('auth.logoutEverywhere');
    expect(rpc.statusCode).toBe(401);
    expect(await whoIs('a', cy.cookie)).toBe(cy.id);
  });
});

/** App A's address once it listens (the live streams are read over HTTP, as a browser does). */
async function baseOfA(): Promise<string> {
  const app = appOf('a');
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('open live-notification streams', () => {
  it('end when their session ends: signed out everywhere, or the password changed', async () => {
    const base = await baseOfA();
    const gil = await register();
    const phone = await signIn('a', gil);
    const streams = [await openUnreadStream(base, gil.cookie), await openUnreadStream(base, phone)];
    expect((await gil.a.post('/api/auth/logout-everywhere')).statusCode).toBe(200);
    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) expect(s.text()).toContain('event: return');

    // A password change ends the other sessions' streams; this one's new session opens its own.
    const here = await signIn('a', gil);
    const laptop = await signIn('a', gil);
    const elsewhere = await openUnreadStream(base, laptop);
    const changed = await requestsAs(() => appOf('a')).post(
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'brand-new-pass-2' },
      { headers: { cookie: here } },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await elsewhere.ended;
    expect(elsewhere.text()).toContain('event: return');
  });
});

describe('change password (the Settings form: tRPC)', () => {
  it('refuses a wrong current password and a common new one, ending no session', async () => {
    const di = await register();
    const elsewhere = await signIn('b', di);
    const wrong = await di.a.mutation('auth.changePassword', {
      currentPassword: 'not-my-password',
      newPassword: 'brand-new-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.currentPasswordWrong);
    const common = await di.a.mutation('auth.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.message).toBe(AUTH_MESSAGES.passwordCommon);
    expect(await seenFromBoth([di.cookie, elsewhere])).toEqual(Array(4).fill(di.id));
    expect(await signIn('a', di)).toBeTruthy();
  });

  it('ends every other session on every app and keeps this browser signed in', async () => {
    const ed = await register();
    const here = ed.cookie;
    const phone = await signIn('b', ed);
    expect(await seenFromBoth([here, phone])).toEqual(Array(4).fill(ed.id));

    const res = await ed.a.mutation('auth.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'brand-new-pass-1',
    });
    expect(res.statusCode, res.body).toBe(200);
    // This browser gets a fresh session; the one it sent ends with the others.
    const rotated = sessionCookie(res.headers['set-cookie']);
    expect(rotated).not.toBe(here);
    expect(await seenFromBoth([here, phone, rotated])).toEqual([
      null,
      null,
      ed.id,
      null,
      null,
      ed.id,
    ]);
    expect(await sessionRows(ed.id)).toBe(1);
    // Only the new password signs in.
    const old = await anon('b').post('/api/auth/login', {
      username: ed.username,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
    expect(await whoIs('b', await signIn('b', ed, 'brand-new-pass-1'))).toBe(ed.id);
  });
});
