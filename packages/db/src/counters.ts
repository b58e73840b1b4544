import { sql, type Kysely, type QueryCreator } from 'kysely';
import { isPostgres } from './migrations/helpers';
import type { DB, ShowRow, Handle } from './schema';
import { lockInOrder, movedBy } from './counter-moves';
import { addToUserStats, showCounts, takeFromUserStats, type StatCounts } from './user-stats';

// How the counters screens read at a glance move with each write: how a
// single show moves them (countShow), the artists' counters in a set order
// (countArtists), and how an account's shows leave them (uncountUserShows).
// What each counter counts, as a recount of its rows, and the bulk rebuild
// and the check built on it, are in recounts.ts. Follow, like and comment
// counters move with their rows in follows.queries.ts and social.queries.ts.

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
  const counts = showCounts(show.score);
  const owner = (db: QueryCreator<DB>) =>
    db
      .updateTable('users')
      .set(movedBy({ shows_count: sign }))
      .where('id', '=', show.user_id);
  const stats = [
    ['user_artist_stats', show.artist_id],
    ['user_city_stats', show.city_id],
  ] as const;
  const added = (db: QueryCreator<DB>, [table, id]: (typeof stats)[number]) =>
    addToUserStats(db, table, show.user_id, [[id, counts]]).returning('scored_count');

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
      const { scored_count: now } =
        sign === 1
          ? await added(trx, stat).executeTakeFirstOrThrow()
          : await takeFromUserStats(trx, stat[0], show.user_id, stat[1], counts);
      if (stat[0] === 'user_artist_stats') scoredNow = now;
    }
  }
  // A user becomes a fan of the artist with their first scored show of it,
  // and stops being one when the last goes.
  const fans = counts.scored_count === 1 && scoredNow === (sign === 1 ? 1 : 0) ? sign : 0;
  return {
    artistId: show.artist_id,
    shows: sign,
    scoreSum: sign * counts.score_sum,
    scored: sign * counts.scored_count,
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
    .set(movedBy({ shows_count: shows.length }))
    .where('id', '=', userId)
    .execute();
  const sums = (key: (s: (typeof shows)[number]) => number) => {
    const by = new Map<number, StatCounts>();
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
  await addToUserStats(
    trx,
    'user_city_stats',
    userId,
    sums((s) => s.city_id),
  ).execute();
  const now = await addToUserStats(trx, 'user_artist_stats', userId, byArtist)
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
    .set(
      movedBy({
        show_count: c.shows,
        score_sum: c.scoreSum,
        scored_count: c.scored,
        ...(c.fans === 0 ? {} : { fan_count: c.fans }),
      }),
    )
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
 * countArtists for many artists in two statements (an import batch): their
 * rows locked in artist order first on PostgreSQL (as countArtists takes
 * them one by one, so two writes never wait for each other crosswise), then
 * one update whose CASE gives each artist its own change. The lock is FOR NO
 * KEY UPDATE, the one the update itself takes: FOR UPDATE would also wait
 * for the KEY SHARE locks that other transactions' new shows hold on their
 * artists through the foreign key, and two imports of the same artists
 * would wait for each other crosswise.
 */
export async function countArtistsAtOnce(
  trx: Handle,
  counts: readonly ArtistCount[],
): Promise<void> {
  const list = artistCountsInOrder(counts);
  if (list.length <= 1) return countArtists(trx, list);
  const ids = list.map((c) => c.artistId);
  await lockInOrder(trx, 'artists', ids, { noKey: true });
  const by = (field: keyof Omit<ArtistCount, 'artistId'>) =>
    sql<number>`case ${sql.ref('id')} ${sql.join(
      list.map((c) => sql`when ${c.artistId} then cast(${c[field]} as integer)`),
      sql` `,
    )} else 0 end`;
  await trx
    .updateTable('artists')
    .set(
      movedBy({
        show_count: by('shows'),
        score_sum: by('scoreSum'),
        scored_count: by('scored'),
        fan_count: by('fans'),
      }),
    )
    .where('id', 'in', ids)
    .execute();
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
      .set(
        movedBy({
          show_count: -s.show_count,
          score_sum: -s.score_sum,
          scored_count: -s.scored_count,
          fan_count: s.scored_count > 0 ? -1 : 0,
        }),
      )
      .where('id', '=', s.artist_id)
      .execute();
  }
}
