import {
  findCityByKey,
  insertCity,
  searchCitiesByKey,
  toCity,
  type CityRow,
  type DB,
  type Kysely,
  type Transaction,
} from '@gigrank/db';
import { normalizeKey, type City } from '@gigrank/domain';
import { committed } from '../cache/changes';
import { badRequest } from '../errors';
import type { ServiceDeps } from './deps';

export { toCity };

type Db = Kysely<DB> | Transaction<DB>;

export const CITY_SEARCH_LIMIT = 20;

/** 'Lisbon, PT' -> name 'Lisbon' and country 'PT'; 'Lisbon' -> no country. */
export function splitCityLabel(label: string): { name: string; country?: string } {
  const m = /^(.*\S)\s*,\s*([A-Za-z]{2})$/.exec(label.trim());
  return m ? { name: m[1]!, country: m[2]!.toUpperCase() } : { name: label.trim() };
}

/** 'Lisbon, Ohio' -> name 'Lisbon' and region 'Ohio' (the pickers' 'Lisbon, Ohio, US'); else null. */
export function splitRegion(name: string): { name: string; region: string } | null {
  const m = /^(.*\S)\s*,\s*(\S.*)$/.exec(name);
  return m ? { name: m[1]!, region: m[2]! } : null;
}

/**
 * Cities whose name starts with `q`, most populous first; blank `q` gives the
 * largest cities. A picked label ('Lisbon, Ohio, US') finds the cities of
 * that name, country and region (prefix) first.
 */
export async function searchCities(deps: ServiceDeps, q: string | undefined): Promise<City[]> {
  const { name, country } = splitCityLabel(q ?? '');
  const regional = country ? splitRegion(name) : null;
  if (regional) {
    const regionKey = normalizeKey(regional.region);
    const inRegion = (
      await searchCitiesByKey(deps.db, normalizeKey(regional.name), country, CITY_SEARCH_LIMIT)
    ).filter((city) => city.region && normalizeKey(city.region).startsWith(regionKey));
    if (inRegion.length) return inRegion;
  }
  return searchCitiesByKey(deps.db, normalizeKey(name), country, CITY_SEARCH_LIMIT);
}

/**
 * The city a typed label names: an exact name (and country, when given as
 * 'Name, CC'), the most populous of that name; created when unknown, and
 * whether it was created (the catalogue changed). A region hint (the picked
 * city's, 'Ohio') chooses among the cities of that name and country; one that
 * matches none is ignored.
 */
export async function resolveCity(
  db: Db,
  label: string,
  countryHint?: string | null,
  regionHint?: string | null,
): Promise<{ row: CityRow; created: boolean }> {
  const split = splitCityLabel(label);
  const name = split.name.normalize('NFC').replace(/\s+/g, ' ');
  const country = (countryHint ?? split.country ?? '').trim().toUpperCase();
  const key = normalizeKey(name);
  if (!key) throw badRequest('City is required');
  const region = regionHint?.trim();
  // A typed 'Name, Region, CC' (the pickers' label) when no region came with it.
  const regional = !region && country ? splitRegion(name) : null;
  const existing =
    (region && country ? await findCityByKey(db, key, country, region) : undefined) ??
    (regional
      ? await findCityByKey(db, normalizeKey(regional.name), country, regional.region)
      : undefined) ??
    (await findCityByKey(db, key, country));
  if (existing) return { row: existing, created: false };
  return { row: await insertCity(db, { name, nameKey: key, country }), created: true };
}

/** POST /api/cities: a known city is returned as is; a new one is added. */
export async function createCity(
  deps: ServiceDeps,
  name: string,
  country?: string | null,
): Promise<{ city: City; created: boolean }> {
  const { row, created } = await resolveCity(deps.db, name, country);
  // Cities belong to the catalogue the pickers search.
  await committed(deps, created ? [{ kind: 'artistCatalogue' }] : []);
  return { city: toCity(row), created };
}
