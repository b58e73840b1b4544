import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import { rankShows } from '@gigrank/domain';
import type { DB } from './schema';
import type { PlacedShow } from './queries/show-writes.queries';

type Handle = Kysely<DB> | Transaction<DB>;

/**
 * Puts one show at its place in its owner's ranking, keeping ranks 1..n
 * without gaps. The order is packages/domain's `compareShowsForRank`
 * (DECISIONS.md: score, highest first, unscored last; ties to the later show
 * date, then the later entry, then the higher id), written here as counts of
 * the shows ahead in shows_user_order_idx; `ranking.test.ts` proves the two
 * equal over generated shows. The show's row already holds its new fields;
 * `show.rank` is its rank before the change (null for a new show). Only the
 * shows between the old and the new place move, in two statements.
 */
export async function placeShow(trx: Handle, show: PlacedShow): Promise<void> {
  if (show.rank !== null) await closeRankGap(trx, show.user_id, show.rank);

  const mine = (eb: ExpressionBuilder<DB, 'shows'>) =>
    eb
      .selectFrom('shows')
      .select((s) => s.fn.countAll<number>().as('n'))
      .where('user_id', '=', show.user_id);
  // Ahead: a better score (any score beats none), or the same score and a later
  // date, or the same date and a later entry (created_at, then id).
  const sameScore = (eb: ExpressionBuilder<DB, 'shows'>) =>
    show.score === null ? eb('score', 'is', null) : eb('score', '=', show.score);
  const { better, laterDate, laterEntry, laterId } = await trx
    .selectNoFrom((eb) => [
      mine(eb)
        .where((w) =>
          show.score === null ? w('score', 'is not', null) : w('score', '>', show.score),
        )
        .as('better'),
      mine(eb)
        .where((w) => w.and([sameScore(w), w('date', '>', show.date)]))
        .as('laterDate'),
      mine(eb)
        .where((w) =>
          w.and([sameScore(w), w('date', '=', show.date), w('created_at', '>', show.created_at)]),
        )
        .as('laterEntry'),
      mine(eb)
        .where((w) =>
          w.and([
            sameScore(w),
            w('date', '=', show.date),
            w('created_at', '=', show.created_at),
            w('id', '>', show.id),
          ]),
        )
        .as('laterId'),
    ])
    .executeTakeFirstOrThrow();
  const rank = 1 + Number(better) + Number(laterDate) + Number(laterEntry) + Number(laterId);

  await trx
    .updateTable('shows')
    .set((eb) => ({ rank: eb('rank', '+', 1) }))
    .where('user_id', '=', show.user_id)
    .where('rank', '>=', rank)
    .where('id', '!=', show.id)
    .execute();
  await trx.updateTable('shows').set({ rank }).where('id', '=', show.id).execute();
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
 * comparator (for tests: scans every show).
 */
export async function rankMismatches(db: Handle): Promise<string[]> {
  const shows = await db
    .selectFrom('shows')
    .select(['id', 'user_id', 'score', 'date', 'created_at', 'rank'])
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
    for (const s of rankShows(own.map((row) => ({ ...row, createdAt: row.created_at })))) {
      if (stored.get(s.id) !== s.rank) {
        problems.push(`user ${userId} show ${s.id} rank ${stored.get(s.id)} != ${s.rank}`);
      }
    }
  }
  return problems;
}
