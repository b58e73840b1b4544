/**
 * The profile's figures are computed from indexes, not from whole lists; they
 * must equal the plain definitions. The leaderboard's pages and each user's
 * global rank follow one order (shows, then followers, then earliest sign-up,
 * then id), ties included: the pages walk the leaderboard index, and global
 * rank is counted from index ranges, not read from a sorted list, stopping at
 * the top 1000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANK_DISPLAY_LIMIT, addDays, streakWeeks } from '@gigrank/domain';
import { EVERYONE, userLeaderboardPage } from '@gigrank/db';
import { createTestDatabase, type TestDatabase } from '@gigrank/db/testing';
import { findUserRow, globalRankOf, streakOf } from '../../src/modules/users/users.service';

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

describe('the user leaderboard and globalRankOf', () => {
  it('list and count the leaderboard order, ties included, up to 1000', async () => {
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

    // The leaderboard's pages, one after another, list the same order.
    const listed: number[] = [];
    for (let offset: number | null = 0; offset !== null && listed.length < RANK_DISPLAY_LIMIT;) {
      const page = await userLeaderboardPage(db, EVERYONE, 250, offset);
      listed.push(...page.users.map((u) => u.id));
      offset = page.nextOffset;
    }
    expect(listed.slice(0, RANK_DISPLAY_LIMIT)).toEqual(
      order.slice(0, RANK_DISPLAY_LIMIT).map((u) => u.id),
    );

    // Every user around each tie boundary, the 1000 edge and a sample of the rest.
    const checked = all.filter((_, i) => i % 7 === 0 || i < 50);
    checked.push(...(order.slice(RANK_DISPLAY_LIMIT - 3, RANK_DISPLAY_LIMIT + 3) as typeof all));
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

describe('streakOf', () => {
  it('equals the plain week count over every date, across pages of dates', async () => {
    const { db } = database;
    const next = generator(11);
    const now = new Date('2026-11-22T12:00:00Z'); // a Sunday
    const today = '2026-11-22';
    const [artist] = await db.selectFrom('artists').select('id').limit(1).execute();
    const [city] = await db.selectFrom('cities').select('id').limit(1).execute();
    for (let round = 0; round < 12; round++) {
      // Streaks of several lengths, some starting last week, with many shows per
      // week (so the 400-date pages end mid-streak) and gaps.
      const weeks = round >= 6 ? 40 + next(80) : next(3) === 0 ? 0 : 1 + next(10);
      const skipThisWeek = next(2) === 0;
      const dates: string[] = [];
      for (let w = skipThisWeek ? 1 : 0; w < weeks; w++) {
        for (let k = 0; k < 1 + next(round >= 6 ? 16 : 4); k++)
          dates.push(addDays(today, -7 * w - next(7)));
      }
      // Older shows beyond a gap, and one in the future that must not count.
      for (let k = 0; k < next(20); k++) dates.push(addDays(today, -7 * (weeks + 2) - next(300)));
      dates.push(addDays(today, 3));
      const username = `streak_${round}`;
      const user = await db
        .insertInto('users')
        .values({
          username,
          username_key: username,
          display_name: username,
          password_hash: 'x',
          created_at: now.toISOString(),
          shows_count: dates.length,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let i = 0; i < dates.length; i += 300) {
        await db
          .insertInto('shows')
          .values(
            dates.slice(i, i + 300).map((date) => ({
              user_id: user.id,
              artist_id: artist!.id,
              city_id: city!.id,
              date,
              score: 50,
              rating: 'liked',
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })),
          )
          .execute();
      }
      const row = (await findUserRow(db, user.id))!;
      const want = streakWeeks(
        dates.filter((d) => d <= today),
        today,
      );
      expect(await streakOf(db, row, now), `round ${round}, ${weeks} weeks`).toBe(want);
    }
  });
});
