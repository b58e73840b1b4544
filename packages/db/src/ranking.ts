import { sql, type ExpressionBuilder, type Kysely, type QueryCreator } from 'kysely';
import { rankShows } from '@gigrank/domain';
import { artistCountUpdate, artistCountsInOrder, countArtists, type ArtistCount } from './counters';
import { isPostgres } from './migrations/helpers';
import type { DB, Handle } from './schema';
import type { PlacedShow } from './queries/show-writes.queries';

/**
 * Puts one show at its place in its owner's ranking, keeping ranks 1..n
 * without gaps. The order is packages/domain's `compareShowsForRank`
 * (DECISIONS.md: score, highest first, unscored last; ties to the owner's
 * tie order (their "Which was better?" answers), then the later show date,
 * then the later entry, then the higher id), written here as counts of
 * the shows ahead in shows_user_order_idx; `ranking.test.ts` proves the two
 * equal over generated shows. The show's row already holds its new fields;
 * `show.rank` is its rank before the change (null for a new show). Only the
 * shows between the old and the new place move: the shows from its new rank
 * on move down one, and it takes that rank, counted in each statement from
 * fields neither changes (no round trip to read it in between), then the
 * artists' counters move (`artistCounts`, from countShow): one statement on
 * PostgreSQL for one artist, three on SQLite (and the rank gap closed first
 * when the show had a place).
 */
export async function placeShow(
  trx: Handle,
  show: PlacedShow,
  artistCounts: readonly ArtistCount[] = [],
): Promise<void> {
  if (show.rank !== null) await closeRankGap(trx, show.user_id, show.rank);
  // An unscored show (imported, not yet rated) has no place until it is scored.
  if (show.score === null) {
    if (show.rank !== null) {
      await trx.updateTable('shows').set({ rank: null }).where('id', '=', show.id).execute();
    }
    await countArtists(trx, artistCountsInOrder(artistCounts));
    return;
  }

  const mine = (eb: ExpressionBuilder<DB, 'shows'>) =>
    eb
      .selectFrom('shows')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('user_id', '=', show.user_id);
  // Ahead: a better score, or the same score and a higher tie order, or the
  // same tie order and a later date, or the same date and a later entry
  // (created_at, then id). Unscored shows have no rank.
  const score = show.score;
  const tie = show.tie_order;
  const sameScore = (eb: ExpressionBuilder<DB, 'shows'>) => eb('score', '=', score);
  const sameTie = (eb: ExpressionBuilder<DB, 'shows'>) =>
    eb.and([sameScore(eb), eb('tie_order', '=', tie)]);
  const rank = (eb: ExpressionBuilder<DB, 'shows'>) =>
    sql<number>`1 + ${mine(eb).where((w) => w('score', '>', score))} + ${mine(eb).where((w) =>
      w.and([sameScore(w), w('tie_order', '>', tie)]),
    )} + ${mine(eb).where((w) => w.and([sameTie(w), w('date', '>', show.date)]))} + ${mine(
      eb,
    ).where((w) =>
      w.and([sameTie(w), w('date', '=', show.date), w('created_at', '>', show.created_at)]),
    )} + ${mine(eb).where((w) =>
      w.and([
        sameTie(w),
        w('date', '=', show.date),
        w('created_at', '=', show.created_at),
        w('id', '>', show.id),
      ]),
    )}`;

  const shift = (db: QueryCreator<DB>) =>
    db
      .updateTable('shows')
      .set((eb) => ({ rank: eb('rank', '+', 1) }))
      .where('user_id', '=', show.user_id)
      .where((eb) => eb('rank', '>=', rank(eb)))
      .where('id', '!=', show.id);
  const take = (db: QueryCreator<DB>) =>
    db
      .updateTable('shows')
      .set((eb) => ({ rank: rank(eb) }))
      .where('id', '=', show.id);
  const artists = artistCountsInOrder(artistCounts);
  // PostgreSQL, one artist (an add, or an edit that kept it): one
  // statement, the last of the transaction, that moves the artist's counters
  // once the shows have moved. Data-modifying CTEs run in no set order: the
  // artist's update reads their counts first (computed before any artist
  // row is touched), so a popular artist's row is never locked while a busy
  // user's thousands of shows move down one rank.
  const one = artists.length === 1 ? artists[0]! : undefined;
  if (one && isPostgres(trx as Kysely<unknown>)) {
    const batch = trx
      .with('shifted', (db) => shift(db as unknown as QueryCreator<DB>).returning('id'))
      .with('placed', (db) => take(db as unknown as QueryCreator<DB>).returning('id'));
    await artistCountUpdate(batch as unknown as QueryCreator<DB>, one)
      .where(sql<boolean>`(select count(*) from shifted) + (select count(*) from placed) >= 0`)
      .execute();
    return;
  }
  await shift(trx).execute();
  await take(trx).execute();
  await countArtists(trx, artists);
}

/**
 * Makes this transaction the only one changing `userId`'s shows until it
 * ends, before it reads any of them: on PostgreSQL, by locking the user's
 * row (a write that read a show, its rank or counts first could act on what
 * a concurrent write of the same user changes); SQLite's write transactions
 * are one at a time already. An added show needs no call: countShow writes
 * the user's row before its place is counted.
 */
export async function lockUserShows(trx: Handle, userId: number): Promise<void> {
  if (!isPostgres(trx as Kysely<unknown>)) return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * Numbers all of a user's scored shows 1..n again in one statement (a
 * window over their shows), writing only the ranks that differ: for a write
 * that adds many shows at once (an import batch), where placing each in turn
 * would move the shows below it once per show. The order is placeShow's.
 */
export async function rerankUser(trx: Handle, userId: number): Promise<void> {
  const ranked = trx
    .selectFrom('shows')
    .select((eb) => [
      'id',
      eb.fn
        .agg<number>('row_number')
        .over((ob) =>
          ob
            .orderBy('score', 'desc')
            .orderBy('tie_order', 'desc')
            .orderBy('date', 'desc')
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc'),
        )
        .as('n'),
    ])
    .where('user_id', '=', userId)
    .where('score', 'is not', null)
    .as('ranked');
  await trx
    .updateTable('shows')
    .from(ranked)
    .set((eb) => ({ rank: eb.ref('ranked.n') }))
    .whereRef('shows.id', '=', 'ranked.id')
    .where((eb) =>
      eb.or([eb('shows.rank', 'is', null), eb('shows.rank', '!=', eb.ref('ranked.n'))]),
    )
    .execute();
}

/** The shows ranked below a removed or moving show move up one place. */
export async function closeRankGap(trx: Handle, userId: number, rank: number): Promise<void> {
  await trx
    .updateTable('shows')
    .set((eb) => ({ rank: eb('rank', '-', 1) }))
    .where('user_id', '=', userId)
    .where('rank', '>', rank)
    .execute();
}

/**
 * Every stored rank that differs from a full re-sort by the domain's
 * comparator (for tests: scans every show, or those of `users`).
 */
export async function rankMismatches(db: Handle, users?: readonly number[]): Promise<string[]> {
  const shows = await db
    .selectFrom('shows')
    .select(['id', 'user_id', 'score', 'tie_order', 'date', 'created_at', 'rank'])
    .$if(users !== undefined, (q) => q.where('user_id', 'in', [...users!, 0]))
    .orderBy('user_id')
    .execute();
  const byUser = new Map<number, typeof shows>();
  for (const s of shows) {
    const own = byUser.get(s.user_id) ?? [];
    own.push(s);
    byUser.set(s.user_id, own);
  }
  const problems: string[] = [];
  for (const [userId, own] of byUser) {
    const stored = new Map(own.map((s) => [s.id, s.rank]));
    for (const s of rankShows(
      own.map((row) => ({ ...row, createdAt: row.created_at, tieOrder: row.tie_order })),
    )) {
      if (stored.get(s.id) !== s.rank) {
        problems.push(`user ${userId} show ${s.id} rank ${stored.get(s.id)} != ${s.rank}`);
      }
    }
  }
  return problems;
}
