import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  counterMismatches,
  createTestApp,
  multipart,
  newUser,
  trpc,
  type Session,
  type TestApp,
} from './helpers';

let t: TestApp;
let alice: Session;
let bob: Session;
let carol: Session;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newUser(t.app, { displayName: 'Alice' });
  bob = await newUser(t.app, { displayName: 'Bob' });
  carol = await newUser(t.app, { displayName: 'Carol' });
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const req = (s: Session | undefined, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: s ? { cookie: s.cookie } : {} });
const edge = (a: Session, b: Session) => `/api/users/${a.user.id}/following/${b.user.id}`;
const profile = async (s: Session) => (await req(alice, 'GET', `/api/users/${s.user.id}`)).json();

async function postShow(s: Session, artist: string, score: number) {
  const { payload, headers } = await multipart({
    artist,
    city: 'Lisbon',
    date: '2026-01-10',
    score,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shows',
    payload,
    headers: { ...headers, cookie: s.cookie },
  });
  return res.json().show as { id: number };
}

describe('follows', () => {
  it('follows, reports status, lists both ways and keeps counters', async () => {
    expect((await req(alice, 'GET', edge(alice, bob))).statusCode).toBe(404);
    expect((await req(alice, 'POST', edge(alice, bob))).statusCode).toBe(200);
    expect((await req(alice, 'POST', edge(alice, bob))).statusCode).toBe(200); // twice: no change
    expect((await req(alice, 'GET', edge(alice, bob))).statusCode).toBe(200);
    expect((await profile(bob)).followersCount).toBe(1);
    expect((await profile(alice)).followingCount).toBe(1);
    const followers = (await req(carol, 'GET', `/api/users/${bob.user.id}/followers`)).json();
    expect(followers).toEqual([
      {
        id: alice.user.id,
        username: alice.user.username,
        displayName: 'Alice',
        profilePicture: null,
      },
    ]);
    const following = (await req(carol, 'GET', `/api/users/${alice.user.id}/following`)).json();
    expect(following.map((u: { id: number }) => u.id)).toEqual([bob.user.id]);

    expect((await req(alice, 'DELETE', edge(alice, bob))).statusCode).toBe(200);
    expect((await req(alice, 'DELETE', edge(alice, bob))).statusCode).toBe(200);
    expect((await req(alice, 'GET', edge(alice, bob))).statusCode).toBe(404);
    expect((await profile(bob)).followersCount).toBe(0);
    expect(await counterMismatches(t.database.db)).toEqual([]);
  });

  it('refuses edges of someone else (403), yourself (400), unknown users (404), no session (401)', async () => {
    expect((await req(alice, 'POST', edge(bob, carol))).statusCode).toBe(403);
    expect((await req(alice, 'DELETE', edge(bob, carol))).statusCode).toBe(403);
    expect((await req(alice, 'GET', edge(bob, carol))).statusCode).toBe(403);
    const self = await req(alice, 'POST', edge(alice, alice));
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself');
    expect(
      (await req(alice, 'POST', `/api/users/${alice.user.id}/following/999999`)).statusCode,
    ).toBe(404);
    expect((await req(undefined, 'POST', edge(alice, bob))).statusCode).toBe(401);
  });
});

describe('notifications', () => {
  const list = (s: Session) => req(s, 'GET', `/api/users/${s.user.id}/notifications`);
  const unread = async (s: Session) =>
    (await req(s, 'GET', `/api/users/${s.user.id}/notifications/unread-count`)).json()
      .count as number;

  it('are created for follows, likes and comments, naming who did it, never to yourself', async () => {
    const dave = await newUser(t.app, { displayName: 'Dave' });
    const show = await postShow(dave, 'Radiohead', 88);
    await req(carol, 'POST', edge(carol, dave));
    await req(carol, 'POST', `/api/shows/${show.id}/like`);
    await req(carol, 'POST', `/api/shows/${show.id}/comments`, { body: 'What a night' });
    await req(dave, 'POST', `/api/shows/${show.id}/like`); // own show: no notification
    await req(dave, 'POST', `/api/shows/${show.id}/comments`, { body: 'It was' });
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
      (await req(dave, 'POST', `/api/users/${dave.user.id}/notifications/mark-read`, {}))
        .statusCode,
    ).toBe(200);
    expect(await unread(dave)).toBe(0);
    expect(((await list(dave)).json() as { read: boolean }[]).every((n) => n.read)).toBe(true);
  });

  it("are the owner's alone (403 for anyone else)", async () => {
    expect((await req(bob, 'GET', `/api/users/${alice.user.id}/notifications`)).statusCode).toBe(
      403,
    );
    expect(
      (await req(bob, 'GET', `/api/users/${alice.user.id}/notifications/unread-count`)).statusCode,
    ).toBe(403);
    expect(
      (await req(bob, 'POST', `/api/users/${alice.user.id}/notifications/mark-read`, {}))
        .statusCode,
    ).toBe(403);
    expect(
      (await req(undefined, 'GET', `/api/users/${alice.user.id}/notifications`)).statusCode,
    ).toBe(401);
  });

  it('reach an open subscription within a second', async () => {
    const erin = await newUser(t.app, { displayName: 'Erin' });
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
    await req(bob, 'POST', edge(bob, erin));
    await waitFor('"count":1', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
  });
});

describe('leaderboards', () => {
  it('orders users by shows, then followers, then sign-up, in pages', async () => {
    const all = (await req(alice, 'GET', '/api/leaderboard?limit=100')).json() as {
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
    const first = await req(alice, 'GET', '/api/leaderboard?limit=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-next-offset']).toBe('2');
    const second = (await req(alice, 'GET', '/api/leaderboard?limit=2&page=2')).json();
    expect(second.map((u: { id: number }) => u.id)).toEqual(all.slice(2, 4).map((u) => u.id));
    const rpc = await trpc(t.app, 'query', 'leaderboard.users', { limit: 2, offset: 2 }, alice);
    expect(rpc.json().result.data.users.map((u: { id: number }) => u.id)).toEqual(
      all.slice(2, 4).map((u) => u.id),
    );
  });

  it('orders artists by shows with the average as a numeric string', async () => {
    await postShow(alice, 'Radiohead', 70);
    const top = (await req(alice, 'GET', '/api/artist-leaderboard')).json() as {
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
    const show = await postShow(bob, 'Adele', 60);
    for (let i = 0; i < 2; i++) {
      expect((await req(alice, 'POST', `/api/shows/${show.id}/like`)).json()).toEqual({
        liked: true,
        likesCount: 1,
      });
    }
    expect((await req(carol, 'POST', `/api/shows/${show.id}/like`)).json().likesCount).toBe(2);
    expect((await req(alice, 'DELETE', `/api/shows/${show.id}/like`)).json()).toEqual({
      liked: false,
      likesCount: 1,
    });
    expect((await req(alice, 'GET', `/api/shows/${show.id}`)).json()).toMatchObject({
      likesCount: 1,
      likedByMe: false,
    });
    expect((await req(carol, 'GET', `/api/shows/${show.id}`)).json()).toMatchObject({
      likesCount: 1,
      likedByMe: true,
    });
    const feed = (await req(carol, 'GET', '/api/shows?limit=50')).json() as {
      id: number;
      likedByMe: boolean;
    }[];
    expect(feed.find((s) => s.id === show.id)?.likedByMe).toBe(true);
    expect((await req(alice, 'POST', '/api/shows/999999/like')).statusCode).toBe(404);
  });

  it('validates comments, lists them and deletes only your own', async () => {
    const show = await postShow(bob, 'Drake', 40);
    const empty = await req(alice, 'POST', `/api/shows/${show.id}/comments`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Comment cannot be empty');
    const long = await req(alice, 'POST', `/api/shows/${show.id}/comments`, {
      body: 'x'.repeat(1001),
    });
    expect(long.json().message).toBe('Comment must be at most 1000 characters');
    const ok = await req(alice, 'POST', `/api/shows/${show.id}/comments`, {
      body: 'x'.repeat(1000),
    });
    expect(ok.statusCode).toBe(201);
    const comment = ok.json();
    expect(comment.user.id).toBe(alice.user.id);
    const listed = (await req(carol, 'GET', `/api/shows/${show.id}/comments`)).json();
    expect(listed.map((c: { id: number }) => c.id)).toEqual([comment.id]);
    expect((await req(alice, 'GET', `/api/shows/${show.id}`)).json().commentsCount).toBe(1);
    expect((await req(bob, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(403);
    expect((await req(alice, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(200);
    expect((await req(alice, 'GET', `/api/shows/${show.id}`)).json().commentsCount).toBe(0);
  });
});

describe('counters under any sequence of writes', () => {
  it('always equal a recount', async () => {
    const users = [alice, bob, carol];
    const shows: { id: number; owner: Session }[] = [];
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
            await req(
              users[o.a]!,
              o.kind === 'follow' ? 'POST' : 'DELETE',
              edge(users[o.a]!, users[o.b]!),
            );
          } else if (o.kind === 'show') {
            shows.push({
              id: (await postShow(users[o.a]!, o.artist, o.score)).id,
              owner: users[o.a]!,
            });
          } else if (o.kind === 'delete' && shows.length) {
            const [s] = shows.splice(o.i % shows.length, 1);
            await req(s!.owner, 'DELETE', `/api/shows/${s!.id}`);
          } else if (o.kind === 'like' && shows.length) {
            await req(users[o.a]!, 'POST', `/api/shows/${shows[o.i % shows.length]!.id}/like`);
          }
        }
        expect(await counterMismatches(t.database.db)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
