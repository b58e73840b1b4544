import {
  FESTIVAL_BEST_SETS,
  FESTIVAL_LINEUP_LIMIT,
  FESTIVAL_PHOTOS_LIMIT,
  type FestivalLineupEntry,
  type FestivalSetsPage,
  type Show,
} from '@gigrank/domain';
import type { Handle } from '../schema';
import { ownShows, visibleShows, type Viewer } from '../visibility';
import { average } from './insights.queries';
import { hydrateShows, showListQuery } from './shows.queries';

// A festival's sets: its lineup as rated, its best sets and photos, of the
// sets the viewer may see (visibleShows, showListQuery), and a user's own
// sets there, a page at a time. The festival itself is read in
// festivals.queries.ts.

/**
 * The lineup as Gigrank users rated it, of the sets the viewer may see: per
 * artist, the sets logged, the users who scored theirs and the average (an
 * index range of shows_festival_artist_idx, each set's owner checked by key),
 * most fans first.
 */
export async function lineupOf(
  db: Handle,
  viewer: Viewer,
  festivalId: number,
): Promise<FestivalLineupEntry[]> {
  const rows = await visibleShows(db, viewer)
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .select((eb) => [
      'artists.name',
      eb.fn.countAll<number>().as('sets'),
      eb.fn
        .count<number>(
          eb.case().when('shows.score', 'is not', null).then(eb.ref('shows.user_id')).end(),
        )
        .distinct()
        .as('fans'),
      eb.fn.sum<number>('shows.score').as('score_sum'),
      eb.fn.count<number>('shows.score').as('scored'),
    ])
    .where('shows.festival_id', '=', festivalId)
    .groupBy(['shows.artist_id', 'artists.name'])
    .execute();
  return rows
    .map((r) => ({
      artistName: r.name,
      setCount: Number(r.sets),
      fans: Number(r.fans),
      avgScore: average(Number(r.score_sum ?? 0), Number(r.scored)),
    }))
    .sort(
      (a, b) =>
        b.fans - a.fans ||
        Number(b.avgScore ?? -1) - Number(a.avgScore ?? -1) ||
        a.artistName.localeCompare(b.artistName),
    )
    .slice(0, FESTIVAL_LINEUP_LIMIT);
}

/** The best-rated sets the viewer may see: score, then the newest. */
export async function bestSetsOf(db: Handle, viewer: Viewer, festivalId: number): Promise<Show[]> {
  const rows = await showListQuery(db, viewer)
    .where('shows.festival_id', '=', festivalId)
    .where('shows.score', 'is not', null)
    .orderBy('shows.score', 'desc')
    .orderBy('shows.date', 'desc')
    .orderBy('shows.id', 'desc')
    .limit(FESTIVAL_BEST_SETS)
    .execute();
  return hydrateShows(db, rows, 'card');
}

/** The photos of the sets the viewer may see, best sets first. */
export async function photoSetsOf(db: Handle, viewer: Viewer, festivalId: number): Promise<Show[]> {
  const rows = await showListQuery(db, viewer)
    .where('shows.festival_id', '=', festivalId)
    .where('shows.photos_count', '>', 0)
    .orderBy('shows.score', 'desc')
    .orderBy('shows.id', 'desc')
    .limit(FESTIVAL_PHOTOS_LIMIT)
    .execute();
  return hydrateShows(db, rows, 'card');
}

/**
 * One page of a user's own sets of a festival, best first: the ranked ones in
 * rank order, then the unscored (rank null), newest entry first; `after` is
 * the previous page's last set (a set no longer theirs there ends the list).
 * Walks the user's rank index (then their entry index), so a page reads the
 * user's shows up to its last set, never the whole festival.
 */
export async function mySetsAt(
  db: Handle,
  userId: number,
  festivalId: number,
  limit: number,
  after?: number,
): Promise<FestivalSetsPage> {
  const own = () =>
    showListQuery(db, { id: userId }, ownShows)
      .where('shows.user_id', '=', userId)
      .where('shows.festival_id', '=', festivalId);
  let cursor: { rank: number | null; id: number } | undefined;
  if (after !== undefined) {
    const row = await own().where('shows.id', '=', after).executeTakeFirst();
    if (!row) return { sets: [], nextAfter: null };
    cursor = { rank: row.rank, id: row.id };
  }
  const rows =
    cursor?.rank === null
      ? []
      : await own()
          .where('shows.rank', 'is not', null)
          .$if(cursor !== undefined, (q) => q.where('shows.rank', '>', cursor!.rank!))
          .orderBy('shows.rank', 'asc')
          .orderBy('shows.id', 'desc')
          .limit(limit + 1)
          .execute();
  if (rows.length <= limit) {
    rows.push(
      ...(await own()
        .where('shows.rank', 'is', null)
        .$if(cursor?.rank === null, (q) => q.where('shows.id', '<', cursor!.id))
        .orderBy('shows.id', 'desc')
        .limit(limit + 1 - rows.length)
        .execute()),
    );
  }
  const page = rows.slice(0, limit);
  return {
    sets: await hydrateShows(db, page, 'card'),
    nextAfter: rows.length > limit ? page.at(-1)!.id : null,
  };
}
