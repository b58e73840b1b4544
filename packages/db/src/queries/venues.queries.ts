import { sql, type Kysely, type Transaction } from 'kysely';
import {
  ACCESS_CONFIRMERS_SHOWN,
  ACCESS_FEATURES,
  VENUE_PAGE_SIZE,
  VENUE_TOP_LIMIT,
  type AccessFeature,
  type Show,
  type UserSummary,
  type Venue,
  type VenueAccessNote,
  type VenueInsight,
  type VenueSummary,
} from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import type { DB } from '../schema';
import { leaderboardUsers, visibleShows, visibleUsers, type Viewer } from '../visibility';
import { average } from './insights.queries';
import { hydrateShows, showListQuery } from './shows.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// Data functions of the venues aggregate (issue 20): search, the venue page,
// access notes and a user's venue statistics. The rows a viewer sees (shows,
// people) start from visibility.ts; the venue's average and top artists are
// anonymous aggregates over every show there, as an artist's rating card.

type Handle = Kysely<DB> | Transaction<DB>;

/** Prefix matches examined before ordering by show count; bounds one-letter queries. */
const VENUE_CANDIDATES = 200;

const summaryColumns = [
  'venues.id',
  'venues.name',
  'venues.name_key',
  'venues.show_count',
  'cities.name as city_name',
  'cities.country as city_country',
  'cities.region as city_region',
] as const;

type SummaryRow = {
  id: number;
  name: string;
  city_name: string;
  city_country: string;
  city_region: string | null;
};

function toVenueSummary(r: SummaryRow): VenueSummary {
  return {
    id: r.id,
    name: r.name,
    city: r.city_name,
    cityCountry: r.city_country || null,
    cityRegion: r.city_region || null,
  };
}

/** `%` and `_` taken literally in a LIKE pattern (escaped with `\`). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Venues whose name key starts with `key`, most shows first. Within a city
 * (by name key, and country when given) a word of the name may match too
 * ('bowl' finds 'the bowl'): the city's venues are one index range. Blank
 * `key` lists a city's venues, and nothing without a city (no index orders
 * every venue by shows).
 */
export async function searchVenuesByKey(
  db: Handle,
  key: string,
  city: { key: string; country: string | undefined } | undefined,
  limit: number,
): Promise<VenueSummary[]> {
  if (!key && !city) return [];
  const base = () => {
    let q = db.selectFrom('venues').innerJoin('cities', 'cities.id', 'venues.city_id');
    if (city) {
      q = q.where('venues.city_id', 'in', (eb) => {
        let cities = eb.selectFrom('cities as c').select('c.id').where('c.name_key', '=', city.key);
        if (city.country) cities = cities.where('c.country', '=', city.country);
        return cities;
      });
    }
    return q.select(summaryColumns);
  };
  const reads = [
    key
      ? base()
          .where('venues.name_key', '>=', key)
          .where('venues.name_key', '<', prefixUpperBound(key))
          .orderBy('venues.name_key')
          .limit(VENUE_CANDIDATES)
          .execute()
      : base().orderBy('venues.name_key').limit(VENUE_CANDIDATES).execute(),
  ];
  if (key && city) {
    reads.push(
      base()
        .where(sql<boolean>`venues.name_key like ${`% ${likeLiteral(key)}%`} escape '\\'`)
        .orderBy('venues.name_key')
        .limit(VENUE_CANDIDATES)
        .execute(),
    );
  }
  const seen = new Set<number>();
  const rows = (await Promise.all(reads)).flat().filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  return rows
    .sort(
      (a, b) =>
        b.show_count - a.show_count ||
        Number(b.name_key === key) - Number(a.name_key === key) ||
        (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.id - b.id),
    )
    .slice(0, limit)
    .map(toVenueSummary);
}

/** A venue with its city and its counters' figures, or undefined. */
export async function findVenue(db: Handle, id: number): Promise<Venue | undefined> {
  const row = await db
    .selectFrom('venues')
    .innerJoin('cities', 'cities.id', 'venues.city_id')
    .select([
      ...summaryColumns,
      'venues.address',
      'venues.latitude',
      'venues.longitude',
      'venues.score_sum',
      'venues.scored_count',
    ])
    .where('venues.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...toVenueSummary(row),
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    showCount: row.show_count,
    avgScore: average(row.score_sum, row.scored_count),
  };
}

/**
 * One page of a venue's shows the viewer may see, newest first (date, then
 * id), below the show `before` (the previous page's last show). A `before`
 * the viewer can no longer see there (deleted meanwhile) ends the list.
 */
export async function venueShowsPage(
  db: Handle,
  viewer: Viewer,
  venueId: number,
  before: number | undefined,
): Promise<{ shows: Show[]; nextBefore: number | null }> {
  let cursor: { date: string; id: number } | undefined;
  if (before !== undefined) {
    const row = await visibleShows(db, viewer)
      .select(['shows.date', 'shows.id'])
      .where('shows.id', '=', before)
      .where('shows.venue_id', '=', venueId)
      .executeTakeFirst();
    if (!row) return { shows: [], nextBefore: null };
    cursor = row;
  }
  const rows = await showListQuery(db, viewer)
    .where('shows.venue_id', '=', venueId)
    .$if(cursor !== undefined, (q) =>
      q.where((eb) =>
        eb(eb.refTuple('shows.date', 'shows.id'), '<', eb.tuple(cursor!.date, cursor!.id)),
      ),
    )
    .orderBy('shows.date', 'desc')
    .orderBy('shows.id', 'desc')
    .limit(VENUE_PAGE_SIZE + 1)
    .execute();
  const page = rows.slice(0, VENUE_PAGE_SIZE);
  return {
    shows: await hydrateShows(db, page),
    nextBefore: rows.length > VENUE_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/**
 * The artists most seen at a venue (main artist of every show logged there,
 * by anyone): an anonymous aggregate, as an artist's average and fan count,
 * naming no user and showing no show. One range of shows_venue_date_idx.
 */
export async function venueTopArtists(
  db: Handle,
  venueId: number,
): Promise<{ artistName: string; showCount: number }[]> {
  const rows = await db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .select((eb) => ['artists.name', eb.fn.countAll<number | string>().as('n')])
    .where('shows.venue_id', '=', venueId)
    .groupBy(['artists.id', 'artists.name'])
    .orderBy('n', 'desc')
    .orderBy('artists.name')
    .limit(VENUE_TOP_LIMIT)
    .execute();
  return rows.map((r) => ({ artistName: r.name, showCount: Number(r.n) }));
}

/** Top-user candidates read per step, most shows first, before the visibility check. */
const TOP_USER_BATCH = 50;

/**
 * The users who logged most shows at a venue, among those the viewer may see
 * ranked (leaderboardUsers: no block either way, no private account the
 * viewer is not approved by, nobody off the leaderboards): where someone went
 * is what they logged. The venue's counters are walked in order from their
 * index a batch at a time and each batch checked by primary key, so the
 * planner never starts from the users table.
 */
export async function venueTopUsers(
  db: Handle,
  viewer: Viewer,
  venueId: number,
): Promise<{ user: UserSummary; showCount: number }[]> {
  const out: { user: UserSummary; showCount: number }[] = [];
  for (let offset = 0; out.length < VENUE_TOP_LIMIT; offset += TOP_USER_BATCH) {
    const batch = await db
      .selectFrom('user_venue_stats')
      .select(['user_id', 'show_count'])
      .where('venue_id', '=', venueId)
      .where('show_count', '>', 0)
      .orderBy('show_count', 'desc')
      .orderBy('user_id')
      .limit(TOP_USER_BATCH)
      .offset(offset)
      .execute();
    if (batch.length === 0) break;
    const seen = new Map(
      (
        await leaderboardUsers(db, viewer)
          .select(USER_SUMMARY_COLUMNS)
          .where(
            'users.id',
            'in',
            batch.map((b) => b.user_id),
          )
          .execute()
      ).map((u) => [u.id, u]),
    );
    for (const { user_id, show_count } of batch) {
      const user = seen.get(user_id);
      if (user && out.length < VENUE_TOP_LIMIT) {
        out.push({ user: toUserSummary(user), showCount: show_count });
      }
    }
    if (batch.length < TOP_USER_BATCH) break;
  }
  return out;
}

const isFeature = (f: string): f is AccessFeature =>
  (ACCESS_FEATURES as readonly string[]).includes(f);

/**
 * A venue's access notes in ACCESS_FEATURES order: the writer's words, how
 * many confirmed (everyone), the newest confirmers the viewer may see (a
 * block hides them) and whether the viewer confirmed.
 */
export async function venueAccessNotes(
  db: Handle,
  viewer: Viewer,
  venueId: number,
): Promise<VenueAccessNote[]> {
  const [notes, tallies] = await Promise.all([
    db
      .selectFrom('venue_access_notes')
      .select(['feature', 'note'])
      .where('venue_id', '=', venueId)
      .execute(),
    db
      .selectFrom('venue_access_confirmations')
      .select((eb) => [
        'feature',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('confirmed_at').as('last'),
      ])
      .where('venue_id', '=', venueId)
      .groupBy('feature')
      .execute(),
  ]);
  const features = ACCESS_FEATURES.filter((f) => notes.some((n) => n.feature === f));
  if (features.length === 0) return [];
  const [confirmers, mine] = await Promise.all([
    Promise.all(
      features.map((feature) =>
        visibleUsers(db, viewer)
          .innerJoin('venue_access_confirmations as vac', 'vac.user_id', 'users.id')
          .select([...USER_SUMMARY_COLUMNS, 'vac.confirmed_at'])
          .where('vac.venue_id', '=', venueId)
          .where('vac.feature', '=', feature)
          .orderBy('vac.confirmed_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(ACCESS_CONFIRMERS_SHOWN)
          .execute(),
      ),
    ),
    viewer.id === null
      ? Promise.resolve([])
      : db
          .selectFrom('venue_access_confirmations')
          .select('feature')
          .where('venue_id', '=', venueId)
          .where('user_id', '=', viewer.id)
          .execute(),
  ]);
  const confirmedByMe = new Set(mine.map((m) => m.feature));
  return features.filter(isFeature).map((feature, i) => {
    const note = notes.find((n) => n.feature === feature)!;
    const tally = tallies.find((t) => t.feature === feature);
    return {
      feature,
      note: note.note,
      confirmations: Number(tally?.n ?? 0),
      confirmedBy: (confirmers[i] ?? []).map((r) => ({
        user: toUserSummary(r),
        confirmedAt: r.confirmed_at,
      })),
      lastConfirmedAt: String(tally?.last ?? ''),
      confirmedByMe: confirmedByMe.has(feature),
    };
  });
}

/**
 * Writes `userId`'s word on a venue's feature: the first writer's note
 * creates it; anyone after (the writer again included) confirms it, their
 * `note` ignored, a second confirmation moving its time. Both in one
 * statement each, so two writers at once leave one note and two confirmations.
 */
export async function writeAccessNote(
  db: Handle,
  write: { venueId: number; feature: AccessFeature; note: string | null; userId: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('venue_access_notes')
    .values({
      venue_id: write.venueId,
      feature: write.feature,
      note: write.note,
      user_id: write.userId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['venue_id', 'feature']).doNothing())
    .execute();
  await db
    .insertInto('venue_access_confirmations')
    .values({
      venue_id: write.venueId,
      feature: write.feature,
      user_id: write.userId,
      confirmed_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['venue_id', 'feature', 'user_id']).doUpdateSet({ confirmed_at: now }),
    )
    .execute();
}

/** Per-venue statistics of a user's shows, most shows first. */
export async function venueInsightsOf(db: Handle, userId: number): Promise<VenueInsight[]> {
  const rows = await db
    .selectFrom('user_venue_stats')
    .innerJoin('venues', 'venues.id', 'user_venue_stats.venue_id')
    .innerJoin('cities', 'cities.id', 'venues.city_id')
    .select([
      'venues.id',
      'venues.name',
      'cities.name as city_name',
      'cities.country',
      'user_venue_stats.show_count',
      'user_venue_stats.score_sum',
      'user_venue_stats.scored_count',
    ])
    .where('user_venue_stats.user_id', '=', userId)
    .where('user_venue_stats.show_count', '>', 0)
    .execute();
  // Sorted over the user's own venues (one row each): bounded by the user, not the table.
  return rows
    .map((r) => ({
      id: r.id,
      venueName: r.name,
      cityName: r.city_name,
      country: r.country || null,
      showCount: r.show_count,
      avgScore: average(r.score_sum, r.scored_count),
    }))
    .sort(
      (a, b) =>
        b.showCount - a.showCount ||
        Number(b.avgScore ?? 0) - Number(a.avgScore ?? 0) ||
        a.venueName.localeCompare(b.venueName) ||
        a.id - b.id,
    );
}
