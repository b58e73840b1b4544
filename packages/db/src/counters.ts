import type { Kysely, QueryCreator, Transaction } from 'kysely';
import { isPostgres } from './migrations/helpers';
import type { DB, ShowRow } from './schema';

// How the counters screens read at a glance move with each write: how a
// single show moves them (countShow), the artists' counters in a set order
// (countArtists), and how an account's shows leave them (uncountUserShows).
// What each counter counts, as a recount of its rows, and the bulk rebuild
// and the check built on it, are in recounts.ts. Follow, like and comment
// counters move with their rows in follows.queries.ts and social.queries.ts.

type Handle = Kysely<DB> | Transaction<DB>;

type CountedShow = Pick<ShowRow, 'user_id' | 'artist_id' | 'city_id' | 'score'>;

/**
 * What a show entering (+1) or leaving (-1) changes in its artist's
 * counters, applied by countArtists at the end of the transaction.
 */
export interface ArtistCount {
  artistId: number;
  shows: number;
  scoreSum: number;
  scored: number;
  fans: number;
}

/**
 * Adds (+1) or removes (-1) a show from its owner's counters and
 * statistics, and returns what it changes in its artist's counters, for
 * countArtists (or placeShow) to apply last. The owner's row is written
 * first: on PostgreSQL its lock (held to the commit) makes one user's show
 * writes wait for each other, so a rank computed after it sees every
 * earlier show of theirs (SQLite's write transactions are one at a time
 * anyway). An added show's three writes are one statement on PostgreSQL.
 */
export async function countShow(
  trx: Handle,
  show: CountedShow,
  sign: 1 | -1,
): Promise<ArtistCount> {
  const score = show.score ?? 0;
  const scored = show.score === null ? 0 : 1;
  const owner = (db: QueryCreator<DB>) =>
    db
      .updateTable('users')
      .set((eb) => ({ shows_count: eb('shows_count', '+', sign) }))
      .where('id', '=', show.user_id);
  // The per-user artist and city statistics have the same shape but for their
  // key (typed as the artist's: their columns match apart from the key name).
  const stats = [
    ['user_artist_stats', 'artist_id', show.artist_id],
    ['user_city_stats', 'city_id', show.city_id],
  ] as const;
  const added = (db: QueryCreator<DB>, [table, column, id]: (typeof stats)[number]) => {
    const t = table as 'user_artist_stats';
    const key = column as 'artist_id';
    return db
      .insertInto(t)
      .values({
        user_id: show.user_id,
        [key]: id,
        show_count: 1,
        score_sum: score,
        scored_count: scored,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', key]).doUpdateSet((eb) => ({
          show_count: eb(`${t}.show_count`, '+', 1),
          score_sum: eb(`${t}.score_sum`, '+', score),
          scored_count: eb(`${t}.scored_count`, '+', scored),
        })),
      )
      .returning('scored_count');
  };

  // The user's scored shows of the artist now.
  let scoredNow: number;
  if (sign === 1 && isPostgres(trx as Kysely<unknown>)) {
    ({ scored_count: scoredNow } = await added(
      trx
        .with('owner', (db) => owner(db as unknown as QueryCreator<DB>).returning('id'))
        .with('city', (db) =>
          added(db as unknown as QueryCreator<DB>, stats[1]),
        ) as unknown as QueryCreator<DB>,
      stats[0],
    ).executeTakeFirstOrThrow());
  } else {
    await owner(trx).execute();
    scoredNow = 0;
    for (const stat of stats) {
      let now: number;
      if (sign === 1) ({ scored_count: now } = await added(trx, stat).executeTakeFirstOrThrow());
      else {
        // Lowered, and gone once it counts no show.
        const t = stat[0] as 'user_artist_stats';
        const key = stat[1] as 'artist_id';
        const lowered = await trx
          .updateTable(t)
          .set((eb) => ({
            show_count: eb('show_count', '-', 1),
            score_sum: eb('score_sum', '-', score),
            scored_count: eb('scored_count', '-', scored),
          }))
          .where('user_id', '=', show.user_id)
          .where(key, '=', stat[2])
          .returning(['show_count', 'scored_count'])
          .executeTakeFirstOrThrow();
        now = lowered.scored_count;
        if (lowered.show_count <= 0) {
          await trx
            .deleteFrom(t)
            .where('user_id', '=', show.user_id)
            .where(key, '=', stat[2])
            .execute();
        }
      }
      if (stat[0] === 'user_artist_stats') scoredNow = now;
    }
  }
  // A user becomes a fan of the artist with their first scored show of it,
  // and stops being one when the last goes.
  const fans = scored === 1 && scoredNow === (sign === 1 ? 1 : 0) ? sign : 0;
  return {
    artistId: show.artist_id,
    shows: sign,
    scoreSum: sign * score,
    scored: sign * scored,
    fans,
  };
}

/**
 * countShow for many new shows of one user at once (an import batch): the
 * owner's count moves once, and the per-artist and per-city statistics take
 * one multi-row upsert each, summed per key, instead of three statements per
 * show. Returns the artists' counts for countArtists; a user becomes a fan of
 * an artist when the batch brings their first scored show of it.
 */
export async function countNewShows(
  trx: Handle,
  userId: number,
  shows: readonly Omit<CountedShow, 'user_id'>[],
): Promise<ArtistCount[]> {
  if (shows.length === 0) return [];
  await trx
    .updateTable('users')
    .set((eb) => ({ shows_count: eb('shows_count', '+', shows.length) }))
    .where('id', '=', userId)
    .execute();
  type Sum = { show_count: number; score_sum: number; scored_count: number };
  const sums = (key: (s: (typeof shows)[number]) => number) => {
    const by = new Map<number, Sum>();
    for (const s of shows) {
      const sum = by.get(key(s)) ?? { show_count: 0, score_sum: 0, scored_count: 0 };
      sum.show_count += 1;
      sum.score_sum += s.score ?? 0;
      sum.scored_count += s.score === null ? 0 : 1;
      by.set(key(s), sum);
    }
    // In key order: two batches touching the same rows take them in the same order.
    return [...by].sort(([a], [b]) => a - b);
  };
  const byArtist = sums((s) => s.artist_id);
  const byCity = sums((s) => s.city_id);
  await trx
    .insertInto('user_city_stats')
    .values(byCity.map(([city_id, sum]) => ({ user_id: userId, city_id, ...sum })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'city_id']).doUpdateSet((eb) => ({
        show_count: eb('user_city_stats.show_count', '+', eb.ref('excluded.show_count')),
        score_sum: eb('user_city_stats.score_sum', '+', eb.ref('excluded.score_sum')),
        scored_count: eb('user_city_stats.scored_count', '+', eb.ref('excluded.scored_count')),
      })),
    )
    .execute();
  const now = await trx
    .insertInto('user_artist_stats')
    .values(byArtist.map(([artist_id, sum]) => ({ user_id: userId, artist_id, ...sum })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'artist_id']).doUpdateSet((eb) => ({
        show_count: eb('user_artist_stats.show_count', '+', eb.ref('excluded.show_count')),
        score_sum: eb('user_artist_stats.score_sum', '+', eb.ref('excluded.score_sum')),
        scored_count: eb('user_artist_stats.scored_count', '+', eb.ref('excluded.scored_count')),
      })),
    )
    .returning(['artist_id', 'scored_count'])
    .execute();
  const scoredNow = new Map(now.map((r) => [r.artist_id, r.scored_count]));
  return byArtist.map(([artistId, sum]) => ({
    artistId,
    shows: sum.show_count,
    scoreSum: sum.score_sum,
    scored: sum.scored_count,
    // Scored shows of the artist now are all this batch's: none before it.
    fans: sum.scored_count > 0 && scoredNow.get(artistId) === sum.scored_count ? 1 : 0,
  }));
}

/**
 * What countShow returned, summed per artist (an edit that keeps its artist
 * and score changes nothing), in artist order: two writes touching the same
 * two artists take their rows in the same order.
 */
export function artistCountsInOrder(counts: readonly ArtistCount[]): ArtistCount[] {
  const byArtist = new Map<number, ArtistCount>();
  for (const c of counts) {
    const sum = byArtist.get(c.artistId);
    byArtist.set(
      c.artistId,
      sum
        ? {
            artistId: c.artistId,
            shows: sum.shows + c.shows,
            scoreSum: sum.scoreSum + c.scoreSum,
            scored: sum.scored + c.scored,
            fans: sum.fans + c.fans,
          }
        : c,
    );
  }
  return [...byArtist.values()]
    .filter((c) => c.shows !== 0 || c.scoreSum !== 0 || c.scored !== 0 || c.fans !== 0)
    .sort((a, b) => a.artistId - b.artistId);
}

/** The statement that moves one artist's counters. */
export function artistCountUpdate(db: QueryCreator<DB>, c: ArtistCount) {
  return db
    .updateTable('artists')
    .set((eb) => ({
      show_count: eb('show_count', '+', c.shows),
      score_sum: eb('score_sum', '+', c.scoreSum),
      scored_count: eb('scored_count', '+', c.scored),
      ...(c.fans === 0 ? {} : { fan_count: eb('fan_count', '+', c.fans) }),
    }))
    .where('id', '=', c.artistId);
}

/**
 * Applies what countShow returned to the artists' counters
 * (artistCountsInOrder), as the last statements of the transaction: an
 * artist's row is shared by every fan's writes, so its lock is held for the
 * least time.
 */
export async function countArtists(trx: Handle, counts: readonly ArtistCount[]): Promise<void> {
  for (const c of artistCountsInOrder(counts)) await artistCountUpdate(trx, c).execute();
}

/**
 * Takes every show of a user out of the artist counters at once (account
 * deletion): subtracts the user's per-artist totals. The user's own rows and
 * statistics go with the user (cascade).
 */
export async function uncountUserShows(trx: Handle, userId: number): Promise<void> {
  const perArtist = await trx
    .selectFrom('user_artist_stats')
    .selectAll()
    .where('user_id', '=', userId)
    // (in artist order, as countArtists takes them)
    .orderBy('artist_id')
    .execute();
  for (const s of perArtist) {
    await trx
      .updateTable('artists')
      .set((eb) => ({
        show_count: eb('show_count', '-', s.show_count),
        score_sum: eb('score_sum', '-', s.score_sum),
        scored_count: eb('scored_count', '-', s.scored_count),
        fan_count: eb('fan_count', '-', s.scored_count > 0 ? 1 : 0),
      }))
      .where('id', '=', s.artist_id)
      .execute();
  }
}
