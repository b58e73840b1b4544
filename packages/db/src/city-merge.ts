import { sql } from 'kysely';
import { matchCity } from './queries/cities.queries';
import type { Handle } from './schema';

// Merging the cities users created that are catalogue cities under another
// spelling ('Gothenburg, SE' beside Göteborg, 'Saint-Petersburg, RU' beside
// Saint Petersburg), made before imports and typed cities were matched by
// GeoNames id, coordinates and common names (cities.queries.ts matchCity).
// Every row that names the duplicate moves to the catalogue city; the
// counters keyed by it are added to the catalogue city's (both count
// disjoint shows, so the sums are what a recount gives); then the duplicate
// is deleted.

const STAT_COUNTERS = ['show_count', 'score_sum', 'scored_count'] as const;

/**
 * Adds the counter rows keyed by `from` to those keyed by `to` (a row of the
 * same other key gets the sums), then deletes the rows of `from`.
 */
async function moveCounterRows(
  trx: Handle,
  table: 'user_city_stats' | 'user_venue_stats' | 'venue_artist_stats',
  key: 'city_id' | 'venue_id',
  other: 'user_id' | 'artist_id',
  counters: readonly string[],
  from: number,
  to: number,
) {
  const cols = sql.join(counters.map((c) => sql.ref(c)));
  await sql`insert into ${sql.table(table)} (${sql.ref(other)}, ${sql.ref(key)}, ${cols})
    select ${sql.ref(other)}, ${to}, ${cols} from ${sql.table(table)} where ${sql.ref(key)} = ${from}
    on conflict (${sql.ref(other)}, ${sql.ref(key)}) do update set ${sql.join(
      counters.map(
        (c) => sql`${sql.ref(c)} = ${sql.table(table)}.${sql.ref(c)} + excluded.${sql.ref(c)}`,
      ),
    )}`.execute(trx);
  await sql`delete from ${sql.table(table)} where ${sql.ref(key)} = ${from}`.execute(trx);
}

/**
 * Moves `table`'s rows of venue `from` (an access note, its confirmations,
 * reports of it) to venue `to` where `to` has no note of that feature;
 * deletes the others.
 */
async function moveAccessRows(
  trx: Handle,
  table: 'reports' | 'venue_access_confirmations' | 'venue_access_notes',
  venue: string,
  feature: string,
  from: number,
  to: number,
) {
  await sql`update ${sql.table(table)} set ${sql.ref(venue)} = ${to}
    where ${sql.ref(venue)} = ${from} and not exists (
      select 1 from venue_access_notes n
      where n.venue_id = ${to} and n.feature = ${sql.ref(`${table}.${feature}`)})`.execute(trx);
  await sql`delete from ${sql.table(table)} where ${sql.ref(venue)} = ${from}`.execute(trx);
}

/**
 * Moves venue `from` into venue `to` (the same name in the merged city):
 * its shows, festivals, statistics and counters, and the access notes,
 * confirmations and note reports the other venue has no row for (the
 * others go with it).
 */
async function mergeVenue(trx: Handle, from: number, to: number) {
  await trx.updateTable('shows').set({ venue_id: to }).where('venue_id', '=', from).execute();
  await trx.updateTable('festivals').set({ venue_id: to }).where('venue_id', '=', from).execute();
  await moveCounterRows(trx, 'user_venue_stats', 'venue_id', 'user_id', STAT_COUNTERS, from, to);
  await moveCounterRows(
    trx,
    'venue_artist_stats',
    'venue_id',
    'artist_id',
    ['show_count'],
    from,
    to,
  );
  await sql`update venues set ${sql.join(
    STAT_COUNTERS.map(
      (c) =>
        sql`${sql.ref(c)} = ${sql.ref(c)} + (select ${sql.ref(`v.${c}`)} from venues v where v.id = ${from})`,
    ),
  )} where id = ${to}`.execute(trx);
  // Reports and confirmations first: a note moved gives `to` its feature.
  await moveAccessRows(trx, 'reports', 'access_note_venue_id', 'access_note_feature', from, to);
  await moveAccessRows(trx, 'venue_access_confirmations', 'venue_id', 'feature', from, to);
  await moveAccessRows(trx, 'venue_access_notes', 'venue_id', 'feature', from, to);
  await trx.deleteFrom('venues').where('id', '=', from).execute();
}

/**
 * Moves every row naming city `from` to city `to`, then deletes `from`:
 * shows, plans (a plan of the same gig already in `to` is kept and the other
 * dropped), festivals, venues (one of the same name in `to` takes the
 * other's rows: mergeVenue) and the users' per-city statistics. Users' home
 * city is free text (users.city), not a reference, and stays as written.
 */
async function mergeCity(trx: Handle, from: number, to: number): Promise<void> {
  await trx.updateTable('shows').set({ city_id: to }).where('city_id', '=', from).execute();
  await trx
    .deleteFrom('plans')
    .where('city_id', '=', from)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('plans as q')
          .select('q.id')
          .where('q.city_id', '=', to)
          .whereRef('q.user_id', '=', 'plans.user_id')
          .whereRef('q.artist_id', '=', 'plans.artist_id')
          .whereRef('q.date', '=', 'plans.date'),
      ),
    )
    .execute();
  await trx.updateTable('plans').set({ city_id: to }).where('city_id', '=', from).execute();
  await trx
    .updateTable('show_ledger')
    .set({ travelled_from_city_id: to })
    .where('travelled_from_city_id', '=', from)
    .execute();
  await trx.updateTable('festivals').set({ city_id: to }).where('city_id', '=', from).execute();
  const venues = await trx
    .selectFrom('venues as v')
    .leftJoin('venues as w', (join) =>
      join.onRef('w.name_key', '=', 'v.name_key').on('w.city_id', '=', to),
    )
    .select(['v.id', 'w.id as same'])
    .where('v.city_id', '=', from)
    .execute();
  for (const venue of venues) {
    if (venue.same === null) {
      await trx.updateTable('venues').set({ city_id: to }).where('id', '=', venue.id).execute();
    } else {
      await mergeVenue(trx, venue.id, venue.same);
    }
  }
  await moveCounterRows(trx, 'user_city_stats', 'city_id', 'user_id', STAT_COUNTERS, from, to);
  await trx.deleteFrom('city_search_terms').where('city_id', '=', from).execute();
  await trx.deleteFrom('cities').where('id', '=', from).execute();
}

/**
 * Merges each city a user created (no GeoNames id, a country given) that
 * matchCity finds in the catalogue under the same rule an import or a typed
 * city meets now: its name in other spelling, or a common name of a
 * catalogue city. Cities without a country are left alone (a bare
 * 'Gothenburg' may be Göteborg or Gothenburg, Nebraska). Returns how many
 * were merged.
 */
export async function mergeDuplicateCities(trx: Handle): Promise<number> {
  const created = await trx
    .selectFrom('cities')
    .select(['id', 'name', 'country', 'region', 'latitude', 'longitude'])
    .where('geoname_id', 'is', null)
    .where('country', '!=', '')
    .orderBy('id')
    .execute();
  let merged = 0;
  for (const city of created) {
    const target = await matchCity(trx, city, { catalogueOnly: true });
    if (!target || target.id === city.id) continue;
    await mergeCity(trx, city.id, target.id);
    merged += 1;
  }
  return merged;
}
