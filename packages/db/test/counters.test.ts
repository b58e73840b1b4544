/**
 * counters.ts is the one definition of every counter: a show's writes move
 * them, rebuildCounters sets them from the rows, and counterMismatches finds
 * any that drifted (and any stored rank that differs from the domain's
 * comparator). Each part is checked against the others here.
 */
import { describe, expect, it } from 'vitest';
import { countShow, counterMismatches, insertShowRow, placeShow, rebuildCounters } from '../src';
import { userArtistCity, useUnseededDatabase } from './test-rows';

const t = useUnseededDatabase();

const now = '2026-01-01T00:00:00.000Z';

async function logShow(userId: number, artistId: number, cityId: number, score: number | null) {
  await t.db.transaction().execute(async (trx) => {
    const show = await insertShowRow(trx, {
      user_id: userId,
      artist_id: artistId,
      city_id: cityId,
      venue: null,
      date: '2025-06-01',
      companion: null,
      favorite_song: null,
      notes: null,
      score,
      rating: null,
      created_at: now,
      photos_count: 0,
      in_feed: 1,
    });
    const artistCount = await countShow(trx, show, 1);
    await placeShow(trx, show, [artistCount]);
  });
}

describe('counters', () => {
  it('move with each show, are found when they drift, and are rebuilt from the rows', async () => {
    const { user, artist, city } = await userArtistCity(t.db, 'Counter', now);
    for (const score of [90, 40, null, 90]) await logShow(user.id, artist.id, city.id, score);
    expect(await counterMismatches(t.db)).toEqual([]);

    // Drift: a user counter, a show counter, an artist counter and a rank.
    await t.db.updateTable('users').set({ shows_count: 7 }).execute();
    await t.db.updateTable('shows').set({ likes_count: 3 }).where('score', '=', 40).execute();
    await t.db.updateTable('artists').set({ fan_count: 5 }).where('id', '=', artist.id).execute();
    await t.db.updateTable('shows').set({ rank: 9 }).where('score', 'is', null).execute();
    const problems = await counterMismatches(t.db);
    expect(problems.some((p) => p.startsWith(`user ${user.id} shows 7`))).toBe(true);
    expect(problems.some((p) => /^show \d+ likes 3 != 0$/.test(p))).toBe(true);
    expect(problems.some((p) => p.startsWith(`artist ${artist.id}:`))).toBe(true);
    expect(problems.some((p) => p.includes('rank 9 != null'))).toBe(true);
    // Scoped to the user, the check finds the same (their artist included); to nobody, none.
    expect((await counterMismatches(t.db, { users: [user.id] })).sort()).toEqual(problems.sort());
    expect(await counterMismatches(t.db, { users: [] })).toEqual([]);

    // The bulk rebuild sets every counter from the rows (ranks are not counters).
    await t.db.updateTable('shows').set({ rank: null }).where('score', 'is', null).execute();
    await t.db.transaction().execute((trx) => rebuildCounters(trx));
    expect(await counterMismatches(t.db)).toEqual([]);
    const stored = await t.db
      .selectFrom('artists')
      .select(['show_count', 'scored_count', 'score_sum', 'fan_count'])
      .where('id', '=', artist.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ show_count: 4, scored_count: 3, score_sum: 220, fan_count: 1 });
  });
});
