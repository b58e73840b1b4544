import { sql } from 'kysely';
import {
  VENUE_PAGE_SIZE,
  VENUE_TOP_LIMIT,
  type Show,
  type UserSummary,
  type Venue,
  type VenueSummary,
} from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import type { Handle } from '../schema';
import { visibleShows, type Viewer } from '../visibility';
import { NO_PLACE_AUDIENCE, placeTopPeople, type PlaceAudience } from '../visibility-places';
import { average } from './insights.queries';
import { addedPlaces, placeDeltas, type PlaceDelta } from './place-figures.queries';
import { hydrateShows, showListQuery } from './shows.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';
import { ROW_CITY_COLUMNS, rowCity } from './cities.queries';

// Data functions of the venues aggregate: search, the venue page,
// access notes and a user's venue statistics. The rows a viewer sees (shows,
// people) start from visibility.ts; so do the venue's figures and whether it
// is there at all ("Places" there): the shared counters hold the public
// accounts' shows, and a viewer's `PlaceAudience` adds or takes out the rest.

/** Prefix matches examined before ordering by show count; bounds one-letter queries. */
const VENUE_CANDIDATES = 200;

const summaryColumns = [
  'venues.id',
  'venues.name',
  'venues.name_key',
  'venues.show_count',
  ...ROW_CITY_COLUMNS,
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
    ...rowCity(r),
  };
}

/** `%` and `_` taken literally in a LIKE pattern (escaped with `\`). */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Venues whose name key starts with `key`, most shows first, among those the
 * viewer may see a show at (`audience`: the viewer's PlaceAudience; none for a
 * plain viewer, whose figures are the shared counters). Within a city (by name
 * key, and country when given) a word of the name may match too ('bowl' finds
 * 'the bowl'): the city's venues are one index range. Blank `key` lists a
 * city's venues, and nothing without a city (no index orders every venue by shows).
 */
export async function searchVenuesByKey(
  db: Handle,
  key: string,
  city: { key: string; country: string | undefined } | undefined,
  limit: number,
  audience: PlaceAudience = NO_PLACE_AUDIENCE,
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
    // A venue with a show a public account logged, or one of the viewer's added accounts.
    q = q.where((eb) =>
      audience.added.length === 0
        ? eb('venues.show_count', '>', 0)
        : eb.or([
            eb('venues.show_count', '>', 0),
            eb('venues.id', 'in', addedPlaces(db, 'venues', audience)),
          ]),
    );
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
  const candidates = (await Promise.all(reads)).flat().filter((r) => {
    if (seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  const deltas = await placeDeltas(
    db,
    'venues',
    candidates.map((r) => r.id),
    audience,
  );
  const rows = candidates
    .map((r) => ({ ...r, show_count: r.show_count + (deltas.get(r.id)?.shows ?? 0) }))
    .filter((r) => r.show_count > 0);
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

/** A venue's shared counters: its public accounts' shows, and the sum and number of their scores. */
export interface VenueCounters {
  shows: number;
  scoreSum: number;
  scored: number;
}

/**
 * A venue with its city and its shared counters' figures (public accounts'
 * shows), and those counters, or undefined. Whether a viewer may see it, and
 * their figures, is `venueAsSeen`.
 */
export async function findVenueCounted(
  db: Handle,
  id: number,
): Promise<{ venue: Venue; counters: VenueCounters } | undefined> {
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
    venue: {
      ...toVenueSummary(row),
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      showCount: row.show_count,
      avgScore: average(row.score_sum, row.scored_count),
    },
    counters: { shows: row.show_count, scoreSum: row.score_sum, scored: row.scored_count },
  };
}

/**
 * The venue as a viewer sees it: its shared counters changed by what the
 * viewer's audience logged there (`delta`, for venueTopArtists), or undefined
 * when none of its shows is one the viewer may see (answered as missing).
 */
export async function venueAsSeen(
  db: Handle,
  found: { venue: Venue; counters: VenueCounters },
  audience: PlaceAudience,
): Promise<{ venue: Venue; delta: PlaceDelta | undefined } | undefined> {
  const { venue, counters } = found;
  const delta = (await placeDeltas(db, 'venues', [venue.id], audience)).get(venue.id);
  const shows = counters.shows + (delta?.shows ?? 0);
  if (shows <= 0) return undefined;
  if (!delta) return { venue, delta };
  return {
    venue: {
      ...venue,
      showCount: shows,
      avgScore: average(counters.scoreSum + delta.scoreSum, counters.scored + delta.scored),
    },
    delta,
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
    shows: await hydrateShows(db, page, 'card'),
    nextBefore: rows.length > VENUE_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/**
 * The artists most seen at a venue among the shows the viewer may see: the
 * venue's counts per artist of public accounts' shows (venue_artist_stats, an
 * index range walked in order), changed by the shows there of the accounts in
 * `delta` (venueAsSeen), read per artist. An artist outside the shared top
 * can only enter it by a show the delta adds, so the shared top is read
 * deeper by one row per artist the delta lowers, and each artist it raises
 * is read by key: the answer is exact.
 */
export async function venueTopArtists(
  db: Handle,
  venueId: number,
  audience: PlaceAudience = NO_PLACE_AUDIENCE,
  delta?: PlaceDelta,
): Promise<{ artistName: string; showCount: number }[]> {
  const changes = new Map<number, number>();
  if (delta && delta.users.length > 0) {
    const added = new Set(audience.added);
    // Shows of the accounts whose visibility differs for this viewer, per artist.
    const rows = await db
      .selectFrom('shows')
      .select((eb) => ['user_id', 'artist_id', eb.fn.countAll<number | string>().as('n')])
      .where('venue_id', '=', venueId)
      .where('user_id', 'in', delta.users)
      .groupBy(['user_id', 'artist_id'])
      .execute();
    for (const r of rows) {
      const sign = added.has(r.user_id) ? 1 : -1;
      changes.set(r.artist_id, (changes.get(r.artist_id) ?? 0) + sign * Number(r.n));
    }
  }
  const lowered = [...changes.values()].filter((n) => n < 0).length;
  const raisedIds = [...changes].filter(([, n]) => n > 0).map(([id]) => id);
  const top = db
    .selectFrom('venue_artist_stats as v')
    .innerJoin('artists', 'artists.id', 'v.artist_id')
    .select(['artists.id', 'artists.name', 'v.show_count as n'])
    .where('v.venue_id', '=', venueId);
  const [shared, raised] = await Promise.all([
    top
      .where('v.show_count', '>', 0)
      .orderBy('v.show_count', 'desc')
      .orderBy('artists.name')
      .limit(VENUE_TOP_LIMIT + lowered)
      .execute(),
    raisedIds.length === 0
      ? Promise.resolve([])
      : top.where('v.artist_id', 'in', raisedIds).execute(),
  ]);
  const counts = new Map<number, { name: string; n: number }>();
  for (const r of [...shared, ...raised]) counts.set(r.id, { name: r.name, n: Number(r.n) });
  // An artist only the delta's accounts saw there has no shared row yet.
  const unnamed = raisedIds.filter((id) => !counts.has(id));
  if (unnamed.length > 0) {
    for (const a of await db
      .selectFrom('artists')
      .select(['id', 'name'])
      .where('id', 'in', unnamed)
      .execute()) {
      counts.set(a.id, { name: a.name, n: 0 });
    }
  }
  return [...counts]
    .map(([id, { name, n }]) => ({ artistName: name, showCount: n + (changes.get(id) ?? 0) }))
    .filter((a) => a.showCount > 0)
    .sort(
      (a, b) =>
        b.showCount - a.showCount ||
        (a.artistName < b.artistName ? -1 : a.artistName > b.artistName ? 1 : 0),
    )
    .slice(0, VENUE_TOP_LIMIT);
}

/** Top-user candidates read per step, most shows first, before the visibility check. */
const TOP_USER_BATCH = 50;

/**
 * The users who logged most shows at a venue, among those the viewer may see
 * ranked (placeTopPeople: no block either way, no private account the viewer
 * is not approved by, nobody off the leaderboards, nobody they muted): where
 * someone went is what they logged. The venue's counters are walked in order from their
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
        await placeTopPeople(db, viewer)
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
