import type { Show } from '@gigrank/domain';
import type { Handle } from '../schema';
import { ownerView, ownShows } from '../visibility';
import { hydrateShows, showListQuery } from './shows.queries';

// Lists of one owner's own shows that only the owner reads: the rating
// queue of unscored shows, and every show for the export.

/**
 * The owner's unscored shows (imported, to rate in the queue), newest show
 * date first, after the show `after` when given (the queue's Skip), with
 * how many there are in all.
 */
export async function unscoredShowsOf(
  db: Handle,
  userId: number,
  page: { limit: number; after?: number },
): Promise<{ shows: Show[]; total: number }> {
  const after =
    page.after === undefined
      ? undefined
      : await ownShows(db, ownerView(userId))
          .select(['id', 'date'])
          .where('id', '=', page.after)
          .executeTakeFirst();
  const rows = await showListQuery(db, ownerView(userId), ownShows)
    .where('shows.score', 'is', null)
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb.or([
          eb('shows.date', '<', after!.date),
          eb.and([eb('shows.date', '=', after!.date), eb('shows.id', '<', after!.id)]),
        ]),
      ),
    )
    .orderBy('shows.date', 'desc')
    .orderBy('shows.id', 'desc')
    .limit(page.limit)
    .execute();
  const { total } = await ownShows(db, ownerView(userId))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('score', 'is', null)
    .executeTakeFirstOrThrow();
  return { shows: await hydrateShows(db, rows, 'whole'), total: Number(total) };
}

/**
 * Every show of the owner (their export): ranked ones in rank order, then
 * the unscored ones, newest show date first.
 */
export async function allShowsOfOwner(db: Handle, userId: number): Promise<Show[]> {
  const rows = await showListQuery(db, ownerView(userId), ownShows)
    .orderBy((eb) => eb('shows.rank', 'is', null))
    .orderBy('shows.rank')
    .orderBy('shows.date', 'desc')
    .orderBy('shows.id', 'desc')
    .execute();
  return hydrateShows(db, rows, 'whole');
}
