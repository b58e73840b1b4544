import type { Kysely, Transaction } from 'kysely';
import type { City } from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import type { CityRow, DB } from '../schema';

// Data functions of the cities aggregate: the only place with its SQL.

type Handle = Kysely<DB> | Transaction<DB>;

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

/**
 * Cities whose normalized name starts with `key` (in `country` when given):
 * the exact name first, then most populous. Blank `key` gives the largest cities.
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
  const inRange = () => {
    let query = db
      .selectFrom('cities')
      .where('name_key', '>=', key)
      .where('name_key', '<', prefixUpperBound(key));
    if (country) query = query.where('country', '=', country);
    return query;
  };
  const candidates = await inRange()
    .selectAll()
    .orderBy('name_key')
    .limit(CITY_CANDIDATES + 1)
    .execute();
  if (candidates.length > CITY_CANDIDATES) {
    // A short, common prefix: walking cities by population finds the top matches fast.
    const top = await inRange()
      .selectAll()
      .orderBy('population', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return top.map(toCity);
  }
  return candidates
    .sort(
      (a, b) =>
        Number(b.name_key === key) - Number(a.name_key === key) || b.population - a.population,
    )
    .slice(0, limit)
    .map(toCity);
}

/** The most populous city of exactly this normalized name (and country, and region, when given). */
export async function findCityByKey(
  db: Handle,
  key: string,
  country: string,
  region = '',
): Promise<CityRow | undefined> {
  let query = db.selectFrom('cities').selectAll().where('name_key', '=', key);
  if (country) query = query.where('country', '=', country);
  if (region) query = query.where('region', '=', region);
  return query.orderBy('population', 'desc').limit(1).executeTakeFirst();
}

/** Adds a city typed by a user: no population or coordinates known. */
export async function insertCity(
  db: Handle,
  city: { name: string; nameKey: string; country: string },
): Promise<CityRow> {
  return db
    .insertInto('cities')
    .values({
      name: city.name,
      name_key: city.nameKey,
      country: city.country,
      region: '',
      population: 0,
      latitude: 0,
      longitude: 0,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
