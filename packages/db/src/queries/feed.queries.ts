import { sql } from 'kysely';
import type { Show } from '@gigrank/domain';
import type { Handle } from '../schema';
import { feedShows, type Viewer } from '../visibility';
import { hydrateShows, showListQuery, type ShowListRow } from './shows.queries';

// The feeds' entries: the shows marked in_feed. An imported show, or one
// dated more than FEED_MAX_SHOW_AGE_DAYS before it was logged, stays out; an
// import enters once, as one of its shows carrying how many it brought
// (feed_import_count: "Lena imported 20 shows"). The Everyone feed is here;
// the Following feed merges per-person ranges of the same entries
// (following.queries.ts).

/**
 * The 1 of `shows.in_feed = 1`, written into the SQL rather than bound: the
 * statement then matches the predicate of the entries' partial indexes
 * (shows_feed_idx, shows_user_feed_idx, migration 0017) in every plan, a
 * prepared statement's generic plan included.
 */
export const FEED_ENTRY = sql.lit(1);

/**
 * Feed entries hydrated as shows: an import's entry carries how many shows
 * it brought (`importedShows`), which a feed shows instead of the show.
 */
export async function hydrateFeedEntries(db: Handle, rows: ShowListRow[]): Promise<Show[]> {
  const shows = await hydrateShows(db, rows, 'card');
  return shows.map((show, i) => {
    const count = rows[i]!.feed_import_count;
    return count === null ? show : { ...show, importedShows: count };
  });
}

/**
 * The activity feed: the newest entries first, `limit` below the show id
 * `before`: a range of shows_feed_idx, each entry checked by feedShows.
 */
export async function feedPage(
  db: Handle,
  viewer: Viewer,
  limit: number,
  before: number | undefined,
): Promise<Show[]> {
  const rows = await showListQuery(db, viewer, feedShows)
    .where('shows.in_feed', '=', FEED_ENTRY)
    .orderBy('shows.id', 'desc')
    .limit(limit)
    .$if(before !== undefined, (q) => q.where('shows.id', '<', before!))
    .execute();
  return hydrateFeedEntries(db, rows);
}
