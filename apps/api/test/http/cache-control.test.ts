/** Private answers carry Cache-Control: no-store. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';
import { newUser, requestsAs, type Requests } from '../support/requests';
import { createTwoApps } from '../support/two-apps';

const t = useTestApp();

describe('Cache-Control: no-store on private answers', () => {
  it('REST and tRPC answers to a signed-in request, and the auth answers', async () => {
    const user = await t.newUser();
    const answers = await Promise.all([
      user.get('/api/auth/me'),
      user.get(`/api/users/${user.user.id}/notifications`),
      user.get(`/api/users/${user.user.id}/export`),
      user.get('/api/shows'),
      user.query('auth.me'),
      user.query('notifications.list', { userId: user.user.id }),
      user.query('notifications.unreadCount', { userId: user.user.id }),
      t.anon.post('/api/auth/login', { username: user.user.username, password: 'secret-123' }),
      t.anon.mutation('auth.login', { username: user.user.username, password: 'secret-123' }),
      t.anon.get('/api/auth/me'),
      t.anon.get('/api/shows'),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe(
        'no-store',
      );
    }
  });
});

/** A read-only token of `owner`'s, as a tool sends it (no cookie). */
async function toolOf(owner: Requests) {
  const made = await owner.post('/api/tokens', { name: 'Sync', scopes: ['read'] });
  expect(made.statusCode, made.body).toBe(201);
  const { token } = made.json() as { token: string };
  return (url: string, headers: Record<string, string> = {}) =>
    t.anon.get(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
}

describe("ETag and If-None-Match on a tool's GET answers", () => {
  it('a REST page asked for again with its tag is 304 with no body, until a write changes it', async () => {
    const user = await t.newUser();
    const tool = await toolOf(user);
    await user.addShow({ artist: 'Björk', city: 'Lisbon', date: '2025-05-01' });
    const url = `/api/users/${user.user.id}/ranked-shows?limit=50`;
    const first = await tool(url);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    // The same bytes, the same tag.
    expect((await tool(url)).headers.etag).toBe(tag);

    for (const ifNoneMatch of [tag, tag.slice(2), `W/"other", ${tag}`, '*']) {
      const again = await tool(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['cache-control']).toBe('no-store');
      expect(again.headers.etag).toBe(tag);
    }
    const other = await tool(url, { 'if-none-match': 'W/"not-this-one"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());

    await user.addShow({ artist: 'Adele', city: 'Lisbon', date: '2025-06-01' });
    const changed = await tool(url, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json()).toHaveLength(2);
  });

  it('a tRPC query answers the same way; writes, errors and other viewers do not match', async () => {
    const owner = await t.newUser();
    const tool = await toolOf(owner);
    const show = await owner.addShow({ artist: 'Björk', city: 'Lisbon', date: '2025-05-01' });
    const url = `/trpc/shows.byId?input=${encodeURIComponent(JSON.stringify({ id: show.id }))}`;
    const first = await tool(url);
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\//);
    const again = await tool(url, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Someone else's answer differs (the show is not theirs), so the tag does not match.
    const theirs = await toolOf(await t.newUser());
    expect((await theirs(url, { 'if-none-match': tag })).statusCode).toBe(200);

    const edit = await owner.putShow(show.id, {
      artist: 'Björk',
      city: 'Lisbon',
      date: '2025-05-01',
      score: 80,
      notes: 'Front row',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.headers.etag).toBeUndefined();
    const edited = await tool(url, { 'if-none-match': tag });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toContain('Front row');

    const missing = await tool('/api/shows/999999', { 'if-none-match': '*' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it("a browser's signed-in answers are not hashed: no tag, and a tag sent is not read", async () => {
    const user = await t.newUser();
    const url = `/api/users/${user.user.id}/ranked-shows?limit=50`;
    const first = await user.get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBeUndefined();
    const again = await user.get(url, { headers: { 'if-none-match': '*' } });
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBeUndefined();
  });

  it('a write on one process changes the tag the other answers with at once', async () => {
    const apps = await createTwoApps();
    try {
      const session = await newUser(apps.a.app);
      const onA = requestsAs(() => apps.a.app, session);
      const made = await onA.post('/api/tokens', { name: 'Sync', scopes: ['read'] });
      const { token } = made.json() as { token: string };
      const onB = requestsAs(() => apps.b.app);
      const auth = { authorization: `Bearer ${token}` };
      const url = `/api/users/${session.user.id}/ranked-shows?limit=50`;
      await onA.addShow({ artist: 'Björk', city: 'Lisbon', date: '2025-05-01' });
      const tag = (await onB.get(url, { headers: auth })).headers.etag as string;
      expect((await onB.get(url, { headers: { ...auth, 'if-none-match': tag } })).statusCode).toBe(
        304,
      );
      await onA.addShow({ artist: 'Adele', city: 'Lisbon', date: '2025-06-01' });
      const after = await onB.get(url, { headers: { ...auth, 'if-none-match': tag } });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toHaveLength(2);
    } finally {
      await apps.close();
    }
  });
});
