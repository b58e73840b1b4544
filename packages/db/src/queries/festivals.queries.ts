import type { Kysely, Transaction } from 'kysely';
import {
  FESTIVAL_BEST_SETS,
  FESTIVAL_FRIENDS_LIMIT,
  FESTIVAL_LINEUP_LIMIT,
  FESTIVAL_PHOTOS_LIMIT,
  PLACE_SEARCH_LIMIT,
  type Festival,
  type FestivalLineupEntry,
  type FestivalSummary,
  type Show,
  type UserFestival,
  type UserSummary,
} from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import type { DB } from '../schema';
import { ownShows, visibleUsers, type Viewer } from '../visibility';
import { average } from './insights.queries';
import { hydrateShows, showListQuery } from './shows.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// Reading festivals (issue 20). Aggregates (a festival's counters, its lineup
// as rated) count every set, as an artist's rating card does; lists of sets,
// photos and people hold only what the viewer may see (showListQuery,
// visibleUsers).

type Handle = Kysely<DB> | Transaction<DB>;

function festivalQuery(db: Handle) {
  return db
    .selectFrom('festivals')
    .innerJoin('cities', 'cities.id', 'festivals.city_id')
    .leftJoin('venues', 'venues.id', 'festivals.venue_id')
    .select([
      'festivals.id',
      'festivals.name',
      'festivals.name_key',
      'festivals.edition',
      'festivals.start_date',
      'festivals.end_date',
      'festivals.set_count',
      'festivals.score_sum',
      'festivals.scored_count',
      'festivals.goer_count',
      'cities.name as city_name',
      'cities.country as city_country',
      'cities.region as city_region',
      'venues.id as venue_id',
      'venues.name as venue_name',
    ]);
}

type FestivalListRow = Awaited<ReturnType<ReturnType<typeof festivalQuery>['execute']>>[number];

function toSummary(r: FestivalListRow): FestivalSummary {
  return {
    id: r.id,
    name: r.name,
    edition: r.edition,
    startDate: r.start_date,
    endDate: r.end_date,
    city: r.city_name,
    cityCountry: r.city_country || null,
    cityRegion: r.city_region || null,
    venue:
      r.venue_id === null || r.venue_name === null ? null : { id: r.venue_id, name: r.venue_name },
  };
}

function toFestival(r: FestivalListRow): Festival {
  return {
    ...toSummary(r),
    setCount: r.set_count,
    goerCount: r.goer_count,
    avgScore: average(r.score_sum, r.scored_count),
  };
}

/**
 * Festivals whose name key starts with `key`, newest edition first (blank:
 * the newest editions); an index range of festivals_key_edition_idx.
 */
export async function searchFestivalsByKey(db: Handle, key: string): Promise<FestivalSummary[]> {
  let query = festivalQuery(db);
  if (key) {
    query = query
      .where('festivals.name_key', '>=', key)
      .where('festivals.name_key', '<', prefixUpperBound(key));
  }
  const rows = await query
    .orderBy('festivals.edition', 'desc')
    .orderBy('festivals.set_count', 'desc')
    .orderBy('festivals.id', 'desc')
    .limit(PLACE_SEARCH_LIMIT)
    .execute();
  return rows.map(toSummary);
}

export async function festivalById(db: Handle, id: number): Promise<Festival | undefined> {
  const row = await festivalQuery(db).where('festivals.id', '=', id).executeTakeFirst();
  return row && toFestival(row);
}

export async function festivalSummaryById(
  db: Handle,
  id: number,
): Promise<FestivalSummary | undefined> {
  const row = await festivalQuery(db).where('festivals.id', '=', id).executeTakeFirst();
  return row && toSummary(row);
}

/** The same festival's other editions, newest first. */
export async function otherEditionsOf(
  db: Handle,
  festival: { id: number; nameKey: string },
): Promise<FestivalSummary[]> {
  const rows = await festivalQuery(db)
    .where('festivals.name_key', '=', festival.nameKey)
    .where('festivals.id', '!=', festival.id)
    .orderBy('festivals.edition', 'desc')
    .limit(PLACE_SEARCH_LIMIT)
    .execute();
  return rows.map(toSummary);
}

export async function festivalNameKey(db: Handle, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('festivals')
    .select('name_key')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.name_key;
}

/**
 * The lineup as Gigrank users rated it: per artist, the sets logged, the
 * users who scored theirs and the average (an index range of
 * shows_festival_artist_idx), most fans first.
 */
export async function lineupOf(db: Handle, festivalId: number): Promise<FestivalLineupEntry[]> {
  const rows = await db
    .selectFrom('shows')
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
  return hydrateShows(db, rows);
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
  return hydrateShows(db, rows);
}

/** People the viewer follows who logged a set of the festival (most sets first). */
export async function friendsAt(
  db: Handle,
  viewerId: number,
  festivalId: number,
): Promise<UserSummary[]> {
  const rows = await visibleUsers(db, { id: viewerId })
    .innerJoin('follows', (j) =>
      j.onRef('follows.followee_id', '=', 'users.id').on('follows.follower_id', '=', viewerId),
    )
    .innerJoin('user_festival_stats as f', (j) =>
      j.onRef('f.user_id', '=', 'users.id').on('f.festival_id', '=', festivalId),
    )
    .select(USER_SUMMARY_COLUMNS)
    .orderBy('f.show_count', 'desc')
    .orderBy('users.id')
    .limit(FESTIVAL_FRIENDS_LIMIT)
    .execute();
  return rows.map(toUserSummary);
}

/** The viewer's own sets of a festival, best first (unscored last), and their overall score. */
export async function mineAt(
  db: Handle,
  userId: number,
  festivalId: number,
): Promise<{ score: number | null; sets: Show[] } | null> {
  const rows = await showListQuery(db, { id: userId }, ownShows)
    .where('shows.user_id', '=', userId)
    .where('shows.festival_id', '=', festivalId)
    .orderBy('shows.rank', 'asc')
    .orderBy('shows.id', 'desc')
    .execute();
  const score = await db
    .selectFrom('festival_scores')
    .select('score')
    .where('user_id', '=', userId)
    .where('festival_id', '=', festivalId)
    .executeTakeFirst();
  if (rows.length === 0 && !score) return null;
  // Ranked sets in rank order (best first); unscored ones (rank null) after them.
  const ordered = [...rows.filter((r) => r.rank !== null), ...rows.filter((r) => r.rank === null)];
  return { score: score?.score ?? null, sets: await hydrateShows(db, ordered) };
}

/** The festivals a user logged sets of, newest edition first, with their own figures. */
export async function festivalsOfUser(db: Handle, userId: number): Promise<UserFestival[]> {
  const stats = await db
    .selectFrom('user_festival_stats as u')
    .leftJoin('festival_scores as fs', (j) =>
      j.onRef('fs.user_id', '=', 'u.user_id').onRef('fs.festival_id', '=', 'u.festival_id'),
    )
    .select(['u.festival_id', 'u.show_count', 'u.score_sum', 'u.scored_count', 'fs.score'])
    .where('u.user_id', '=', userId)
    .execute();
  if (stats.length === 0) return [];
  const festivals = await festivalQuery(db)
    .where(
      'festivals.id',
      'in',
      stats.map((s) => s.festival_id),
    )
    .execute();
  const byId = new Map(festivals.map((f) => [f.id, f]));
  return stats
    .flatMap((s) => {
      const f = byId.get(s.festival_id);
      return f
        ? [
            {
              festival: toSummary(f),
              setCount: s.show_count,
              avgScore: average(s.score_sum, s.scored_count),
              score: s.score ?? null,
            },
          ]
        : [];
    })
    .sort(
      (a, b) =>
        b.festival.startDate.localeCompare(a.festival.startDate) || b.festival.id - a.festival.id,
    );
}
