import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUser, trpc, uniqueName, type Session, type TestApp } from './helpers';

let t: TestApp;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t.app, { username: uniqueName('alice'), displayName: 'Alice' });
  bob = await newUser(t.app, { username: uniqueName('bob'), displayName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, s?: Session) =>
  t.app.inject({ method: 'GET', url, headers: s ? { cookie: s.cookie } : {} });

describe('GET /api/users/{id}', () => {
  it('returns the user with counters and createdAt', async () => {
    const res = await get(`/api/users/${bob.user.id}`, alice);
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
    expect((await get('/api/users/999999', alice)).statusCode).toBe(404);
    const bad = await get('/api/users/abc', alice);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid id');
    expect((await get('/api/users/1.5', alice)).statusCode).toBe(400);
    expect((await get('/api/users/-3', alice)).statusCode).toBe(400);
    expect((await get('/api/users/99999999999999999999', alice)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await get(`/api/users/${bob.user.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/users?q=', () => {
  it('finds users by username prefix, case-insensitively', async () => {
    const res = await get(`/api/users?q=${alice.user.username.slice(0, 6).toUpperCase()}`, bob);
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
    const res = await get('/api/users', bob);
    expect(res.json().length).toBeGreaterThanOrEqual(2);
  });
});

describe('GET /api/users/by-username/{username}', () => {
  it('returns the id', async () => {
    const res = await get(`/api/users/by-username/${encodeURIComponent(bob.user.username)}`, alice);
    expect(res.json()).toEqual({ id: bob.user.id });
    expect((await get('/api/users/by-username/nobody-here', alice)).statusCode).toBe(404);
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
    const a = (await get(`/api/users/${alice.user.id}`, alice)).json();
    const b = (await get(`/api/users/${bob.user.id}`, alice)).json();
    expect(a.globalRank).toBe(1);
    expect(b.globalRank).toBe(2);
    await db
      .updateTable('users')
      .set({ followers_count: 0 })
      .where('id', '=', alice.user.id)
      .execute();
    // Tie on shows and followers: the earlier sign-up (alice) first.
    expect((await get(`/api/users/${alice.user.id}`, alice)).json().globalRank).toBe(1);
  });
});

describe('tRPC users router', () => {
  it('byId, list and byUsername need a session and return the same shapes', async () => {
    const anon = await trpc(t.app, 'query', 'users.byId', { id: bob.user.id });
    expect(anon.statusCode).toBe(401);
    const res = await trpc(t.app, 'query', 'users.byId', { id: bob.user.id }, alice);
    expect(res.json().result.data.username).toBe(bob.user.username);
    const missing = await trpc(t.app, 'query', 'users.byId', { id: 424242 }, alice);
    expect(missing.statusCode).toBe(404);
    const list = await trpc(t.app, 'query', 'users.list', { q: 'alice' }, bob);
    expect(list.json().result.data.map((u: { id: number }) => u.id)).toContain(alice.user.id);
    const byName = await trpc(
      t.app,
      'query',
      'users.byUsername',
      { username: alice.user.username },
      bob,
    );
    expect(byName.json().result.data).toEqual({ id: alice.user.id });
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON under /api', async () => {
    const res = await get('/api/nope', alice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
