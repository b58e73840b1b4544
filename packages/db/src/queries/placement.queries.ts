import { sql } from 'kysely';
import type { Handle } from '../schema';
import { ownerView, ownShows } from '../visibility';

// "Which was better?": what placing a show against its owner's
// past shows reads and writes, all of it within the owner's own shows. The
// window itself is a page of their ranking (rankedShowsPage).

/** How many ranked shows the owner has: ranks are 1..n, so the last one, off (user_id, rank). */
export async function rankedCountOf(db: Handle, userId: number): Promise<number> {
  const row = await ownShows(db, ownerView(userId))
    .select((eb) => eb.fn.max('rank').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/** What a placement checks of the shows a slot lies between. */
export interface SlotShow {
  id: number;
  score: number | null;
  rank: number | null;
}

/** The owner's shows among `ids` (someone else's are not there), with their rank and score. */
export function ownSlotShows(
  db: Handle,
  userId: number,
  ids: readonly number[],
): Promise<SlotShow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ownShows(db, ownerView(userId))
    .select(['shows.id', 'shows.score', 'shows.rank'])
    .where('shows.id', 'in', [...ids])
    .execute();
}

/**
 * The owner's ranked shows of one score with their tie order, in ranking
 * order: the group whose tie order a placement renumbers. A range of
 * shows_user_order_idx.
 */
export function scoreGroupOf(
  db: Handle,
  userId: number,
  score: number,
): Promise<{ id: number; tie_order: number }[]> {
  return ownShows(db, ownerView(userId))
    .select(['shows.id', 'shows.tie_order'])
    .where('shows.score', '=', score)
    .orderBy('shows.tie_order', 'desc')
    .orderBy('shows.date', 'desc')
    .orderBy('shows.created_at', 'desc')
    .orderBy('shows.id', 'desc')
    .execute();
}

/** Writes the tie orders of some of the owner's shows, in one statement. */
export async function setTieOrders(
  trx: Handle,
  userId: number,
  orders: readonly { id: number; tieOrder: number }[],
): Promise<void> {
  if (orders.length === 0) return;
  const cases = sql.join(
    orders.map((o) => sql`when ${sql.ref('id')} = ${o.id} then ${o.tieOrder}`),
    sql` `,
  );
  await trx
    .updateTable('shows')
    .set({ tie_order: sql<number>`case ${cases} else ${sql.ref('tie_order')} end` })
    .where('user_id', '=', userId)
    .where(
      'id',
      'in',
      orders.map((o) => o.id),
    )
    .execute();
}
