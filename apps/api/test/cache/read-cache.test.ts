/**
 * Lists and profiles are kept between writes (the SQLite read cache): every
 * write shows at once, and what belongs to the viewer (likedByMe) is never
 * shared between viewers. On PostgreSQL the same answers come uncached.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { daysAgo, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();
const ann = t.user();
const bob = t.user();
let showId: number;
beforeAll(async () => {
  showId = (await ann.addShow({ artist: 'Cache Band', score: 80, date: daysAgo(4) })).id;
});

/** A read that must succeed: its body. */
async function get<T>(who: TestUser, url: string): Promise<T> {
  const res = await who.get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

type ShowLike = { id: number; likedByMe?: boolean; likesCount: number };
const likedIn = (shows: ShowLike[]) => shows.find((s) => s.id === showId)?.likedByMe;
const views = {
  feed: (who: TestUser) => get<ShowLike[]>(who, '/api/shows?limit=50'),
  ranked: (who: TestUser) => get<ShowLike[]>(who, `/api/users/${ann.user.id}/ranked-shows`),
  artist: async (who: TestUser) =>
    (await get<{ shows: ShowLike[] }>(who, '/api/artists/Cache%20Band')).shows,
};

describe('cached reads', () => {
  it('keep likedByMe per viewer and show a like or unlike at once', async () => {
    for (const [name, view] of Object.entries(views)) {
      expect(likedIn(await view(ann)), name).toBe(false);
      expect(likedIn(await view(bob))).toBe(false);
    }
    const like = await bob.post(`/api/shows/${showId}/like`);
    expect(like.statusCode).toBe(200);
    for (const [name, view] of Object.entries(views)) {
      // Bob's answer first: Ann's must not be served from it, nor his from hers.
      expect(likedIn(await view(bob)), name).toBe(true);
      expect(likedIn(await view(ann)), name).toBe(false);
      expect(likedIn(await view(bob)), name).toBe(true);
      expect((await view(ann)).find((s) => s.id === showId)?.likesCount, name).toBe(1);
    }
    await bob.del(`/api/shows/${showId}/like`);
    for (const view of Object.values(views)) expect(likedIn(await view(bob))).toBe(false);
  });

  it('show a new show at once in the feed, profile, leaderboards, insights and search', async () => {
    const read = async () => ({
      feed: (await views.feed(bob)).length,
      shows: (await get<{ showsCount: number }>(bob, `/api/users/${ann.user.id}`)).showsCount,
      leaderboard: (
        await get<{ id: number; showsCount: number }[]>(bob, '/api/leaderboard?limit=100')
      ).find((u) => u.id === ann.user.id)?.showsCount,
      artists: (await get<{ artistName: string }[]>(bob, '/api/artist-leaderboard')).some(
        (a) => a.artistName === 'Fresh Band',
      ),
      insights: (await get<unknown[]>(bob, `/api/users/${ann.user.id}/artist-insights`)).length,
      search: (await get<unknown[]>(bob, '/api/artist-stats?q=fresh%20band')).length,
    });
    const before = await read();
    expect(await read()).toEqual(before); // served again, unchanged
    await ann.addShow({ artist: 'Fresh Band', score: 90, date: daysAgo(4) });
    expect(await read()).toEqual({
      feed: before.feed + 1,
      shows: before.shows + 1,
      leaderboard: before.shows + 1,
      artists: true,
      insights: before.insights + 1,
      search: 1,
    });
  });
});
