/**
 * Stats worth sharing: the Favorite Artist rule, the Most Seen
 * Artist and the per-year diary, through REST and tRPC, on both engines.
 */
import { describe, expect, it } from 'vitest';
import { DIARY_MAX_SHOWS } from '@gigrank/domain';
import { uniqueName, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

/** Logs `scores.length` shows of `artist`, one a day from `from` (YYYY-MM-DD). */
async function logShows(
  who: TestUser,
  artist: string,
  scores: number[],
  from = '2024-01-01',
  city = 'Lisbon',
) {
  const ids: number[] = [];
  const start = Date.parse(`${from}T00:00:00Z`);
  for (const [i, score] of scores.entries()) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    ids.push((await who.addShow({ artist, score, date, city })).id);
  }
  return ids;
}

const favorite = async (viewer: TestUser, ownerId: number) => {
  const res = await viewer.get(`/api/users/${ownerId}/best-rated-artist`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const mostSeen = (viewer: TestUser, ownerId: number) =>
  viewer.get(`/api/users/${ownerId}/most-seen-artist`);
const rpcData = async (viewer: TestUser, path: string, input: unknown) => {
  const res = await viewer.query(path, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
};

describe('Favorite Artist', () => {
  it('a band seen ten times at 85 beats a one-off 100, and the answer says why', async () => {
    const s = await t.newUser();
    const [band, oneOff] = [uniqueName('Band'), uniqueName('OneOff')];
    await logShows(
      s,
      band,
      Array.from({ length: 10 }, () => 85),
    );
    await logShows(s, oneOff, [100], '2024-06-01');
    const expected = { artistName: band, avgScore: '85.00', showCount: 10, rule: 'seenTwice' };
    expect(await favorite(s, s.user.id)).toEqual(expected);
    expect(await rpcData(s, 'profile.bestRatedArtist', { userId: s.user.id })).toEqual(expected);
    // The artist insights list stays by average: the one-off first.
    const insights = (await s.get(`/api/users/${s.user.id}/artist-insights`)).json();
    expect(insights.map((a: { artistName: string }) => a.artistName)).toEqual([oneOff, band]);
  });

  it('with no artist seen twice, the best rated of all', async () => {
    const s = await t.newUser();
    const [a, b] = [uniqueName('A'), uniqueName('B')];
    await logShows(s, a, [70]);
    await logShows(s, b, [95], '2024-02-01');
    expect(await favorite(s, s.user.id)).toEqual({
      artistName: b,
      avgScore: '95.00',
      showCount: 1,
      rule: 'all',
    });
  });

  it('ties: more shows, then the latest show', async () => {
    const s = await t.newUser();
    const [two, three, later] = [uniqueName('Two'), uniqueName('Three'), uniqueName('Later')];
    await logShows(s, two, [80, 80], '2024-01-01');
    await logShows(s, three, [80, 80, 80], '2023-01-01');
    expect((await favorite(s, s.user.id)).artistName).toBe(three);
    // Two artists at 3 shows and 80: the one seen last wins, whichever was logged first.
    await logShows(s, later, [80, 80, 80], '2024-03-01');
    expect((await favorite(s, s.user.id)).artistName).toBe(later);
    await logShows(s, three, [80], '2024-05-01');
    await logShows(s, later, [80], '2024-04-01');
    expect((await favorite(s, s.user.id)).artistName).toBe(three);
  });

  it('Wrapped picks its Favorite Artist by the same rule, within the year', async () => {
    const s = await t.newUser();
    const [band, oneOff] = [uniqueName('Band'), uniqueName('OneOff')];
    await logShows(s, band, [85, 85, 85], '2024-03-01');
    await logShows(s, oneOff, [100], '2024-07-01');
    await logShows(s, oneOff, [100], '2023-07-01');
    const y2024 = (await s.get(`/api/users/${s.user.id}/wrapped?year=2024`)).json();
    expect(y2024).toMatchObject({
      favoriteArtist: { artistName: band, avgScore: '85.0', showCount: 3, rule: 'seenTwice' },
      mostSeenArtist: { artistName: band, showCount: 3 },
      totalShows: 4,
      showDays: 4,
    });
    // All time, the one-off was seen twice at 100.
    const all = (await s.get(`/api/users/${s.user.id}/wrapped`)).json();
    expect(all.favoriteArtist).toMatchObject({ artistName: oneOff, showCount: 2 });
    expect(all.mostSeenArtist).toEqual({ artistName: band, showCount: 3 });
  });
});

describe('Most Seen Artist', () => {
  it('404 (null over tRPC) with no shows', async () => {
    const s = await t.newUser();
    const res = await mostSeen(s, s.user.id);
    expect(res.statusCode).toBe(404);
    expect(await rpcData(s, 'profile.mostSeenArtist', { userId: s.user.id })).toBeNull();
  });

  it('the most shows as main artist; guests do not count', async () => {
    const s = await t.newUser();
    const [often, loved, guest] = [uniqueName('Often'), uniqueName('Loved'), uniqueName('Guest')];
    await logShows(s, often, [40, 50, 60]);
    await logShows(s, loved, [100, 100], '2024-02-01');
    for (const date of ['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04']) {
      await s.addShow({ artist: loved, score: 90, date, 'guestAppearances[0]': guest });
    }
    const lovedMost = { artistName: loved, showCount: 6, avgScore: '93.33' };
    expect((await mostSeen(s, s.user.id)).json()).toEqual(lovedMost);
    const other = await t.newUser();
    expect(await rpcData(other, 'profile.mostSeenArtist', { userId: s.user.id })).toEqual(
      lovedMost,
    );
  });

  it('ties: the better average, then the latest show', async () => {
    const s = await t.newUser();
    const [low, high, late] = [uniqueName('Low'), uniqueName('High'), uniqueName('Late')];
    await logShows(s, low, [50, 60], '2024-05-01');
    await logShows(s, high, [90, 70], '2024-01-01');
    expect((await mostSeen(s, s.user.id)).json().artistName).toBe(high);
    // Same count and average as `high`, seen later.
    await logShows(s, late, [80, 80], '2024-03-01');
    expect((await mostSeen(s, s.user.id)).json().artistName).toBe(late);
  });
});

interface DiaryShow {
  id: number;
  artist: string;
  score: number | null;
  city: string;
}
interface Diary {
  year: number;
  years: number[];
  days: { date: string; shows: DiaryShow[] }[];
  truncated: boolean;
}

describe('diary', () => {
  it('a year of shows by day, the years with shows, and the newest year by default', async () => {
    const s = await t.newUser();
    const [a, b] = [uniqueName('A'), uniqueName('B')];
    const x = await s.addShow({ artist: a, score: 92, date: '2024-03-04', city: 'Lisbon' });
    const y = await s.addShow({ artist: b, score: 70, date: '2024-03-04', city: 'Porto' });
    const z = await s.addShow({ artist: a, score: 55, date: '2024-12-31', city: 'Lisbon' });
    await s.addShow({ artist: b, score: 60, date: '2022-01-01', city: 'Porto' });
    await s.addShow({ artist: b, score: 61, date: '2025-01-01', city: 'Porto' });

    const res = await s.get(`/api/users/${s.user.id}/diary?year=2024`);
    expect(res.statusCode, res.body).toBe(200);
    const diary: Diary = res.json();
    expect(diary).toEqual({
      year: 2024,
      years: [2025, 2024, 2022],
      days: [
        {
          date: '2024-03-04',
          shows: [
            { id: x.id, artist: a, score: 92, city: 'Lisbon' },
            { id: y.id, artist: b, score: 70, city: 'Porto' },
          ],
        },
        { date: '2024-12-31', shows: [{ id: z.id, artist: a, score: 55, city: 'Lisbon' }] },
      ],
      truncated: false,
    });
    const other = await t.newUser();
    expect(await rpcData(other, 'users.diary', { userId: s.user.id, year: 2024 })).toEqual(diary);

    const newest: Diary = await rpcData(s, 'users.diary', { userId: s.user.id });
    expect(newest.year).toBe(2025);
    expect(newest.days.map((d) => d.date)).toEqual(['2025-01-01']);

    // A year without shows: no days, the years still listed.
    const empty: Diary = (await s.get(`/api/users/${s.user.id}/diary?year=2023`)).json();
    expect(empty).toEqual({ year: 2023, years: [2025, 2024, 2022], days: [], truncated: false });
  });

  it('follows edits and deletes: a moved show changes day and year', async () => {
    const s = await t.newUser();
    const artist = uniqueName('Mover');
    const show = await s.addShow({ artist, score: 80, date: '2024-06-01', city: 'Lisbon' });
    const read = async (year: number): Promise<Diary> =>
      (await s.get(`/api/users/${s.user.id}/diary?year=${year}`)).json();
    expect((await read(2024)).days.map((d) => d.date)).toEqual(['2024-06-01']);
    const moved = await s.putShow(show.id, {
      artist,
      score: 80,
      date: '2023-02-02',
      city: 'Lisbon',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await read(2024)).days).toEqual([]);
    expect((await read(2023)).days.map((d) => d.date)).toEqual(['2023-02-02']);
    expect((await read(2023)).years).toEqual([2023]);
    await s.del(`/api/shows/${show.id}`);
    expect(await read(2023)).toEqual({ year: 2023, years: [], days: [], truncated: false });
  });

  it('a new user sees this year, empty', async () => {
    const s = await t.newUser();
    const diary: Diary = await rpcData(s, 'users.diary', { userId: s.user.id });
    expect(diary).toEqual({
      year: new Date().getUTCFullYear(),
      years: [],
      days: [],
      truncated: false,
    });
  });

  it('refuses a bad year and an unknown user', async () => {
    const s = await t.newUser();
    for (const year of ['abc', '1899', '2101', '2024.5']) {
      const res = await s.get(`/api/users/${s.user.id}/diary?year=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().message).toMatch(/Year must be/);
    }
    expect((await s.query('users.diary', { userId: s.user.id, year: 1800 })).statusCode).toBe(400);
    expect((await s.get('/api/users/999999999/diary')).statusCode).toBe(404);
  });

  it('is private to approved followers (403) and absent in a block (404)', async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    await owner.addShow({ artist: uniqueName('P'), score: 70, date: '2024-01-01' });
    await owner.patch(`/api/users/${owner.user.id}/profile`, { isPrivate: true });
    const hidden = await other.get(`/api/users/${owner.user.id}/diary`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('This account is private');
    expect((await owner.get(`/api/users/${owner.user.id}/diary`)).statusCode).toBe(200);
    await owner.patch(`/api/users/${owner.user.id}/profile`, { isPrivate: false });
    expect((await other.get(`/api/users/${owner.user.id}/diary`)).statusCode).toBe(200);
    await owner.post(`/api/users/${owner.user.id}/blocks/${other.user.id}`);
    expect((await other.get(`/api/users/${owner.user.id}/diary`)).statusCode).toBe(404);
    expect((await other.query('users.diary', { userId: owner.user.id })).statusCode).toBe(404);
  });

  it(`holds at most ${DIARY_MAX_SHOWS} shows a year and says when it cut`, async () => {
    const s = await t.newUser();
    // One import of DIARY_MAX_SHOWS + 1 shows, three artists a day.
    const rows = Array.from({ length: DIARY_MAX_SHOWS + 1 }, (_, i) => {
      const day = new Date(Date.UTC(2021, 0, 1) + Math.floor(i / 3) * 86_400_000);
      return `${day.toISOString().slice(0, 10)},Cap Band ${i % 3},Lisbon,70`;
    });
    const csv = ['date,artist,city,score', ...rows].join('\n');
    const preview = await s.form('POST', `/api/users/${s.user.id}/imports`, { source: 'csv' }, [
      { field: 'file', name: 'shows.csv', type: 'text/csv', data: Buffer.from(csv) },
    ]);
    expect(preview.statusCode, preview.body).toBe(200);
    const commit = await s.post(
      `/api/users/${s.user.id}/imports/${preview.json().importId}/commit`,
    );
    expect(commit.statusCode, commit.body).toBe(200);
    const diary: Diary = (await s.get(`/api/users/${s.user.id}/diary?year=2021`)).json();
    expect(diary.truncated).toBe(true);
    expect(diary.days.reduce((n, d) => n + d.shows.length, 0)).toBe(DIARY_MAX_SHOWS);
    expect(diary.days[0]).toMatchObject({ date: '2021-01-01' });
    expect(diary.days[0]!.shows).toHaveLength(3);
  }, 60_000);
});
