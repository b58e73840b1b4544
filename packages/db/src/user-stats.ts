import type { InsertQueryBuilder, InsertResult, QueryCreator } from 'kysely';
import { excluded, movedBy } from './counter-moves';
import type { DB, Handle } from './schema';

// A user's statistics per artist, city, venue and festival: one row per user
// and key, each counting the user's shows there, their scores' sum and how
// many are scored. Every write of them goes through the two statements here
// (countShow and countNewShows in counters.ts, their place counterparts in
// place-counters.ts), so the four tables move alike.

/** Each statistics table with the column it counts per user. */
const USER_STATS = {
  user_artist_stats: 'artist_id',
  user_city_stats: 'city_id',
  user_venue_stats: 'venue_id',
  user_festival_stats: 'festival_id',
} as const;

export type UserStatsTable = keyof typeof USER_STATS;

/** What some shows add to (or take from) one statistics row. */
export interface StatCounts {
  show_count: number;
  score_sum: number;
  scored_count: number;
}

/** A show's counts: one show, its score, and whether it has one. */
export const showCounts = (score: number | null): StatCounts => ({
  show_count: 1,
  score_sum: score ?? 0,
  scored_count: score === null ? 0 : 1,
});

/**
 * Adds shows to a user's rows of one statistics table, a row per key
 * (inserted, or added to when it exists), in one statement: the caller adds
 * what it returns and runs it (or puts it in a WITH).
 */
export function addToUserStats<T extends UserStatsTable>(
  db: QueryCreator<DB>,
  table: T,
  userId: number,
  rows: readonly (readonly [id: number, counts: StatCounts])[],
): InsertQueryBuilder<DB, T, InsertResult> {
  const t = table as 'user_artist_stats';
  const key = USER_STATS[table] as 'artist_id';
  return db
    .insertInto(t)
    .values(rows.map(([id, counts]) => ({ user_id: userId, [key]: id, ...counts })))
    .onConflict((oc) =>
      oc
        .columns(['user_id', key])
        .doUpdateSet(movedBy(excluded(['show_count', 'score_sum', 'scored_count']), t)),
    ) as unknown as InsertQueryBuilder<DB, T, InsertResult>;
}

/**
 * Takes shows out of a user's row of one statistics table, and deletes the
 * row once it counts no show. Returns what the row counts now (0 shows when
 * it is gone).
 */
export async function takeFromUserStats(
  trx: Handle,
  table: UserStatsTable,
  userId: number,
  id: number,
  counts: StatCounts,
): Promise<Pick<StatCounts, 'show_count' | 'scored_count'>> {
  const t = table as 'user_artist_stats';
  const key = USER_STATS[table] as 'artist_id';
  const now = await trx
    .updateTable(t)
    .set(
      movedBy({
        show_count: -counts.show_count,
        score_sum: -counts.score_sum,
        scored_count: -counts.scored_count,
      }),
    )
    .where('user_id', '=', userId)
    .where(key, '=', id)
    .returning(['show_count', 'scored_count'])
    .executeTakeFirstOrThrow();
  if (now.show_count <= 0) {
    await trx.deleteFrom(t).where('user_id', '=', userId).where(key, '=', id).execute();
  }
  return now;
}
