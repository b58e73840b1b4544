/** Likes and comments on a show, and the counters under any sequence of follows, shows and likes. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { counterMismatches, followEdge, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();
const [alice, bob, carol] = t.users('Alice', 'Bob', 'Carol');

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
              followEdge(users[o.a]!, users[o.b]!),
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
