import type { ExpressionBuilder, Kysely } from 'kysely';
import {
  FESTIVAL_FRIENDS_LIMIT,
  PLACE_SEARCH_LIMIT,
  type Festival,
  type FestivalSummary,
  type UserFestival,
  type UserSummary,
} from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import { preparedQuery } from '../prepared-query';
import { valueWhere } from '../rows';
import type { DB, Handle } from '../schema';
import type { Viewer } from '../visibility';
import {
  festivalCreatorOpen,
  NO_PLACE_AUDIENCE,
  placePeople,
  type PlaceAudience,
} from '../visibility-places';
import { average } from './insights.queries';
import { addedPlaces, placeDeltas } from './place-figures.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';
import { ROW_CITY_COLUMNS, rowCity } from './cities.queries';

// Reading festivals. A festival is there for a viewer, and its
// figures (sets, goers, average, its lineup as rated) count, only the sets the
// viewer may see (visibility.ts, "Places"): its shared counters hold public
// accounts' sets, the viewer's PlaceAudience adds or takes out the rest. A
// festival none of whose sets the viewer may see is there only if they may
// see the account that added it. Lists of people hold only what the viewer
// may see (placePeople); its sets are read in festival-sets.queries.ts.

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
      ...ROW_CITY_COLUMNS,
      'venues.id as venue_id',
      'venues.name as venue_name',
    ]);
}

type FestivalListRow = Awaited<ReturnType<ReturnType<typeof festivalQuery>['execute']>>[number];

/**
 * Festivals a viewer may find (before their audience's take-outs, which
 * `asSeen` applies): a set of a public account, one the viewer's added
 * accounts logged, or an account the viewer may see added it.
 */
function findable(db: Handle, viewer: Viewer, audience: PlaceAudience) {
  return (eb: ExpressionBuilder<DB, 'festivals'>) =>
    eb.or([
      eb('festivals.set_count', '>', 0),
      festivalCreatorOpen(db, viewer)(eb),
      ...(audience.added.length === 0
        ? []
        : [eb('festivals.id', 'in', addedPlaces(db, 'festivals', audience))]),
    ]);
}

/**
 * The festivals of `rows` as the viewer sees them: their counters changed by
 * the viewer's audience, and those left with no set the viewer may see and
 * not added by an account they may see taken out.
 */
async function asSeen(
  db: Handle,
  viewer: Viewer,
  audience: PlaceAudience,
  rows: FestivalListRow[],
): Promise<FestivalListRow[]> {
  if (audience.added.length === 0 && audience.removed.length === 0) return rows;
  const deltas = await placeDeltas(
    db,
    'festivals',
    rows.map((r) => r.id),
    audience,
  );
  const adjusted = rows.map((r) => {
    const d = deltas.get(r.id);
    return d
      ? {
          ...r,
          set_count: r.set_count + d.shows,
          score_sum: r.score_sum + d.scoreSum,
          scored_count: r.scored_count + d.scored,
          goer_count: r.goer_count + d.goers,
        }
      : r;
  });
  const empty = adjusted.filter((r) => r.set_count <= 0).map((r) => r.id);
  if (empty.length === 0) return adjusted;
  const creatorOpen = new Set(
    (
      await db
        .selectFrom('festivals')
        .select('festivals.id')
        .where('festivals.id', 'in', empty)
        .where(festivalCreatorOpen(db, viewer))
        .execute()
    ).map((r) => r.id),
  );
  return adjusted.filter((r) => r.set_count > 0 || creatorOpen.has(r.id));
}

/** Reads festivals a page at a time until `limit` of them are there for the viewer. */
async function seenUpTo(
  db: Handle,
  viewer: Viewer,
  audience: PlaceAudience,
  query: () => ReturnType<typeof festivalQuery>,
  limit: number,
): Promise<FestivalListRow[]> {
  const out: FestivalListRow[] = [];
  for (let offset = 0; ; offset += limit) {
    const rows = await query()
      .where(findable(db, viewer, audience))
      .limit(limit)
      .offset(offset)
      .execute();
    out.push(...(await asSeen(db, viewer, audience, rows)));
    if (out.length >= limit || rows.length < limit) return out.slice(0, limit);
  }
}

function toSummary(r: FestivalListRow): FestivalSummary {
  return {
    id: r.id,
    name: r.name,
    edition: r.edition,
    startDate: r.start_date,
    endDate: r.end_date,
    ...rowCity(r),
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
 * the newest editions), of those there for the viewer; an index range of
 * festivals_key_edition_idx.
 */
export async function searchFestivalsByKey(
  db: Handle,
  key: string,
  viewer: Viewer,
  audience: PlaceAudience = NO_PLACE_AUDIENCE,
): Promise<FestivalSummary[]> {
  const query = () => {
    let q = festivalQuery(db);
    if (key) {
      q = q
        .where('festivals.name_key', '>=', key)
        .where('festivals.name_key', '<', prefixUpperBound(key));
    }
    return q
      .orderBy('festivals.edition', 'desc')
      .orderBy('festivals.set_count', 'desc')
      .orderBy('festivals.id', 'desc');
  };
  return (await seenUpTo(db, viewer, audience, query, PLACE_SEARCH_LIMIT)).map(toSummary);
}

/**
 * A festival with its figures as the viewer sees them (their audience's
 * sets counted in or out), or undefined when it is not there for them
 * (missing, or none of its sets the viewer may see nor its adder).
 */
export async function festivalById(
  db: Handle,
  id: number,
  viewer: Viewer,
  audience: PlaceAudience = NO_PLACE_AUDIENCE,
): Promise<Festival | undefined> {
  const row = await festivalQuery(db)
    .where('festivals.id', '=', id)
    .where(findable(db, viewer, audience))
    .executeTakeFirst();
  const [seen] = row ? await asSeen(db, viewer, audience, [row]) : [];
  return seen && toFestival(seen);
}

export async function festivalSummaryById(
  db: Handle,
  id: number,
): Promise<FestivalSummary | undefined> {
  const row = await festivalQuery(db).where('festivals.id', '=', id).executeTakeFirst();
  return row && toSummary(row);
}

/** The same festival's other editions there for the viewer, newest first. */
export async function otherEditionsOf(
  db: Handle,
  festival: { id: number; nameKey: string },
  viewer: Viewer,
  audience: PlaceAudience = NO_PLACE_AUDIENCE,
): Promise<FestivalSummary[]> {
  const query = () =>
    festivalQuery(db)
      .where('festivals.name_key', '=', festival.nameKey)
      .where('festivals.id', '!=', festival.id)
      .orderBy('festivals.edition', 'desc')
      .orderBy('festivals.id', 'desc');
  return (await seenUpTo(db, viewer, audience, query, PLACE_SEARCH_LIMIT)).map(toSummary);
}

/** Records the account that added a festival (its creation's transaction). */
export async function setFestivalCreator(db: Handle, id: number, userId: number): Promise<void> {
  await db.updateTable('festivals').set({ created_by: userId }).where('id', '=', id).execute();
}

/** People the viewer follows (and did not mute) who logged a set of the festival, most sets first. */
export async function friendsAt(
  db: Handle,
  viewerId: number,
  festivalId: number,
): Promise<UserSummary[]> {
  return (await friendsAtQuery.execute(db as Kysely<DB>, viewerId, festivalId)).map(toUserSummary);
}

// Built once: the viewer's part of every festival page, asked on each request.
const friendsAtQuery = preparedQuery((db: Kysely<DB>, viewerId: number, festivalId: number) =>
  placePeople(db, { id: viewerId })
    .innerJoin('follows', (j) =>
      j.onRef('follows.followee_id', '=', 'users.id').on('follows.follower_id', '=', viewerId),
    )
    .innerJoin('user_festival_stats as f', (j) =>
      j.onRef('f.user_id', '=', 'users.id').on('f.festival_id', '=', festivalId),
    )
    .select(USER_SUMMARY_COLUMNS)
    .orderBy('f.show_count', 'desc')
    .orderBy('users.id')
    .limit(FESTIVAL_FRIENDS_LIMIT),
);

/** A user's overall score of a festival, null when not given. */
export async function festivalScoreOf(
  db: Handle,
  userId: number,
  festivalId: number,
): Promise<number | null> {
  const match = { user_id: userId, festival_id: festivalId };
  return (await valueWhere(db, 'festival_scores', 'score', match)) ?? null;
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
