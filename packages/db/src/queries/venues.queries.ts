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
import {
  accessNoteOpen,
  confirmationOpen,
  NO_PLACE_AUDIENCE,
  placePeople,
  placeTopPeople,
  visibleShows,
  type PlaceAudience,
  type Viewer,
} from '../visibility';
import { average } from './insights.queries';
import { addedPlaces, placeDeltas, type PlaceDelta } from './place-figures.queries';
import { hydrateShows, showListQuery } from './shows.queries';
import { toUserSummary, USER_SUMMARY_COLUMNS } from './users.queries';

// Data functions of the venues aggregate: search, the venue page,
// access notes and a user's venue statistics. The rows a viewer sees (shows,
// people) start from visibility.ts; so do the venue's figures and whether it
// is there at all ("Places" there): the shared counters hold the public
// accounts' shows, and a viewer's `PlaceAudience` adds or takes out the rest.

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

/** A venue with its city and its shared counters' figures, or undefined (see findVenueCounted). */
export async function findVenue(db: Handle, id: number): Promise<Venue | undefined> {
  return (await findVenueCounted(db, id))?.venue;
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
    shows: await hydrateShows(db, page),
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

const isFeature = (f: string): f is AccessFeature =>
  (ACCESS_FEATURES as readonly string[]).includes(f);

/**
 * A venue's access notes in ACCESS_FEATURES order, each written by someone
 * the viewer may see (a note whose writer is a private account that did not
 * approve them, or in a block with them, is left out: its words are the
 * writer's and could tell who they are; a deleted writer's note stays). For
 * each: the writer's words, the confirmations of the people the viewer may
 * see named (placePeople: no private account that did not approve them, no
 * block, nobody they muted), counted and the newest named, whether the
 * viewer confirmed it and whether they wrote it.
 */
export async function venueAccessNotes(
  db: Handle,
  viewer: Viewer,
  venueId: number,
): Promise<VenueAccessNote[]> {
  const [notes, tallies] = await Promise.all([
    db
      .selectFrom('venue_access_notes as n')
      .select(['n.feature', 'n.note', 'n.user_id'])
      .where('n.venue_id', '=', venueId)
      .where(accessNoteOpen(db, viewer))
      .execute(),
    db
      .selectFrom('venue_access_confirmations as vac')
      .select((eb) => [
        'vac.feature',
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.max('vac.confirmed_at').as('last'),
      ])
      .where('vac.venue_id', '=', venueId)
      .where(confirmationOpen(db, viewer))
      .groupBy('vac.feature')
      .execute(),
  ]);
  const features = ACCESS_FEATURES.filter((f) => notes.some((n) => n.feature === f));
  if (features.length === 0) return [];
  const [confirmers, mine] = await Promise.all([
    Promise.all(
      features.map((feature) =>
        placePeople(db, viewer)
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
      writtenByMe: viewer.id !== null && note.user_id === viewer.id,
    };
  });
}

/** A venue's note on one feature, with its writer (null once their account is gone), or undefined. */
export function accessNoteOf(
  db: Handle,
  venueId: number,
  feature: AccessFeature,
): Promise<{ note: string | null; user_id: number | null } | undefined> {
  return db
    .selectFrom('venue_access_notes')
    .select(['note', 'user_id'])
    .where('venue_id', '=', venueId)
    .where('feature', '=', feature)
    .executeTakeFirst();
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

/** New words for a note (null: the feature without words); its confirmations stay. */
export async function editAccessNote(
  db: Handle,
  venueId: number,
  feature: AccessFeature,
  note: string | null,
): Promise<void> {
  await db
    .updateTable('venue_access_notes')
    .set({ note })
    .where('venue_id', '=', venueId)
    .where('feature', '=', feature)
    .execute();
}

/**
 * Deletes a note with its confirmations and its reports (nothing is left to
 * confirm or moderate; a later note on the feature is another one).
 */
export async function deleteAccessNote(
  db: Handle,
  venueId: number,
  feature: AccessFeature,
): Promise<void> {
  await db
    .deleteFrom('reports')
    .where('access_note_venue_id', '=', venueId)
    .where('access_note_feature', '=', feature)
    .execute();
  await db
    .deleteFrom('venue_access_confirmations')
    .where('venue_id', '=', venueId)
    .where('feature', '=', feature)
    .execute();
  await db
    .deleteFrom('venue_access_notes')
    .where('venue_id', '=', venueId)
    .where('feature', '=', feature)
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
