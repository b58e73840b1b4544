import { describe, expect, it } from 'vitest';
import { uniqueName, useTestApp } from '../support/helpers';

const t = useTestApp();
const alice = t.user({ username: uniqueName('alice'), displayName: 'Alice' });
const bob = t.user({ username: uniqueName('bob'), displayName: 'Bob' });

describe('GET /api/users/{id}', () => {
  it('returns the user with counters and createdAt', async () => {
    const res = await alice.get(`/api/users/${bob.user.id}`);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      id: bob.user.id,
      username: bob.user.username,
      displayName: 'Bob',
      followersCount: 0,
      followingCount: 0,
      showsCount: 0,
      streakWeeks: 0,
    });
    expect(new Date(user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(user)).not.toMatch(/password|token/i);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    expect((await alice.get('/api/users/999999')).statusCode).toBe(404);
    const bad = await alice.get('/api/users/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid id');
    expect((await alice.get('/api/users/1.5')).statusCode).toBe(400);
    expect((await alice.get('/api/users/-3')).statusCode).toBe(400);
    expect((await alice.get('/api/users/99999999999999999999')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.anon.get(`/api/users/${bob.user.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users?q=', () => {
  it('finds users by username prefix, case-insensitively', async () => {
    const res = await bob.get(`/api/users?q=${alice.user.username.slice(0, 6).toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; username: string }[];
    expect(list.map((u) => u.id)).toContain(alice.user.id);
    expect(list.map((u) => u.id)).not.toContain(bob.user.id);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'displayName',
      'id',
      'profilePicture',
      'username',
    ]);
  });

  it('lists users without a query', async () => {
    const res = await bob.get('/api/users');
    expect(res.json().length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/users/by-username/{username}', () => {
  it('returns the id', async () => {
    const res = await alice.get(`/api/users/by-username/${encodeURIComponent(bob.user.username)}`);
    expect(res.json()).toEqual({ id: bob.user.id });
    expect((await alice.get('/api/users/by-username/nobody-here')).statusCode).toBe(404);
  });

  it('refuses a name with a control character (a NUL no database stores) with a message', async () => {
    const res = await alice.get('/api/users/by-username/%00');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Username contains characters that are not allowed');
    const search = await alice.get('/api/users?q=bo%00b');
    expect(search.statusCode).toBe(200);
  });
});

describe('global rank and streak', () => {
  it('ranks users with shows by shows, then followers, then sign-up', async () => {
    const db = t.database.db;
    await db.updateTable('users').set({ shows_count: 3 }).where('id', '=', bob.user.id).execute();
    await db
      .updateTable('users')
      .set({ shows_count: 3, followers_count: 1 })
      .where('id', '=', alice.user.id)
      .execute();
    // Written behind the services' back: the test says what changed, as a
    // service would (cache/changes.ts), or the cached profiles stay.
    const changed = () =>
      t.deps.cache.changed([
        { kind: 'user', id: alice.user.id },
        { kind: 'user', id: bob.user.id },
        { kind: 'userRanking' },
      ]);
    await changed();
    const a = (await alice.get(`/api/users/${alice.user.id}`)).json();
    const b = (await alice.get(`/api/users/${bob.user.id}`)).json();
    expect(a.globalRank).toBe(1);
    expect(b.globalRank).toBe(2);
    await db
      .updateTable('users')
      .set({ followers_count: 0 })
      .where('id', '=', alice.user.id)
      .execute();
    await changed();
    // Tie on shows and followers: the earlier sign-up (alice) first.
    expect((await alice.get(`/api/users/${alice.user.id}`)).json().globalRank).toBe(1);
  });
});

describe('tRPC users router', () => {
  it('byId, list and byUsername need a session and return the same shapes', async () => {
    const anon = await t.anon.query('users.byId', { id: bob.user.id });
    expect(anon.statusCode).toBe(401);
    const res = await alice.query('users.byId', { id: bob.user.id });
    expect(res.json().result.data.username).toBe(bob.user.username);
    const missing = await alice.query('users.byId', { id: 424242 });
    expect(missing.statusCode).toBe(404);
    const list = await bob.query('users.list', { q: 'alice' });
    expect(list.json().result.data.map((u: { id: number }) => u.id)).toContain(alice.user.id);
    const byName = await bob.query('users.byUsername', { username: alice.user.username });
    expect(byName.json().result.data).toEqual({ id: alice.user.id });
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON under /api', async () => {
    const res = await alice.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
