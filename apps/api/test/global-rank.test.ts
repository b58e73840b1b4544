/**
 * Global rank is counted from index ranges, not read from a sorted list: it
 * must still equal each user's position in the leaderboard order (shows,
 * followers, earliest sign-up, id), ties included, and stop at the top 1000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_DISPLAY_LIMIT } from '@gigrank/domain';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { findUserRow, globalRankOf } from '../src/services/users.service';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

/** Deterministic pseudo-random integers, so a failure reproduces. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

describe('globalRankOf', () => {
  it('equals the position in the leaderboard order, ties included, up to 1000', async () => {
    const { db } = database;
    const next = generator(7);
    // Few distinct values, so every tie-break level is exercised.
    const rows = Array.from({ length: RANK_DISPLAY_LIMIT + 400 }, (_, i) => ({
      username: `rank_${i}`,
      username_key: `rank_${i}`,
      display_name: `Rank ${i}`,
      password_hash: 'x',
      created_at: `2026-01-0${1 + next(3)}T00:00:00.000Z`,
      shows_count: next(8) === 0 ? 0 : 1 + next(5),
      followers_count: next(3),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('users')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const all = await db
      .selectFrom('users')
      .select(['id', 'shows_count', 'followers_count', 'created_at'])
      .execute();
    const order = all
      .filter((u) => u.shows_count > 0)
      .sort(
        (a, b) =>
          b.shows_count - a.shows_count ||
          b.followers_count - a.followers_count ||
          (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0) ||
          a.id - b.id,
      );
    expect(order.length).toBeGreaterThan(RANK_DISPLAY_LIMIT);
    const expected = new Map(order.map((u, i) => [u.id, i + 1]));

    // Every user around each tie boundary, the 1000 edge and a sample of the rest.
    const checked = all.filter((_, i) => i % 7 === 0 || i < 50);
    checked.push(...order.slice(RANK_DISPLAY_LIMIT - 3, RANK_DISPLAY_LIMIT + 3) as typeof all);
    for (const u of checked) {
      const row = (await findUserRow(db, u.id))!;
      const want = expected.get(u.id);
      const rank = await globalRankOf(db, row);
      expect(rank, `user ${u.id}`).toBe(
        want !== undefined && want <= RANK_DISPLAY_LIMIT ? want : undefined,
      );
    }
    const last = (await findUserRow(db, order[RANK_DISPLAY_LIMIT - 1]!.id))!;
    expect(await globalRankOf(db, last)).toBe(RANK_DISPLAY_LIMIT);
    const first = (await findUserRow(db, order[RANK_DISPLAY_LIMIT]!.id))!;
    expect(await globalRankOf(db, first)).toBeUndefined();
  });
});
