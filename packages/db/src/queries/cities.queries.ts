import type { City } from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import { boxAround, greatCircleKm } from '@gigrank/domain';
import { CITY_TERM, cityKey, citySearchTerms } from '../city-terms';
import type { CityRow, Handle } from '../schema';

// Data functions of the cities aggregate: the only place with its SQL.

/** Prefix matches examined before ordering by population; bounds one-letter queries. */
const CITY_CANDIDATES = 500;

export function toCity(row: CityRow): City {
  return {
    id: row.id,
    name: row.name,
    country: row.country || null,
    region: row.region || null,
    population: row.population,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** A joined city's columns as a show, plan, festival or venue row carries them. */
export const ROW_CITY_COLUMNS = [
  'cities.name as city_name',
  'cities.country as city_country',
  'cities.region as city_region',
] as const;

/**
 * A show's joined artist and city, each by id and name, under the names the
 * ledger's shows and the gigs near a place answer with.
 */
export const ARTIST_AND_CITY_COLUMNS = [
  'artists.id as artist_id',
  'artists.name as artist_name',
  'cities.id as city_id',
  'cities.name as city_name',
] as const;

/** The city of such a row as answers name it (a blank country or region is none). */
export function rowCity(r: {
  city_name: string;
  city_country: string;
  city_region: string | null;
}) {
  return {
    city: r.city_name,
    cityCountry: r.city_country || null,
    cityRegion: r.city_region || null,
  };
}

/**
 * Cities whose name, a word of it, or a common name of the city
 * (city_search_terms) starts with `key` (cityQueryKey of the query; in
 * `country` when given): a whole name or common name equal to the query
 * first, then the most populous. Blank `key` gives the largest cities.
 */
export async function searchCitiesByKey(
  db: Handle,
  key: string,
  country: string | undefined,
  limit: number,
): Promise<City[]> {
  if (!key) {
    const rows = await db
      .selectFrom('cities')
      .selectAll()
      .orderBy('population', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toCity);
  }
  const upper = prefixUpperBound(key);
  let candidates = db
    .selectFrom('city_search_terms as t')
    .innerJoin('cities', 'cities.id', 't.city_id')
    .where('t.term', '>=', key)
    .where('t.term', '<', upper);
  if (country) candidates = candidates.where('cities.country', '=', country);
  const found = await candidates
    .selectAll('cities')
    .select(['t.term', 't.kind'])
    .orderBy('t.term')
    .limit(CITY_CANDIDATES + 1)
    .execute();
  if (found.length > CITY_CANDIDATES) {
    // A short, common prefix: walking cities by population finds the top matches fast.
    let top = db
      .selectFrom('cities')
      .selectAll()
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('city_search_terms as t')
            .select('t.city_id')
            .whereRef('t.city_id', '=', 'cities.id')
            .where('t.term', '>=', key)
            .where('t.term', '<', upper),
        ),
      );
    if (country) top = top.where('country', '=', country);
    const rows = await top.orderBy('population', 'desc').orderBy('id').limit(limit).execute();
    return rows.map(toCity);
  }
  const cities = new Map<number, { row: CityRow; exact: boolean }>();
  for (const { term, kind, ...row } of found) {
    const exact = term === key && kind !== CITY_TERM.word;
    const seen = cities.get(row.id);
    if (!seen || (exact && !seen.exact)) cities.set(row.id, { row, exact });
  }
  return [...cities.values()]
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.row.population - a.row.population)
    .slice(0, limit)
    .map(({ row }) => toCity(row));
}

/** What an import or a typed label says of a city, for matchCity. */
export interface CityClues {
  /** The name as given ('Quebec City', 'Saint-Petersburg'). */
  name: string;
  /** ISO 3166-1 alpha-2; '' when unknown (then any country). */
  country: string;
  /** First-level region name ('Quebec'), when known: preferred, not required. */
  region?: string | null;
  /** The source's GeoNames id (setlist.fm's city id). */
  geonameId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** How far from an imported city's coordinates a catalogue city may be to be that city. */
const CITY_MATCH_RADIUS_KM = 25;
/** Within this distance of the point, the most populous city is taken (GeoNames lists districts around a centre). */
const CITY_CENTRE_KM = 2;

/**
 * The city these clues name, by one rule for every way a city arrives
 * (typed, imported, created): by GeoNames id; else by name (cityKey) in the
 * country, in the region first when one is given; else, given coordinates,
 * the catalogue city of the country (and region, when known) nearest the
 * point within CITY_MATCH_RADIUS_KM, the most populous of those within
 * CITY_CENTRE_KM; else by a common name (data/city-names.csv) in the
 * country. Undefined when none matches (the caller creates the city).
 * `catalogueOnly`: only cities with a GeoNames id (the duplicates merge).
 */
export async function matchCity(
  db: Handle,
  clues: CityClues,
  options: { catalogueOnly?: boolean } = {},
): Promise<CityRow | undefined> {
  const { country } = clues;
  const region = clues.region?.trim() ?? '';
  if (clues.geonameId) {
    const byId = await db
      .selectFrom('cities')
      .selectAll()
      .where('geoname_id', '=', clues.geonameId)
      .executeTakeFirst();
    if (byId) return byId;
  }
  const key = cityKey(clues.name);
  const named = async (kind: number) =>
    (region && country
      ? await cityByTerm(db, key, kind, country, region, options.catalogueOnly)
      : undefined) ?? (await cityByTerm(db, key, kind, country, '', options.catalogueOnly));
  return (
    (await named(CITY_TERM.name)) ??
    (await nearestCity(db, clues, region)) ??
    (await named(CITY_TERM.alias))
  );
}

/** The most populous city with this whole name (or common name) key, in the country (and region) when given. */
async function cityByTerm(
  db: Handle,
  key: string,
  kind: number,
  country: string,
  region: string,
  catalogueOnly = false,
): Promise<CityRow | undefined> {
  let query = db
    .selectFrom('city_search_terms as t')
    .innerJoin('cities', 'cities.id', 't.city_id')
    .selectAll('cities')
    .where('t.term', '=', key)
    .where('t.kind', '=', kind);
  if (country) query = query.where('cities.country', '=', country);
  if (region) query = query.where('cities.region', '=', region);
  if (catalogueOnly) query = query.where('cities.geoname_id', 'is not', null);
  return query
    .orderBy('cities.population', 'desc')
    .orderBy('cities.id')
    .limit(1)
    .executeTakeFirst();
}

/** The catalogue city at the clues' coordinates (matchCity's third step), in the region first when known. */
async function nearestCity(
  db: Handle,
  clues: CityClues,
  region: string,
): Promise<CityRow | undefined> {
  const { latitude: lat, longitude: lon, country } = clues;
  if (lat == null || lon == null || !country || (lat === 0 && lon === 0)) return undefined;
  const box = boxAround(lat, lon, CITY_MATCH_RADIUS_KM);
  const rows = await db
    .selectFrom('cities')
    .selectAll()
    .where('country', '=', country)
    .where('latitude', '>=', box.minLat)
    .where('latitude', '<=', box.maxLat)
    .where('longitude', '>=', box.minLng)
    .where('longitude', '<=', box.maxLng)
    .where('geoname_id', 'is not', null)
    .execute();
  const near = rows
    .map((row) => ({ row, km: greatCircleKm(lat, lon, row.latitude, row.longitude) }))
    .filter((c) => c.km <= CITY_MATCH_RADIUS_KM);
  const pick = (cities: typeof near) => {
    const centre = cities.filter((c) => c.km <= CITY_CENTRE_KM);
    if (centre.length) return centre.sort((a, b) => b.row.population - a.row.population)[0]!.row;
    return cities.sort((a, b) => a.km - b.km)[0]?.row;
  };
  return (region ? pick(near.filter((c) => c.row.region === region)) : undefined) ?? pick(near);
}

/** The most populous city of exactly this name (cityKey; and country, and region, when given). */
export async function findCityByKey(
  db: Handle,
  key: string,
  country: string,
  region = '',
): Promise<CityRow | undefined> {
  return cityByTerm(db, key, CITY_TERM.name, country, region);
}

/**
 * Adds a city no match found: a user's typed one has no population or
 * coordinates; an imported one keeps the source's GeoNames id and
 * coordinates when given. Its search terms are written with it.
 */
export async function insertCity(
  db: Handle,
  city: {
    name: string;
    nameKey: string;
    country: string;
    geonameId?: number | null;
    latitude?: number | null;
    longitude?: number | null;
  },
): Promise<CityRow> {
  // Two imports may create the same GeoNames city at once: the second finds the first's row.
  const inserted = await db
    .insertInto('cities')
    .values({
      name: city.name,
      name_key: city.nameKey,
      country: city.country,
      region: '',
      population: 0,
      latitude: city.latitude ?? 0,
      longitude: city.longitude ?? 0,
      geoname_id: city.geonameId ?? null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('geoname_id').where('geoname_id', 'is not', null).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!inserted) {
    return db
      .selectFrom('cities')
      .selectAll()
      .where('geoname_id', '=', city.geonameId!)
      .executeTakeFirstOrThrow();
  }
  const row = inserted;
  const terms = citySearchTerms(city.name).map((t) => ({ ...t, city_id: row.id }));
  if (terms.length) await db.insertInto('city_search_terms').values(terms).execute();
  return row;
}
