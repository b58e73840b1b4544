/**
 * Taste match through REST and tRPC, on both engines: the percent
 * of fixtures computed by hand (packages/domain taste.ts states the formula),
 * the artists both loved, and who may ask about whom.
 */
import { describe, expect, it } from 'vitest';
import { daysAgo, uniqueName, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

interface Match {
  percent: number;
  artistCount: number;
  bothLoved: { artistName: string; yourAvg: number; theirAvg: number }[];
}

const rest = (viewer: TestUser, other: TestUser) =>
  viewer.get(`/api/users/${other.user.id}/taste-match`);
const rpc = (viewer: TestUser, userId: unknown) => viewer.query('profile.tasteMatch', { userId });

/** The match as REST and tRPC both answer it (they must agree). */
async function matchOf(viewer: TestUser, other: TestUser): Promise<Match | null> {
  const viaRest = await rest(viewer, other);
  expect(viaRest.statusCode, viaRest.body).toBe(200);
  const viaRpc = await rpc(viewer, other.user.id);
  expect(viaRpc.statusCode, viaRpc.body).toBe(200);
  expect(viaRpc.json().result.data).toEqual(viaRest.json());
  return viaRest.json() as Match | null;
}

/** Logs `scores` of `artist` as `who`, one show each (as the main artist). */
async function rate(who: TestUser, artist: string, ...scores: number[]) {
  for (const [i, score] of scores.entries()) {
    await who.addShow({ artist, score, city: 'Lisbon', date: daysAgo(20 + i) });
  }
}

/** An imported show without a score (CSV import, committed). */
async function logUnscored(who: TestUser, artist: string) {
  const csv = Buffer.from(`date,artist,city\n2020-01-01,${artist},Lisbon\n`);
  const file = { field: 'file', name: 'h.csv', type: 'text/csv', data: csv };
  const preview = await who.form('POST', `/api/users/${who.user.id}/imports`, { source: 'csv' }, [
    file,
  ]);
  expect(preview.statusCode, preview.body).toBe(200);
  const { importId } = preview.json() as { importId: string };
  const commit = await who.post(`/api/users/${who.user.id}/imports/${importId}/commit`);
  expect(commit.statusCode, commit.body).toBe(200);
}

describe('taste match', () => {
  it('agrees 77% on three artists with averages 90/80, 60/70 and 100/50; both loved the first', async () => {
    const ana = await t.newUser({ displayName: 'Ana' });
    const rui = await t.newUser({ displayName: 'Rui' });
    const [a, b, c] = [uniqueName('Alpha'), uniqueName('Beta'), uniqueName('Gamma')];
    const [onlyAna, unscored, guest] = [uniqueName('Solo'), uniqueName('Import'), uniqueName('G')];
    await rate(ana, a, 85, 95); // average 90
    await rate(rui, a, 80);
    await rate(ana, b, 60);
    await rate(rui, b, 70);
    await rate(ana, c, 100);
    await rate(rui, c, 50);
    // Not common: rated by one only; scored by Rui but only imported (unscored) by Ana;
    // a guest of Rui's show (guests never enter averages).
    await rate(ana, onlyAna, 90);
    await rate(rui, unscored, 95);
    await logUnscored(ana, unscored);
    await rate(ana, guest, 90);
    const withGuest = await rui.postShow({
      artist: a,
      score: 80,
      city: 'Lisbon',
      date: daysAgo(5),
      'guestAppearances[0]': guest,
      guest_artist_0: guest,
    });
    expect(withGuest.statusCode, withGuest.body).toBe(201);

    // (0.9 + 0.9 + 0.5) / 3 = 76.67% -> 77.
    expect(await matchOf(ana, rui)).toEqual({
      percent: 77,
      artistCount: 3,
      bothLoved: [{ artistName: a, yourAvg: 90, theirAvg: 80 }],
    });
    // The same match from the other side: 'yours' and 'theirs' swap.
    expect(await matchOf(rui, ana)).toEqual({
      percent: 77,
      artistCount: 3,
      bothLoved: [{ artistName: a, yourAvg: 80, theirAvg: 90 }],
    });

    // A fourth artist both put at 95: (0.9 + 0.9 + 0.5 + 1) / 4 = 82.5% -> 83 (half up),
    // and it leads the artists both loved (mean 95 before 85).
    const d = uniqueName('Delta');
    await rate(ana, d, 95);
    await rate(rui, d, 95);
    expect(await matchOf(ana, rui)).toEqual({
      percent: 83,
      artistCount: 4,
      bothLoved: [
        { artistName: d, yourAvg: 95, theirAvg: 95 },
        { artistName: a, yourAvg: 90, theirAvg: 80 },
      ],
    });
  });

  it('is one artist whatever the case of its name, and rounds averages to two decimals', async () => {
    const ana = await t.newUser();
    const rui = await t.newUser();
    const name = uniqueName('Case');
    await rate(ana, name, 80, 85, 85); // 83.33
    await rate(rui, name.toLowerCase(), 84);
    // 100 - |83.33 - 84| = 99.33 -> 99.
    expect(await matchOf(ana, rui)).toEqual({
      percent: 99,
      artistCount: 1,
      bothLoved: [{ artistName: name, yourAvg: 83.33, theirAvg: 84 }],
    });
  });

  it('is null with no artist in common (REST answers JSON null)', async () => {
    const ana = await t.newUser();
    const rui = await t.newUser();
    expect(await matchOf(ana, rui)).toBeNull();
    await rate(ana, uniqueName('Mine'), 90);
    await rate(rui, uniqueName('Theirs'), 90);
    const res = await rest(ana, rui);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toBe('null');
    expect(await matchOf(ana, rui)).toBeNull();
  });

  it('refuses your own id (400), bad ids (400) and unknown users (404)', async () => {
    const ana = await t.newUser();
    await rate(ana, uniqueName('Mine'), 90);
    const own = await rest(ana, ana);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Taste match compares you with another user');
    const ownRpc = await rpc(ana, ana.user.id);
    expect(ownRpc.statusCode).toBe(400);
    expect(ownRpc.json().error.message).toBe('Taste match compares you with another user');
    expect((await ana.get('/api/users/abc/taste-match')).statusCode).toBe(400);
    expect((await rpc(ana, 'abc')).statusCode).toBe(400);
    expect((await ana.get('/api/users/999999/taste-match')).statusCode).toBe(404);
    expect((await rpc(ana, 999999)).statusCode).toBe(404);
    expect((await t.anon.get(`/api/users/${ana.user.id}/taste-match`)).statusCode).toBe(401);
  });

  it('follows the privacy rules: 403 for a private account not followed, 404 in a block', async () => {
    const ana = await t.newUser();
    const rui = await t.newUser();
    const artist = uniqueName('Shared');
    await rate(ana, artist, 90);
    await rate(rui, artist, 70);
    await rui.patch(`/api/users/${rui.user.id}/profile`, { isPrivate: true });
    for (const res of [await rest(ana, rui), await rpc(ana, rui.user.id)]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect((await rest(ana, rui)).json().message).toBe('This account is private');
    // Approved: the match shows (and Rui, private, still sees Ana's).
    await ana.post(`/api/users/${ana.user.id}/following/${rui.user.id}`);
    await rui.post(`/api/users/${rui.user.id}/follow-requests/${ana.user.id}/approve`);
    expect((await matchOf(ana, rui))?.percent).toBe(80);
    expect((await matchOf(rui, ana))?.percent).toBe(80);
    // A block hides each from the other, either way round.
    await rui.post(`/api/users/${rui.user.id}/blocks/${ana.user.id}`);
    expect((await rest(ana, rui)).statusCode).toBe(404);
    expect((await rest(rui, ana)).statusCode).toBe(404);
    expect((await rpc(ana, rui.user.id)).statusCode).toBe(404);
  });
});
