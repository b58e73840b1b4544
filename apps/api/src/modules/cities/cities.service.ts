import {
  cityKey,
  cityQueryKey,
  findCityByKey,
  insertCity,
  matchCity,
  searchCitiesByKey,
  toCity,
  type CityRow,
} from '@gigrank/db';
import { normalizeKey, type City, type ImportRow } from '@gigrank/domain';
import { committed } from '../../cache/changes';
import { badRequest } from '../../errors';
import type { DbHandle, ServiceDeps } from '../../ports/service-deps';

const CITY_SEARCH_LIMIT = 20;

/** 'Lisbon, PT' -> name 'Lisbon' and country 'PT'; 'Lisbon' -> no country. */
export function splitCityLabel(label: string): { name: string; country?: string } {
  const m = /^(.*\S)\s*,\s*([A-Za-z]{2})$/.exec(label.trim());
  return m ? { name: m[1]!, country: m[2]!.toUpperCase() } : { name: label.trim() };
}

/** 'Lisbon, Ohio' -> name 'Lisbon' and region 'Ohio' (the pickers' 'Lisbon, Ohio, US'); else null. */
function splitRegion(name: string): { name: string; region: string } | null {
  const m = /^(.*\S)\s*,\s*(\S.*)$/.exec(name);
  return m ? { name: m[1]!, region: m[2]! } : null;
}

/**
 * Cities whose name, a word of it or a common name of it ('Gothenburg' for
 * Göteborg) starts with `q`, most populous first; blank `q` gives the
 * largest cities. A picked label ('Lisbon, Ohio, US') finds the cities of
 * that name, country and region (prefix) first.
 */
export async function searchCities(deps: ServiceDeps, q: string | undefined): Promise<City[]> {
  const { name, country } = splitCityLabel(q ?? '');
  const regional = country ? splitRegion(name) : null;
  if (regional) {
    const regionKey = normalizeKey(regional.region);
    const inRegion = (
      await searchCitiesByKey(deps.db, cityQueryKey(regional.name), country, CITY_SEARCH_LIMIT)
    ).filter((city) => city.region && normalizeKey(city.region).startsWith(regionKey));
    if (inRegion.length) return inRegion;
  }
  return searchCitiesByKey(deps.db, cityQueryKey(name), country, CITY_SEARCH_LIMIT);
}

/** What an import knows of a city besides its name: setlist.fm's GeoNames id and coordinates. */
export interface CitySource {
  geonameId?: number | null;
  latitude?: number | null;
  longitude?: number | null;
}

/**
 * The city a typed or imported label names, by the one rule every way a
 * city arrives follows (matchCity in packages/db): by the source's GeoNames
 * id; else by name (and country, when given as 'Name, CC' or a hint; a
 * region hint, 'Ohio', or a typed 'Name, Region, CC' chooses among the
 * cities of that name); else by the source's coordinates; else by a common
 * name ('Gothenburg' is Göteborg). Created when none matches, keeping the
 * source's GeoNames id and coordinates; and whether it was created (the
 * catalogue changed).
 */
export async function resolveCity(
  db: DbHandle,
  label: string,
  countryHint?: string | null,
  regionHint?: string | null,
  source: CitySource = {},
): Promise<{ row: CityRow; created: boolean }> {
  const { name, country, existing } = await findCity(db, label, countryHint, regionHint, source);
  if (existing) return { row: existing, created: false };
  const row = await insertCity(db, { name, nameKey: normalizeKey(name), country, ...source });
  return { row, created: true };
}

/** resolveCity without creating: the city the label names, if any, and the name and country read. */
async function findCity(
  db: DbHandle,
  label: string,
  countryHint?: string | null,
  regionHint?: string | null,
  source: CitySource = {},
): Promise<{ name: string; country: string; existing: CityRow | undefined }> {
  const split = splitCityLabel(label);
  const name = split.name.normalize('NFC').replace(/\s+/g, ' ');
  const country = (countryHint ?? split.country ?? '').trim().toUpperCase();
  if (!normalizeKey(name)) throw badRequest('City is required');
  const region = regionHint?.trim();
  // A typed 'Name, Region, CC' (the pickers' label) when no region came with it.
  const regional = !region && country ? splitRegion(name) : null;
  const existing =
    (regional && !source.geonameId
      ? await findCityByKey(db, cityKey(regional.name), country, regional.region)
      : undefined) ?? (await matchCity(db, { name, country, region, ...source }));
  return { name, country, existing };
}

/**
 * The id of the city an import row names, when it is already there (no
 * city is created), each distinct city looked up once: how a row and a
 * logged show spelled otherwise ('New York' and New York City) are found
 * to be the same gig.
 */
export function importedCityIds(db: DbHandle): (row: ImportRow) => Promise<number | undefined> {
  const found = new Map<string, Promise<number | undefined>>();
  return (row) => {
    const source = citySourceOf(row);
    const key = [row.city, row.countryCode ?? '', row.region ?? '', ...Object.values(source)].join(
      '\u0000',
    );
    let id = found.get(key);
    if (!id) {
      id = findCity(db, row.city, row.countryCode, row.region, source).then((f) => f.existing?.id);
      found.set(key, id);
    }
    return id;
  };
}

/** What an import row says of its city besides its name. */
export function citySourceOf(row: ImportRow): Required<CitySource> {
  return {
    geonameId: row.geonameId ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
  };
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
