import type { Kysely, Transaction } from 'kysely';
import { prefixUpperBound, type CityRow, type DB } from '@gigrank/db';
import { normalizeKey, type City } from '@gigrank/domain';
import { badRequest } from '../errors';

type Db = Kysely<DB> | Transaction<DB>;

export const CITY_SEARCH_LIMIT = 20;
/** Prefix matches examined before ordering by population; bounds one-letter queries. */
const CITY_CANDIDATES = 500;

export function toCity(row: CityRow): City {
  return {
    id: row.id,
    name: row.name,
    country: row.country || null,
    population: row.population,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** 'Lisbon, PT' -> name 'Lisbon' and country 'PT'; 'Lisbon' -> no country. */
export function splitCityLabel(label: string): { name: string; country?: string } {
  const m = /^(.*\S)\s*,\s*([A-Za-z]{2})$/.exec(label.trim());
  return m ? { name: m[1]!, country: m[2]!.toUpperCase() } : { name: label.trim() };
}

/** Cities whose name starts with `q`, most populous first; blank `q` gives the largest cities. */
export async function searchCities(db: Kysely<DB>, q: string | undefined): Promise<City[]> {
  const { name, country } = splitCityLabel(q ?? '');
  const key = normalizeKey(name);
  if (!key) {
    const rows = await db
      .selectFrom('cities')
      .selectAll()
      .orderBy('population', 'desc')
      .limit(CITY_SEARCH_LIMIT)
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
      .limit(CITY_SEARCH_LIMIT)
      .execute();
    return top.map(toCity);
  }
  return candidates
    .sort(
      (a, b) =>
        Number(b.name_key === key) - Number(a.name_key === key) || b.population - a.population,
    )
    .slice(0, CITY_SEARCH_LIMIT)
    .map(toCity);
}

/**
 * The city a typed label names: an exact name (and country, when given as
 * 'Name, CC'), the most populous of that name; created when unknown.
 */
export async function findOrCreateCity(
  db: Db,
  label: string,
  countryHint?: string | null,
): Promise<CityRow> {
  return (await findOrCreateCityFlagged(db, label, countryHint)).row;
}

/** POST /api/cities: a known city is returned as is; a new one is added. */
export async function createCity(
  db: Kysely<DB>,
  name: string,
  country?: string | null,
): Promise<{ city: City; created: boolean }> {
  const { row, created } = await findOrCreateCityFlagged(db, name, country);
  return { city: toCity(row), created };
}

async function findOrCreateCityFlagged(
  db: Db,
  label: string,
  countryHint?: string | null,
): Promise<{ row: CityRow; created: boolean }> {
  const split = splitCityLabel(label);
  const name = split.name.normalize('NFC').replace(/\s+/g, ' ');
  const country = (countryHint ?? split.country ?? '').trim().toUpperCase();
  const key = normalizeKey(name);
  if (!key) throw badRequest('City is required');
  let query = db.selectFrom('cities').selectAll().where('name_key', '=', key);
  if (country) query = query.where('country', '=', country);
  const existing = await query.orderBy('population', 'desc').limit(1).executeTakeFirst();
  if (existing) return { row: existing, created: false };
  const row = await db
    .insertInto('cities')
    .values({
      name,
      name_key: key,
      country,
      population: 0,
      latitude: 0,
      longitude: 0,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, created: true };
}

export async function getCity(db: Db, id: number): Promise<CityRow | undefined> {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
}
