/**
 * "Rank it against your past": shows.comparisons reads the shows
 * to compare one with, shows.place (and its REST twins) puts the show in the
 * slot the owner chose: ties settle to their answer, a score moves only when
 * they confirm one that fits, ranks stay 1..n and counters stay true.
 */
import { describe, expect, it } from 'vitest';
import { ratingFromScore, type Comparisons, type Placement } from '@gigrank/domain';
import { counterMismatches, imageBytes, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();

async function comparisons(who: TestUser, showId: number): Promise<Comparisons> {
  const res = await who.query('shows.comparisons', { showId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

async function place(
  who: TestUser,
  input: { showId: number; aboveId: number | null; belowId: number | null; score?: number },
): Promise<Placement> {
  const res = await who.mutation('shows.place', input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

/** The owner's ranking as [id, rank, score] rows, best first. */
async function ranking(who: TestUser): Promise<[number, number, number][]> {
  const res = await who.get(`/api/users/${who.user.id}/ranked-shows`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .map((s: { id: number; rank: number; score: number }) => [s.id, s.rank, s.score]);
}

const idsOf = async (who: TestUser) => (await ranking(who)).map(([id]) => id);

/** Adds shows with these scores (dates a day apart, the first the latest); their ids in order. */
async function addShows(who: TestUser, scores: number[], artist = 'Adele'): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, score] of scores.entries()) {
    const date = new Date(Date.UTC(2025, 5, 30 - i)).toISOString().slice(0, 10);
    ids.push((await who.addShow({ artist, city: 'Lisbon', date, score })).id);
  }
  return ids;
}

describe('shows.comparisons', () => {
  it('a small ranking: every other show, in rank order, with the show, its rank and the total', async () => {
    const fan = await t.newUser();
    const [a, b, c, d] = await addShows(fan, [90, 80, 70, 60]);
    const withPhoto = await fan.addShow(
      { artist: 'Muse', city: 'Porto', date: '2025-01-01', score: 50 },
      [{ field: 'photos', name: 'p.png', type: 'image/png', data: await imageBytes() }],
    );
    // A candidate shows a photo once its sizes exist (made after the answer).
    await t.deps.photoJobs.idle();
    const got = await comparisons(fan, c!);
    expect(got.show).toMatchObject({ id: c, rank: 3, score: 70, artist: 'Adele', city: 'Lisbon' });
    expect(got.total).toBe(5);
    expect(got.above).toBeNull();
    expect(got.below).toBeNull();
    expect(got.candidates.map((s) => [s.id, s.rank])).toEqual([
      [a, 1],
      [b, 2],
      [d, 4],
      [withPhoto.id, 5],
    ]);
    expect(got.candidates.at(-1)!.thumbnailUrl).toBe(withPhoto.photos[0]!.thumbnailUrl);
    expect(got.candidates[0]!.thumbnailUrl).toBeNull();
  });

  it('a long ranking: 31 shows around the show, and one just outside each end', async () => {
    const fan = await t.newUser();
    const ids = await addShows(
      fan,
      Array.from({ length: 40 }, (_, i) => 99 - i),
    );
    const got = await comparisons(fan, ids[19]!); // rank 20 of 40
    expect(got.total).toBe(40);
    expect(got.candidates).toHaveLength(31);
    expect(got.above?.rank).toBe(4);
    expect(got.candidates[0]!.rank).toBe(5);
    expect(got.candidates.at(-1)!.rank).toBe(36);
    expect(got.below?.rank).toBe(37);
    expect(got.candidates.map((s) => s.id)).not.toContain(ids[19]);
  });

  it("is the owner's only, and asks for a score first", async () => {
    const fan = await t.newUser();
    const other = await t.newUser();
    const [id] = await addShows(fan, [80]);
    const theirs = await other.query('shows.comparisons', { showId: id });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe('You can only rank your own shows');
    expect((await other.get(`/api/shows/${id}/comparisons`)).json()).toEqual({
      message: 'You can only rank your own shows',
    });
    expect((await fan.query('shows.comparisons', { showId: 999_999 })).statusCode).toBe(404);
    // An imported show without a score has no place yet.
    const preview = await fan.form('POST', `/api/users/${fan.user.id}/imports`, { source: 'csv' }, [
      {
        field: 'file',
        name: 'h.csv',
        type: 'text/csv',
        data: Buffer.from('date,artist,city\n2020-01-01,Unscored Band,Lisbon\n'),
      },
    ]);
    await fan.post(`/api/users/${fan.user.id}/imports/${preview.json().importId}/commit`);
    const unscored = (await fan.get(`/api/users/${fan.user.id}/export`))
      .json()
      .shows.find((s: { score: number | null }) => s.score === null);
    const res = await fan.get(`/api/shows/${unscored.id}/comparisons`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Give this show a score before ranking it against your past shows',
    );
  });
});

describe('shows.place', () => {
  it('settles a tie: the show said to be better ranks above an equal score with a later date', async () => {
    const fan = await t.newUser();
    const [later, earlier] = await addShows(fan, [80, 80]); // by date: later first
    expect(await idsOf(fan)).toEqual([later, earlier]);
    const placed = await place(fan, { showId: earlier!, aboveId: null, belowId: later! });
    expect(placed).toEqual({ rank: 1, total: 2, previousRank: 2, score: 80 });
    expect(await idsOf(fan)).toEqual([earlier, later]);
    // The answer holds when a newer show of the same score arrives, and it can be placed between.
    const [newest] = await addShows(fan, [80], 'Muse');
    expect(await idsOf(fan)).toEqual([earlier, later, newest]);
    await place(fan, { showId: newest!, aboveId: earlier!, belowId: later! });
    expect(await idsOf(fan)).toEqual([earlier, newest, later]);
    // ... and when an edit leaves the score alone.
    const edit = { artist: 'Adele', city: 'Lisbon', date: '2025-06-30', score: 80, notes: 'great' };
    expect((await fan.putShow(later!, edit)).statusCode).toBe(200);
    expect(await idsOf(fan)).toEqual([earlier, newest, later]);
    expect(await counterMismatches(t.db, { users: [fan.user.id] })).toEqual([]);
  });

  it('keeps the score unless a confirmed one fits the slot; a refusal changes nothing', async () => {
    const fan = await t.newUser();
    const [s90, s80, s70, s85] = await addShows(fan, [90, 80, 70, 85]);
    const before = await ranking(fan);
    expect(before.map(([id]) => id)).toEqual([s90, s85, s80, s70]);
    // Worse than the 70: its score would have to be 70 at most.
    const refused = await fan.mutation('shows.place', { showId: s85, aboveId: s70, belowId: null });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      'To rank the show there its score must be between 0 and 70',
    );
    const tooHigh = await fan.put(`/api/shows/${s85}/place`, {
      aboveId: s70,
      belowId: null,
      score: 75,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(await ranking(fan)).toEqual(before);
    // Confirmed: 70, tied with the 70 and after it (the answer).
    const placed = await fan.put(`/api/shows/${s85}/place`, {
      aboveId: s70,
      belowId: null,
      score: 70,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toEqual({ rank: 4, total: 4, previousRank: 2, score: 70 });
    expect(await ranking(fan)).toEqual([
      [s90, 1, 90],
      [s80, 2, 80],
      [s70, 3, 70],
      [s85, 4, 70],
    ]);
    const show = (await fan.get(`/api/shows/${s85}`)).json();
    expect(show).toMatchObject({ score: 70, rating: ratingFromScore(70), rank: 4 });
    // Between the 90 and the 80 its own 70 does not fit; 85 does and needs no tie.
    const back = await place(fan, { showId: s85!, aboveId: s90!, belowId: s80!, score: 85 });
    expect(back).toEqual({ rank: 2, total: 4, previousRank: 4, score: 85 });
    expect(await counterMismatches(t.db, { users: [fan.user.id] })).toEqual([]);
  });

  it('refuses shows that are not next to each other, not ranked or not the owner', async () => {
    const fan = await t.newUser();
    const other = await t.newUser();
    const [a, b, c, d] = await addShows(fan, [90, 80, 70, 60]);
    const [theirs] = await addShows(other, [75]);
    const before = await ranking(fan);
    for (const slot of [
      { aboveId: a, belowId: c }, // b is between them
      { aboveId: c, belowId: b }, // the wrong way round
      { aboveId: null, belowId: c }, // c is not the top
      { aboveId: b, belowId: null }, // b is not the bottom (c is, d taken out)
      { aboveId: null, belowId: null }, // the show is not alone
      { aboveId: b, belowId: theirs }, // someone else's
      { aboveId: d, belowId: d }, // the same show twice
      { aboveId: a, belowId: d }, // the show itself is no neighbour: a, (d), b
    ]) {
      const res = await fan.mutation('shows.place', { showId: d, ...slot, score: 85 });
      expect(res.statusCode, JSON.stringify(slot)).toBe(400);
      expect(res.json().error.message).toBe(
        'Those shows are not next to each other in your ranking: load the comparisons again',
      );
    }
    const foreign = await other.mutation('shows.place', { showId: a, aboveId: null, belowId: b });
    expect(foreign.statusCode).toBe(403);
    const bad = await fan.mutation('shows.place', { showId: a, aboveId: 'x', belowId: b });
    expect(bad.statusCode).toBe(400);
    expect(await ranking(fan)).toEqual(before);
    // The slot the show already has, both sides named: nothing moves.
    expect(await place(fan, { showId: b!, aboveId: a!, belowId: c! })).toEqual({
      rank: 2,
      total: 4,
      previousRank: 2,
      score: 80,
    });
    expect(await ranking(fan)).toEqual(before);
  });

  it('follows the answers of a whole search to "#n of m"', async () => {
    const fan = await t.newUser();
    // Seven past shows and a new 85: three questions.
    const past = await addShows(fan, [95, 92, 90, 88, 84, 80, 75]);
    const [fresh] = await addShows(fan, [85], 'Muse');
    const got = await comparisons(fan, fresh!);
    expect(got.candidates.map((s) => s.id)).toEqual(past);
    // Better than the 88 (index 3), worse than the 92 (1), worse than the 90 (2): between 90 and 88.
    const placed = await place(fan, {
      showId: fresh!,
      aboveId: past[2]!,
      belowId: past[3]!,
      score: 88,
    });
    expect(placed).toEqual({ rank: 4, total: 8, previousRank: 5, score: 88 });
    expect((await idsOf(fan)).indexOf(fresh!)).toBe(3);
    expect(await counterMismatches(t.db, { users: [fan.user.id] })).toEqual([]);
  });
});
