/**
 * Lists and profiles are kept between writes (the SQLite read cache): every
 * write shows at once, and what belongs to the viewer (likedByMe) is never
 * shared between viewers. On PostgreSQL the same answers come uncached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, newUser, type Session, type TestApp } from './helpers';

let t: TestApp;
let ann: Session;
let bob: Session;
let showId: number;
beforeAll(async () => {
  t = await createTestApp();
  ann = await newUser(t.app);
  bob = await newUser(t.app);
  showId = (await addShow(ann, 'Cache Band', 80)).id;
});
afterAll(async () => {
  await t?.close();
});

async function addShow(who: Session, artist: string, score: number): Promise<{ id: number }> {
  const form = await multipart({ artist, city: 'Lisbon', date: '2025-05-01', score });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/shows',
    payload: form.payload,
    headers: { ...form.headers, cookie: who.cookie },
  });
  expect(res.statusCode).toBe(201);
  return res.json().show;
}

async function get<T>(who: Session, url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

type ShowLike = { id: number; likedByMe?: boolean; likesCount: number };
const likedIn = (shows: ShowLike[]) => shows.find((s) => s.id === showId)?.likedByMe;
const views = {
  feed: (who: Session) => get<ShowLike[]>(who, '/api/shows?limit=50'),
  ranked: (who: Session) => get<ShowLike[]>(who, `/api/users/${ann.user.id}/ranked-shows`),
  artist: async (who: Session) =>
    (await get<{ shows: ShowLike[] }>(who, '/api/artists/Cache%20Band')).shows,
};

describe('cached reads', () => {
  it('keep likedByMe per viewer and show a like or unlike at once', async () => {
    for (const [name, view] of Object.entries(views)) {
      expect(likedIn(await view(ann)), name).toBe(false);
      expect(likedIn(await view(bob))).toBe(false);
    }
    const like = await t.app.inject({
      method: 'POST',
      url: `/api/shows/${showId}/like`,
      headers: { cookie: bob.cookie },
    });
    expect(like.statusCode).toBe(200);
    for (const [name, view] of Object.entries(views)) {
      // Bob's answer first: Ann's must not be served from it, nor his from hers.
      expect(likedIn(await view(bob)), name).toBe(true);
      expect(likedIn(await view(ann)), name).toBe(false);
      expect(likedIn(await view(bob)), name).toBe(true);
      expect((await view(ann)).find((s) => s.id === showId)?.likesCount, name).toBe(1);
    }
    await t.app.inject({
      method: 'DELETE',
      url: `/api/shows/${showId}/like`,
      headers: { cookie: bob.cookie },
    });
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
    await addShow(ann, 'Fresh Band', 90);
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
