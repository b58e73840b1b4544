import type { Show } from '@gigrank/domain';
import type { Handle } from '../schema';
import { feedFollowees, feedShows, type Viewer } from '../visibility';
import { FEED_ENTRY, hydrateFeedEntries } from './feed.queries';
import { showListQuery } from './shows.queries';

// The Following feed: the feed entries (feed.queries.ts) of the people a
// viewer follows, newest first, as a merge of index ranges, not a fan-out.
//
// Why a merge: a fan-out table (one row per follower per show) costs a
// popular poster's whole audience on every show and, over the 1M-show seed
// where follows lean on a few popular users who also post most, ~10^8 rows.
// The merge reads per followee only the newest entry below the cursor
// (shows_user_feed_idx, one index seek each), keeps the PAGE followees
// whose newest entries are newest (only they can hold the page), and reads
// at most PAGE entries of each from the same index, down to the newest
// entry of the PAGE-th of them (below it, PAGE entries already exist).
// Rows read: one seek per followee plus at most PAGE x PAGE index entries,
// whatever the followees have logged; then the page is hydrated.

/**
 * The viewer's feed followees (visibility.ts feedFollowees) with their newest
 * feed entry below `before`: one seek of shows_user_feed_idx each.
 */
async function followeeHeads(
  db: Handle,
  viewer: Viewer & { id: number },
  before: number | undefined,
): Promise<{ followee: number; head: number }[]> {
  const rows = await feedFollowees(db, viewer.id)
    .select((eb) =>
      eb
        .selectFrom('shows')
        .select('shows.id')
        .whereRef('shows.user_id', '=', eb.ref('follows.followee_id'))
        .where('shows.in_feed', '=', FEED_ENTRY)
        .$if(before !== undefined, (q) => q.where('shows.id', '<', before!))
        .orderBy('shows.id', 'desc')
        .limit(1)
        .as('head'),
    )
    .execute();
  return rows.flatMap((r) =>
    r.head === null || r.head === undefined
      ? []
      : [{ followee: r.followee_id, head: Number(r.head) }],
  );
}

/**
 * A page of the viewer's Following feed: at most `limit` feed entries of the
 * people they follow, newest first, below the show id `before`; `nextBefore`
 * continues it (null at the end).
 */
export async function followingFeedPage(
  db: Handle,
  viewer: Viewer & { id: number },
  limit: number,
  before: number | undefined,
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  const heads = (await followeeHeads(db, viewer, before)).sort((a, b) => b.head - a.head);
  if (heads.length === 0) return { shows: [], nextBefore: null };
  const contributors = heads.slice(0, limit);
  // With `limit` followees, the page's last entry is no older than the
  // limit-th head: `limit` entries (the heads) are at least that new.
  const floor = heads.length >= limit ? contributors.at(-1)!.head : undefined;
  const ranges = contributors.map((c) =>
    db
      .selectFrom(
        db
          .selectFrom('shows')
          .select('shows.id')
          .where('shows.user_id', '=', c.followee)
          .where('shows.in_feed', '=', FEED_ENTRY)
          .where('shows.id', '<=', c.head)
          .$if(floor !== undefined, (q) => q.where('shows.id', '>=', floor!))
          .orderBy('shows.id', 'desc')
          .limit(limit)
          .as('r'),
      )
      .select('r.id'),
  );
  const [first, ...rest] = ranges;
  const merged = rest.reduce((q, r) => q.unionAll(r), first!);
  const pageIds = (
    await db
      .selectFrom(merged.as('m'))
      .select('m.id')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => Number(r.id));
  const rows = pageIds.length
    ? await showListQuery(db, viewer, feedShows)
        .where('shows.id', 'in', pageIds)
        .orderBy('shows.id', 'desc')
        .execute()
    : [];
  // A full page may have more behind it (a next page that finds none ends the feed).
  return {
    shows: await hydrateFeedEntries(db, rows),
    nextBefore: pageIds.length === limit ? pageIds.at(-1)! : null,
  };
}

/** The ids of the people whose shows make the viewer's Following feed (what a cached page depends on). */
export async function feedFolloweeIds(db: Handle, viewerId: number): Promise<number[]> {
  return (await feedFollowees(db, viewerId).execute()).map((r) => r.followee_id);
}
