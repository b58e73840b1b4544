/**
 * Personal access tokens: made by a signed-in session, shown once, listed
 * without their secret, used with `Authorization: Bearer` on REST and tRPC
 * (batches included) instead of a cookie, held to their scopes, never able to
 * do what only a signed-in person may, refused at once when revoked (on every
 * instance) or expired, free of the cookie's CSRF check and with budgets of
 * their own.
 */
import { TOKEN_MESSAGES, TOKENS_PER_USER_MAX, type TokenScope } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { scopedCalls } from '../../src/policy/scopes';
import { appRouter } from '../../src/trpc/root';
import { uniqueName, useTestApp, type InjectResponse } from '../support/helpers';
import type { Requests } from '../support/requests';
import { createTwoApps } from '../support/two-apps';

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A token of `owner`'s with `scopes`: its secret and id. */
async function makeToken(
  owner: Requests,
  scopes: TokenScope[],
  extra: { name?: string; expiresInDays?: number } = {},
): Promise<{ token: string; id: number }> {
  const res = await owner.post('/api/tokens', { name: extra.name ?? 'My tool', scopes, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; id: number };
}

const message = (res: InjectResponse) =>
  (res.json() as { message?: string; error?: { message: string } }).message ??
  (res.json() as { error: { message: string } }).error.message;

describe('personal access tokens', () => {
  const t = useTestApp();

  it('are made by a session, shown once, listed without the secret, and used on REST and tRPC with no cookie', async () => {
    const fan = await t.newUser();
    const made = await fan.post('/api/tokens', {
      name: '  Spreadsheet sync ',
      scopes: ['shows:write', 'read', 'read'],
      expiresInDays: 30,
    });
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json() as { id: number; token: string; expiresAt: string };
    expect(created).toMatchObject({ name: 'Spreadsheet sync', scopes: ['read', 'shows:write'] });
    expect(created.token).toMatch(/^gr_pat_[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const listed = (await fan.get('/api/tokens')).json() as Record<string, unknown>[];
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'Spreadsheet sync',
        scopes: ['read', 'shows:write'],
        createdAt: expect.any(String),
        lastUsedAt: null,
        expiresAt: created.expiresAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.token.slice(7));

    const me = await t.anon.get('/api/auth/me', bearer(created.token));
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().user.id).toBe(fan.user.id);
    const rpc = await t.anon.get('/trpc/auth.me', bearer(created.token));
    expect(rpc.json().result.data.id).toBe(fan.user.id);
    const show = await t.anon.post(
      '/api/shows',
      { artist: uniqueName('Token Band'), city: 'Lisbon', date: '2026-05-01', score: 80 },
      bearer(created.token),
    );
    expect(show.statusCode, show.body).toBe(201);
    expect(show.json().show.userId).toBe(fan.user.id);
    const batch = await t.anon.get(
      `/trpc/auth.me,shows.ranked?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { userId: fan.user.id } }))}`,
      bearer(created.token),
    );
    expect(batch.statusCode, batch.body).toBe(200);

    const [used] = (await fan.get('/api/tokens')).json() as { lastUsedAt: string | null }[];
    expect(used!.lastUsedAt).not.toBeNull();
  });

  it('refuses bad input with its message and makes nothing', async () => {
    const fan = await t.newUser();
    const cases: [object, string][] = [
      [{ name: '', scopes: ['read'] }, TOKEN_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), scopes: ['read'] }, TOKEN_MESSAGES.nameMax],
      [{ name: 'Tool', scopes: [] }, TOKEN_MESSAGES.scopesRequired],
      [{ name: 'Tool', scopes: ['admin'] }, TOKEN_MESSAGES.scopesRequired],
      [{ name: 'Tool', scopes: ['read'], expiresInDays: 0 }, TOKEN_MESSAGES.expiry],
      [{ name: 'Tool', scopes: ['read'], expiresInDays: 9999 }, TOKEN_MESSAGES.expiry],
    ];
    for (const [body, text] of cases) {
      const res = await fan.post('/api/tokens', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toBe(text);
    }
    expect((await fan.get('/api/tokens')).json()).toEqual([]);
  });

  it('are at most TOKENS_PER_USER_MAX an account, even when many are asked for at once', async () => {
    const fan = await t.newUser();
    const made = await Promise.all(
      Array.from({ length: TOKENS_PER_USER_MAX + 10 }, (_, i) =>
        fan.post('/api/tokens', { name: `Tool ${i}`, scopes: ['read'] }),
      ),
    );
    const statuses = made.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(TOKENS_PER_USER_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(made.find((res) => res.statusCode === 409)?.json().message).toBe(TOKEN_MESSAGES.tooMany);
    expect((await fan.get('/api/tokens')).json()).toHaveLength(TOKENS_PER_USER_MAX);
  });

  it('answer 401 when malformed, unknown, revoked or expired, and never fall back to the cookie', async () => {
    const fan = await t.newUser();
    const { token, id } = await makeToken(fan, ['read']);
    for (const header of [
      'Bearer nope',
      'Basic abc',
      `Bearer ${token}x`,
      `Bearer gr_pat_${'A'.repeat(43)}`,
    ]) {
      // The person's own cookie beside it changes nothing.
      const res = await fan.get('/api/auth/me', { headers: { authorization: header } });
      expect(res.statusCode, header).toBe(401);
      expect(message(res)).toBe(TOKEN_MESSAGES.invalid);
    }
    expect((await fan.del(`/api/tokens/${id}`)).statusCode).toBe(204);
    expect((await t.anon.get('/api/auth/me', bearer(token))).statusCode).toBe(401);
    expect((await t.anon.get('/trpc/auth.me', bearer(token))).statusCode).toBe(401);

    const old = await makeToken(fan, ['read'], { expiresInDays: 1 });
    await t.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    expect((await t.anon.get('/api/auth/me', bearer(old.token))).statusCode).toBe(401);
  });

  it('hold to their scopes on both transports: a read-only token reads, and its writes answer 403', async () => {
    const fan = await t.newUser();
    const { token } = await makeToken(fan, ['read']);
    expect(
      (await t.anon.get(`/api/users/${fan.user.id}/ranked-shows`, bearer(token))).statusCode,
    ).toBe(200);
    const rest = await t.anon.post(
      '/api/shows',
      { artist: 'Nope', city: 'Lisbon', date: '2026-05-01', score: 80 },
      bearer(token),
    );
    expect(rest.statusCode).toBe(403);
    expect(message(rest)).toBe(TOKEN_MESSAGES.missingScope('shows:write'));
    const rpc = await t.anon.post('/trpc/follows.follow', { userId: 1 }, bearer(token));
    expect(rpc.statusCode).toBe(403);
    expect(message(rpc)).toBe(TOKEN_MESSAGES.missingScope('social:write'));
    // A batch is refused whole when one of its calls is out of scope.
    const batch = await t.anon.post(
      '/trpc/profile.update,social.like?batch=1',
      { 0: { displayName: 'Renamed' }, 1: { showId: 1 } },
      bearer(token),
    );
    expect(batch.statusCode).toBe(403);
    expect((await fan.get('/api/auth/me')).json().user.displayName).not.toBe('Renamed');

    const writer = await makeToken(fan, ['shows:write']);
    const read = await t.anon.get('/api/auth/me', bearer(writer.token));
    expect(read.statusCode).toBe(403);
    expect(message(read)).toBe(TOKEN_MESSAGES.missingScope('read'));
  });

  it('can never change the password, delete the account, sign in or out, or manage tokens', async () => {
    const fan = await t.newUser();
    const { token } = await makeToken(fan, [
      'read',
      'shows:write',
      'social:write',
      'profile:write',
    ]);
    const refused: [string, string, object | undefined][] = [
      ['POST', '/api/auth/change-password', { currentPassword: 'x', newPassword: 'y' }],
      ['DELETE', `/api/users/${fan.user.id}`, undefined],
      ['POST', '/api/auth/logout', {}],
      ['POST', '/api/auth/login', { username: fan.user.username, password: 'secret-123' }],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Another', scopes: ['read'] }],
      ['DELETE', '/api/tokens/1', undefined],
      ['POST', '/trpc/auth.changePassword', { currentPassword: 'x', newPassword: 'y' }],
      ['POST', '/trpc/profile.deleteAccount', {}],
      ['POST', '/trpc/auth.logoutEverywhere', {}],
      ['POST', '/trpc/tokens.create', { name: 'Another', scopes: ['read'] }],
    ];
    for (const [method, url, body] of refused) {
      const res = await t.anon.request(method as 'POST', url, body, bearer(token));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(TOKEN_MESSAGES.sessionOnly);
    }
    expect((await fan.get('/api/auth/me')).statusCode).toBe(200);
    expect((await fan.get('/api/tokens')).json()).toHaveLength(1);
  });

  it('skip the cookie CSRF check (no ambient credential) while a cross-site cookie write is refused', async () => {
    const fan = await t.newUser();
    const { token } = await makeToken(fan, ['social:write']);
    const crossSite = { 'sec-fetch-site': 'cross-site' };
    const withToken = await t.anon.post(
      '/api/users/' + fan.user.id + '/want-to-see',
      { artistName: 'Adele' },
      {
        headers: { ...crossSite, authorization: `Bearer ${token}` },
      },
    );
    expect(withToken.statusCode, withToken.body).toBeLessThan(300);
    const withCookie = await fan.post(
      `/api/users/${fan.user.id}/want-to-see`,
      { artistName: 'Beyonce' },
      {
        headers: crossSite,
      },
    );
    expect(withCookie.statusCode).toBe(403);
  });
});

describe('every call has a scope', () => {
  const t = useTestApp();

  it('every write, REST or tRPC, is given one, and every entry names a real call', async () => {
    const procedures = Object.entries(
      (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })
        ._def.procedures,
    );
    const writes = [
      ...procedures.filter(([, p]) => p._def.type === 'mutation').map(([name]) => name),
      ...t.app.routeList
        .filter((r) => r.url.startsWith('/api/') && !['GET', 'HEAD'].includes(r.method))
        .map((r) => `${r.method} ${r.url}`),
    ];
    const scoped = new Set(scopedCalls());
    expect(writes.filter((name) => !scoped.has(name))).toEqual([]);
    const known = new Set([
      ...procedures.map(([name]) => name),
      ...t.app.routeList.map((r) => `${r.method} ${r.url}`),
    ]);
    expect([...scoped].filter((name) => !known.has(name))).toEqual([]);
  });

  it('a token without a call scope gets 403 on every route and procedure', async () => {
    const fan = await t.newUser();
    const onlyProfile = (await makeToken(fan, ['profile:write'])).token;
    const onlyRead = (await makeToken(fan, ['read'])).token;
    const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
    for (const route of t.app.routeList.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD',
    )) {
      const isRead = route.method === 'GET';
      const token = isRead ? onlyProfile : onlyRead;
      const scoped = new Set(['PATCH /api/users/:id/profile', 'PATCH /api/users/:id']);
      const name = `${route.method} ${route.url}`;
      if (!isRead && scoped.has(name)) continue;
      const res = await t.anon.request(
        route.method as 'POST',
        fill(route.url),
        isRead ? undefined : {},
        bearer(token),
      );
      expect(res.statusCode, name).toBe(403);
    }
    const procedures = Object.entries(
      (appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })
        ._def.procedures,
    );
    for (const [name, p] of procedures) {
      if (
        p._def.type === 'subscription' ||
        name === 'profile.update' ||
        name === 'privacy.update'
      ) {
        continue;
      }
      const res =
        p._def.type === 'query'
          ? await t.anon.get(`/trpc/${name}`, bearer(onlyProfile))
          : await t.anon.post(`/trpc/${name}`, {}, bearer(onlyRead));
      expect(res.statusCode, name).toBe(403);
    }
  });
});

describe('tokens across instances, and their budgets', () => {
  it('a revocation on one instance holds on the next request to the other', async () => {
    const apps = await createTwoApps();
    try {
      const { requestsAs, newUser } = await import('../support/requests');
      const session = await newUser(apps.a.app);
      const onA = requestsAs(() => apps.a.app, session);
      const { token, id } = await makeToken(onA, ['read']);
      const onB = requestsAs(() => apps.b.app);
      expect((await onB.get('/api/auth/me', bearer(token))).statusCode).toBe(200);
      expect((await onA.del(`/api/tokens/${id}`)).statusCode).toBe(204);
      expect((await onB.get('/api/auth/me', bearer(token))).statusCode).toBe(401);
    } finally {
      await apps.close();
    }
  });

  const limited = useTestApp({ RATE_LIMIT_WRITE_MAX: '2' });

  it("a token spends its own write budget, not its person's", async () => {
    const fan = await limited.newUser();
    const { token } = await makeToken(fan, ['social:write']);
    const want = (name: string, options = {}) =>
      limited.anon.post(`/api/users/${fan.user.id}/want-to-see`, { artistName: name }, options);
    expect((await want('Adele', bearer(token))).statusCode).toBeLessThan(300);
    expect((await want('Beyonce', bearer(token))).statusCode).toBeLessThan(300);
    const third = await want('Coldplay', bearer(token));
    expect(third.statusCode).toBe(429);
    // The person in the browser still has theirs (its first write made the token).
    expect(
      (await fan.post(`/api/users/${fan.user.id}/want-to-see`, { artistName: 'Drake' })).statusCode,
    ).toBeLessThan(300);
  });
});
