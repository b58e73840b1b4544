import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  requestsAs,
  sessionCookie,
  uniqueName,
  useTestApp,
} from '../support/helpers';

const t = useTestApp();

const register = (payload: object) => t.anon.post('/api/auth/register', payload);
const login = (payload: object) => t.anon.post('/api/auth/login', payload);
const userCount = () => t.countRows('users');
const sessionsOf = (userId: number) =>
  t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/auth/register', () => {
  it('creates the user, answers { success, user, message } and sets an HttpOnly Lax cookie', async () => {
    const username = uniqueName('reg');
    const res = await register({ username, displayName: 'Ada Fan', password: 'secret-123' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Registration successful');
    expect(body.user).toMatchObject({
      username,
      displayName: 'Ada Fan',
      profilePicture: null,
      city: null,
      followersCount: 0,
      followingCount: 0,
      showsCount: 0,
      streakWeeks: 0,
    });
    expect(body.user.globalRank).toBeUndefined();
    expect(body.user.password_hash ?? body.user.passwordHash).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/gigrank_session=[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('stores the password as an argon2id hash and the session token only hashed', async () => {
    const s = await t.newUser();
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', s.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const token = s.cookie.split('=')[1]!;
    const sessions = await sessionsOf(s.user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toContain(token);
    expect(sessions[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [
      { username: 'ab', displayName: 'Ada', password: 'secret-123' },
      'Username must be at least 3 characters',
    ],
    [
      { username: 'abcdef', displayName: 'A', password: 'secret-123' },
      'Display name must be at least 2 characters',
    ],
    [
      { username: 'abcdef', displayName: 'Ada', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('refuses %j with 400 "%s" and creates nothing', async (payload, message) => {
    const before = await userCount();
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a taken username in any case, creating nothing', async () => {
    const s = await t.newUser();
    const before = await userCount();
    const res = await register({
      username: s.user.username.toUpperCase(),
      displayName: 'Copy',
      password: 'secret-123',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'Username is already taken' });
    expect(await userCount()).toBe(before);
  });

  it('stores a data-URL profile picture as a 300x300 JPEG file', async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const s = await t.newUser({
      profilePicture: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(s.user.profilePicture).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
    const file = t.files.pathOf(s.user.profilePicture!)!;
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    const served = await t.anon.get(s.user.profilePicture!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
  });

  it('refuses a picture that is not an image, storing nothing', async () => {
    const before = await userCount();
    const res = await register({
      username: uniqueName(),
      displayName: 'Faker',
      password: 'secret-123',
      profilePicture: `data:image/jpeg;base64,${Buffer.from('not an image at all').toString('base64')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Profile picture must be a JPEG, PNG, WebP or GIF image');
    expect(await userCount()).toBe(before);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.anon.request('POST', '/api/auth/register', '{"username": ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Malformed JSON body');
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with the right password, in any username case', async () => {
    const s = await t.newUser();
    const res = await login({ username: s.user.username.toUpperCase(), password: 'secret-123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Login successful' });
    expect(res.json().user.id).toBe(s.user.id);
    expect(sessionCookie(res.headers['set-cookie'])).not.toBe(s.cookie);
  });

  it('says the same for a wrong password and an unknown user', async () => {
    const s = await t.newUser();
    const wrong = await login({ username: s.user.username, password: 'wrong-password' });
    const unknown = await login({ username: uniqueName('nobody'), password: 'secret-123' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, message: 'Invalid username or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    [{ username: 'ab', password: 'secret-123' }, 'Username must be at least 3 characters'],
    [{ username: 'abcdef', password: '123' }, 'Password must be at least 6 characters'],
  ])('validates %j', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me follows the cookie; logout ends the session at once', async () => {
    const s = await t.newUser();
    const me = await s.get('/api/auth/me');
    expect(me.json().user.id).toBe(s.user.id);
    const out = await s.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/gigrank_session=;/);
    const after = await s.get('/api/auth/me');
    expect(after.statusCode).toBe(401);
    const users = await s.get('/api/users');
    expect(users.statusCode).toBe(401);
  });

  /** A new user whose one session has `times` (as if it had aged). */
  const sessionAged = async (times: { last_seen_at?: string; expires_at?: string }) => {
    const s = await t.newUser();
    await t.database.db
      .updateTable('sessions')
      .set(times)
      .where('user_id', '=', s.user.id)
      .execute();
    return s;
  };

  it('expires an idle session', async () => {
    const s = await sessionAged({
      last_seen_at: new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString(),
    });
    const me = await s.get('/api/auth/me');
    expect(me.statusCode).toBe(401);
  });

  it('expires a session past its absolute lifetime', async () => {
    const s = await sessionAged({ expires_at: new Date(Date.now() - 1000).toISOString() });
    const me = await s.get('/api/auth/me');
    expect(me.statusCode).toBe(401);
    expect(await sessionsOf(s.user.id)).toHaveLength(0);
  });
});

describe('tRPC auth router', () => {
  it('registers, reads me, logs out and logs in', async () => {
    const username = uniqueName('rpc');
    const reg = await t.anon.mutation('auth.register', {
      username,
      displayName: 'Rpc Fan',
      password: 'secret-123',
    });
    expect(reg.statusCode).toBe(200);
    expect(reg.json().result.data).toMatchObject({ success: true, user: { username } });
    const session = {
      cookie: sessionCookie(reg.headers['set-cookie']),
      user: reg.json().result.data.user,
    };
    const me = await t.as(session).query('auth.me');
    expect(me.json().result.data.username).toBe(username);
    await t.as(session).mutation('auth.logout');
    const gone = await t.as(session).query('auth.me');
    expect(gone.json().result.data).toBeNull();
    const back = await t.anon.mutation('auth.login', { username, password: 'secret-123' });
    expect(back.json().result.data.user.username).toBe(username);
  });

  it('gives the spec messages as the error message', async () => {
    const res = await t.anon.mutation('auth.register', {
      username: 'abcdef',
      displayName: 'Ok Name',
      password: 'secret-123',
      confirmPassword: 'x',
    });
    // confirmPassword is not part of the payload: extra keys are dropped, so this registers.
    expect(res.statusCode).toBe(200);
    const bad = await t.anon.mutation('auth.login', { username: 'ab', password: 'secret-123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Username must be at least 3 characters');
    const wrong = await t.anon.mutation('auth.login', {
      username: 'abcdef',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid username or password');
  });

  it('keeps the avatar file only when the account is created', async () => {
    const s = await t.newUser();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await t.anon.mutation('auth.register', {
      username: s.user.username,
      displayName: 'Dupe',
      password: 'secret-123',
      profilePicture: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Username is already taken');
    expect(existsSync(t.files.root)).toBe(true);
  });
});

describe('session rotation and password change', () => {
  it('ends the session a browser held before signing in again', async () => {
    const s = await t.newUser();
    const res = await login({ username: s.user.username, password: 'secret-123' });
    // login() sends no cookie; sign in again presenting the old one:
    const again = await s.post('/api/auth/login', {
      username: s.user.username,
      password: 'secret-123',
    });
    expect(again.statusCode).toBe(200);
    const fresh = sessionCookie(again.headers['set-cookie']);
    expect(fresh).not.toBe(s.cookie);
    const old = await s.get('/api/auth/me');
    expect(old.statusCode).toBe(401);
    const other = sessionCookie(res.headers['set-cookie']);
    expect((await t.anon.get('/api/auth/me', { headers: { cookie: other } })).statusCode).toBe(200);
  });

  it('changing the password ends every other session and rotates this one', async () => {
    const s = await t.newUser();
    const elsewhere = sessionCookie(
      (await login({ username: s.user.username, password: 'secret-123' })).headers['set-cookie'],
    );
    const wrong = await s.post('/api/auth/change-password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand-new-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const ok = await s.post('/api/auth/change-password', {
      currentPassword: 'secret-123',
      newPassword: 'brand-new-1',
    });
    expect(ok.statusCode).toBe(200);
    const rotated = sessionCookie(ok.headers['set-cookie']);
    const me = (cookie: string) => t.anon.get('/api/auth/me', { headers: { cookie } });
    expect((await me(rotated)).statusCode).toBe(200);
    expect((await me(s.cookie)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login({ username: s.user.username, password: 'secret-123' })).statusCode).toBe(
      401,
    );
    expect((await login({ username: s.user.username, password: 'brand-new-1' })).statusCode).toBe(
      200,
    );
  });

  it('marks the cookie Secure behind an HTTPS proxy when TRUST_PROXY is set', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = await requestsAs(() => proxied.app).post(
        '/api/auth/register',
        { username: uniqueName(), displayName: 'Proxy Fan', password: 'secret-123' },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
      const plain = await t.anon.post(
        '/api/auth/register',
        { username: uniqueName(), displayName: 'Plain Fan', password: 'secret-123' },
        { headers: { 'x-forwarded-proto': 'https' } },
      );
      expect(String(plain.headers['set-cookie'])).not.toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });
});
