/**
 * Migration 0011_city_region and the catalogue's regions: a fresh seed stores
 * each city's first-level region; a database seeded before 0011 gets its
 * cities' regions at the next start (seedCatalogue), on both engines.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { migrations } from '../src/migrations';
import { insertCity, searchCitiesByKey } from '../src/queries/cities.queries';
import { seedCatalogue } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

/** Region by country of the catalogue's cities of this normalized name. */
async function regionsOf(key: string) {
  const rows = await t.db
    .selectFrom('cities')
    .select(['country', 'region'])
    .where('name_key', '=', key)
    .orderBy('population', 'desc')
    .execute();
  return rows.map((r) => `${r.region}, ${r.country}`);
}

describe('city regions', () => {
  it('a fresh seed stores each city region, and search answers it', async () => {
    // Two Jinings in China (both in the sample catalogue): Shandong's and Inner Mongolia's.
    expect(await regionsOf('jining')).toEqual(['Shandong, CN', 'Inner Mongolia, CN']);
    expect(await regionsOf('lisbon')).toEqual(['Lisbon, PT']);
    const found = await searchCitiesByKey(t.db, 'jining', undefined, 5);
    expect(found.map((c) => [c.name, c.region, c.country])).toEqual([
      ['Jining', 'Shandong', 'CN'],
      ['Jining', 'Inner Mongolia', 'CN'],
    ]);
    // A city a user typed has none.
    const typed = await insertCity(t.db, {
      name: 'Tiny Hamlet',
      nameKey: 'tiny hamlet',
      country: 'PT',
    });
    expect(typed.region).toBe('');
    expect((await searchCitiesByKey(t.db, 'tiny hamlet', 'PT', 5))[0]?.region).toBeNull();
  });

  // Seeds the whole city catalogue twice: longer than the default 20 s on a busy machine.
  it('a database seeded before 0011 gets its regions at the next seed', async () => {
    const everyRegion = () =>
      t.db.selectFrom('cities').select(['id', 'region']).orderBy('id').execute();
    const seeded = await everyRegion();
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    const down = await migrator.migrateTo('0010_idempotency_keys');
    expect(down.error).toBeUndefined();
    await migrateToLatest(t.db);
    // The column is back, empty, as after upgrading a database seeded without it.
    expect(await regionsOf('jining')).toEqual(['null, CN', 'null, CN']);

    const result = await seedCatalogue(t.db, { cities: 'sample' });
    expect(result.artists).toBe(0);
    expect(result.cities).toBe(0);
    // Each row has the region a fresh seed gives it ('' for the typed city and the
    // few catalogue cities whose region code GeoNames no longer lists).
    expect(await everyRegion()).toEqual(seeded);
    expect(result.regions).toBe(seeded.filter((r) => r.region).length);
    expect(await regionsOf('jining')).toEqual(['Shandong, CN', 'Inner Mongolia, CN']);
    expect(await regionsOf('tiny hamlet')).toEqual([', PT']);
    // Then there is nothing left to do.
    expect(await seedCatalogue(t.db, { cities: 'sample' })).toEqual({
      artists: 0,
      cities: 0,
      regions: 0,
      geonames: 0,
      merged: 0,
    });
  }, 120_000);
});
