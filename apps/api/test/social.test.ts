import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterMismatches, useTestApp, type Session, type TestUser } from './helpers';

const t = useTestApp();
const alice = t.user({ displayName: 'Alice' });
const bob = t.user({ displayName: 'Bob' });
const carol = t.user({ displayName: 'Carol' });

const edge = (a: Session, b: Session) => `/api/users/${a.user.id}/following/${b.user.id}`;
const profile = async (s: Session) => (await alice.get(`/api/users/${s.user.id}`)).json();

describe('follows', () => {
  it('follows, reports status, lists both ways and keeps counters', async () => {
    expect((await alice.get(edge(alice, bob))).statusCode).toBe(404);
    expect((await alice.post(edge(alice, bob))).statusCode).toBe(200);
    expect((await alice.post(edge(alice, bob))).statusCode).toBe(200); // twice: no change
    expect((await alice.get(edge(alice, bob))).statusCode).toBe(200);
    expect((await profile(bob)).followersCount).toBe(1);
    expect((await profile(alice)).followingCount).toBe(1);
    const followers = (await carol.get(`/api/users/${bob.user.id}/followers`)).json();
    expect(followers).toEqual([
      {
        id: alice.user.id,
        username: alice.user.username,
        displayName: 'Alice',
        profilePicture: null,
      },
    ]);
    const following = (await carol.get(`/api/users/${alice.user.id}/following`)).json();
    expect(following.map((u: { id: number }) => u.id)).toEqual([bob.user.id]);

    expect((await alice.del(edge(alice, bob))).statusCode).toBe(200);
    expect((await alice.del(edge(alice, bob))).statusCode).toBe(200);
    expect((await alice.get(edge(alice, bob))).statusCode).toBe(404);
    expect((await profile(bob)).followersCount).toBe(0);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('refuses edges of someone else (403), yourself (400), unknown users (404), no session (401)', async () => {
    expect((await alice.post(edge(bob, carol))).statusCode).toBe(403);
    expect((await alice.del(edge(bob, carol))).statusCode).toBe(403);
    expect((await alice.get(edge(bob, carol))).statusCode).toBe(403);
    const self = await alice.post(edge(alice, alice));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    expect((await alice.post(`/api/users/${alice.user.id}/following/999999`)).statusCode).toBe(404);
    expect((await t.anon.post(edge(alice, bob))).statusCode).toBe(401);
  });
});

describe('notifications', () => {
  const list = (s: TestUser) => s.get(`/api/users/${s.user.id}/notifications`);
  const unread = async (s: TestUser) =>
    (await s.get(`/api/users/${s.user.id}/notifications/unread-count`)).json().count as number;

  it('are created for follows, likes and comments, naming who did it, never to yourself', async () => {
    const dave = await t.newUser({ displayName: 'Dave' });
    const show = await dave.addShow({ artist: 'Radiohead', score: 88 });
    await carol.post(edge(carol, dave));
    await carol.post(`/api/shows/${show.id}/like`);
    await carol.post(`/api/shows/${show.id}/comments`, { body: 'What a night' });
    await dave.post(`/api/shows/${show.id}/like`); // own show: no notification
    await dave.post(`/api/shows/${show.id}/comments`, { body: 'It was' });
    expect(await unread(dave)).toBe(3);
    const items = (await list(dave)).json() as {
      type: string;
      message: string;
      read: boolean;
      actor: { id: number };
      showId: number | null;
    }[];
    expect(items.map((n) => n.type)).toEqual(['comment', 'like', 'follow']);
    expect(
      items.every((n) => n.message.includes('Carol') && !n.read && n.actor.id === carol.user.id),
    ).toBe(true);
    expect(items[0]!.showId).toBe(show.id);

    expect(
      (await dave.post(`/api/users/${dave.user.id}/notifications/mark-read`, {})).statusCode,
    ).toBe(200);
    expect(await unread(dave)).toBe(0);
    expect(((await list(dave)).json() as { read: boolean }[]).every((n) => n.read)).toBe(true);
  });

  it("are the owner's alone (403 for anyone else)", async () => {
    expect((await bob.get(`/api/users/${alice.user.id}/notifications`)).statusCode).toBe(403);
    expect(
      (await bob.get(`/api/users/${alice.user.id}/notifications/unread-count`)).statusCode,
    ).toBe(403);
    expect(
      (await bob.post(`/api/users/${alice.user.id}/notifications/mark-read`, {})).statusCode,
    ).toBe(403);
    expect((await t.anon.get(`/api/users/${alice.user.id}/notifications`)).statusCode).toBe(401);
  });

  it('reach an open subscription within a second', async () => {
    const erin = await t.newUser({ displayName: 'Erin' });
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${url}/trpc/notifications.onUnreadCount`, {
      headers: { cookie: erin.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const waitFor = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`timed out waiting for ${needle}; got ${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('timeout')), remaining),
          ),
        ]);
        if (chunk.done) break;
        text += decoder.decode(chunk.value);
      }
    };
    await waitFor('"count":0', 2000);
    const started = Date.now();
    await bob.post(edge(bob, erin));
    await waitFor('"count":1', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
  });
});

describe('leaderboards', () => {
  it('orders users by shows, then followers, then sign-up, in pages', async () => {
    const all = (await alice.get('/api/leaderboard?limit=100')).json() as {
      id: number;
      showsCount: number;
      followersCount: number;
    }[];
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1]!;
      const b = all[i]!;
      expect(
        a.showsCount > b.showsCount ||
          (a.showsCount === b.showsCount && a.followersCount >= b.followersCount),
      ).toBe(true);
    }
    expect(Object.keys(all[0]!).sort()).toEqual([
      'displayName',
      'followersCount',
      'id',
      'profilePicture',
      'rank',
      'showsCount',
      'username',
    ]);
    const first = await alice.get('/api/leaderboard?limit=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-next-offset']).toBe('2');
    const second = (await alice.get('/api/leaderboard?limit=2&page=2')).json();
    expect(second.map((u: { id: number }) => u.id)).toEqual(all.slice(2, 4).map((u) => u.id));
    const rpc = await alice.query('leaderboard.users', { limit: 2, offset: 2 });
    expect(rpc.json().result.data.users.map((u: { id: number }) => u.id)).toEqual(
      all.slice(2, 4).map((u) => u.id),
    );
  });

  it('orders artists by shows with the average as a numeric string', async () => {
    await alice.addShow({ artist: 'Radiohead', score: 70 });
    const top = (await alice.get('/api/artist-leaderboard')).json() as {
      artistName: string;
      showCount: number;
      avgScore: string;
    }[];
    const radiohead = top.find((a) => a.artistName === 'Radiohead')!;
    expect(radiohead).toEqual({ artistName: 'Radiohead', showCount: 2, avgScore: '79.00' });
    expect(top[0]!.showCount).toBeGreaterThanOrEqual(top.at(-1)!.showCount);
  });
});

describe('likes and comments', () => {
  it('likes once, unlikes, and counts on the show', async () => {
    const show = await bob.addShow({ artist: 'Adele', score: 60 });
    for (let i = 0; i < 2; i++) {
      expect((await alice.post(`/api/shows/${show.id}/like`)).json()).toEqual({
        liked: true,
        likesCount: 1,
      });
    }
    expect((await carol.post(`/api/shows/${show.id}/like`)).json().likesCount).toBe(2);
    expect((await alice.del(`/api/shows/${show.id}/like`)).json()).toEqual({
      liked: false,
      likesCount: 1,
    });
    expect((await alice.get(`/api/shows/${show.id}`)).json()).toMatchObject({
      likesCount: 1,
      likedByMe: false,
    });
    expect((await carol.get(`/api/shows/${show.id}`)).json()).toMatchObject({
      likesCount: 1,
      likedByMe: true,
    });
    const feed = (await carol.get('/api/shows?limit=50')).json() as {
      id: number;
      likedByMe: boolean;
    }[];
    expect(feed.find((s) => s.id === show.id)?.likedByMe).toBe(true);
    expect((await alice.post('/api/shows/999999/like')).statusCode).toBe(404);
  });

  it('validates comments, lists them and deletes only your own', async () => {
    const show = await bob.addShow({ artist: 'Drake', score: 40 });
    const empty = await alice.post(`/api/shows/${show.id}/comments`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Comment cannot be empty');
    const long = await alice.post(`/api/shows/${show.id}/comments`, {
      body: 'x'.repeat(1001),
    });
    expect(long.json().message).toBe('Comment must be at most 1000 characters');
    const ok = await alice.post(`/api/shows/${show.id}/comments`, {
      body: 'x'.repeat(1000),
    });
    expect(ok.statusCode).toBe(201);
    const comment = ok.json();
    expect(comment.user.id).toBe(alice.user.id);
    const listed = (await carol.get(`/api/shows/${show.id}/comments`)).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([comment.id]);
    expect((await alice.get(`/api/shows/${show.id}`)).json().commentsCount).toBe(1);
    expect((await bob.del(`/api/comments/${comment.id}`)).statusCode).toBe(403);
    expect((await alice.del(`/api/comments/${comment.id}`)).statusCode).toBe(200);
    expect((await alice.get(`/api/shows/${show.id}`)).json().commentsCount).toBe(0);
  });
});

describe('counters under any sequence of writes', () => {
  it('always equal a recount', async () => {
    const users = [alice, bob, carol];
    const shows: { id: number; owner: TestUser }[] = [];
    const op = fc.oneof(
      fc.record({ kind: fc.constant('follow' as const), a: fc.nat(2), b: fc.nat(2) }),
      fc.record({ kind: fc.constant('unfollow' as const), a: fc.nat(2), b: fc.nat(2) }),
      fc.record({
        kind: fc.constant('show' as const),
        a: fc.nat(2),
        score: fc.integer({ min: 0, max: 100 }),
        artist: fc.constantFrom('Adele', 'Muse', 'Drake'),
      }),
      fc.record({ kind: fc.constant('delete' as const), i: fc.nat(20) }),
      fc.record({ kind: fc.constant('like' as const), a: fc.nat(2), i: fc.nat(20) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 15 }), async (ops) => {
        for (const o of ops) {
          if (o.kind === 'follow' || o.kind === 'unfollow') {
            await users[o.a]!.request(
              o.kind === 'follow' ? 'POST' : 'DELETE',
              edge(users[o.a]!, users[o.b]!),
            );
          } else if (o.kind === 'show') {
            shows.push({
              id: (await users[o.a]!.addShow({ artist: o.artist, score: o.score })).id,
              owner: users[o.a]!,
            });
          } else if (o.kind === 'delete' && shows.length) {
            const [s] = shows.splice(o.i % shows.length, 1);
            await s!.owner.del(`/api/shows/${s!.id}`);
          } else if (o.kind === 'like' && shows.length) {
            await users[o.a]!.post(`/api/shows/${shows[o.i % shows.length]!.id}/like`);
          }
        }
        expect(await counterMismatches(t.database.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
