import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { migrateToLatest } from '../src/migrate';
import { seedCatalogue, readArtistCatalogue } from '../src/seed';
import { artistSearchTerms } from '../src/artist-terms';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

describe('migrations and catalogue', () => {
  it('seeds the 3,000 catalogue artists with derived formatted streams', async () => {
    const count = await t.db
      .selectFrom('artists')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3000);
    const top = await t.db
      .selectFrom('artists')
      .selectAll()
      .where('global_rank', '=', 1)
      .executeTakeFirstOrThrow();
    expect(top.name).toBe('Bruno Mars');
    expect(Number(top.monthly_streams)).toBe(136799507);
    expect(top.formatted_streams).toBe('136.8M');
    const quoted = await t.db
      .selectFrom('artists')
      .select('name')
      .where('name_key', '=', 'tyler, the creator')
      .executeTakeFirst();
    expect(quoted?.name).toBe('Tyler, The Creator');
  });

  it('stores accent-free keys and word search terms', async () => {
    const b = await t.db
      .selectFrom('artists')
      .select(['name', 'name_key'])
      .where('name_key', '=', 'beyonce')
      .executeTakeFirstOrThrow();
    expect(b.name).toBe('Beyoncé');
    const viaTerm = await t.db
      .selectFrom('artist_search_terms')
      .innerJoin('artists', 'artists.id', 'artist_search_terms.artist_id')
      .select('artists.name')
      .where('term', '=', 'weeknd')
      .execute();
    expect(viaTerm.map((r) => r.name)).toContain('The Weeknd');
  });

  it('seeds cities with coordinates', async () => {
    const lisbon = await t.db
      .selectFrom('cities')
      .selectAll()
      .where('name_key', '=', 'lisbon')
      .executeTakeFirstOrThrow();
    expect(lisbon.country).toBe('PT');
    expect(lisbon.latitude).toBeCloseTo(38.71667, 3);
    expect(lisbon.longitude).toBeCloseTo(-9.13333, 3);
  });

  it('is idempotent: migrating and seeding again changes nothing', async () => {
    await migrateToLatest(t.db);
    const again = await seedCatalogue(t.db, { cities: 'sample' });
    expect(again).toEqual({ artists: 0, cities: 0, regions: 0, geonames: 0, merged: 0 });
  });

  it('enforces case- and accent-insensitive artist uniqueness', async () => {
    await expect(
      t.db
        .insertInto('artists')
        .values({
          name: 'BEYONCÉ',
          name_key: 'beyonce',
          monthly_streams: 1,
          global_rank: 9999,
          formatted_streams: '<1M',
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('catalogue file', () => {
  it('reads every row with its rank', () => {
    const rows = readArtistCatalogue();
    expect(rows).toHaveLength(3000);
    expect(rows.at(-1)?.globalRank).toBe(3000);
  });
});

describe('artistSearchTerms', () => {
  it.each([
    ['the weeknd', ['the weeknd', 'weeknd']],
    ['ac/dc', ['ac/dc', 'dc']],
    ['tyler, the creator', ['tyler, the creator', 'the creator', 'creator']],
    ['adele', ['adele']],
  ])('%s', (key, terms) => {
    expect(artistSearchTerms(key)).toEqual(terms);
  });
});
