/**
 * Migration 0019_city_geonames: a fresh seed stores each catalogue city's
 * GeoNames id and its search terms (name, common names, later words); a
 * database seeded before 0019 gets the same at the next start
 * (seedCatalogue), and a city a user created under another name of a
 * catalogue city is merged into it.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { migrations } from '../src/migrations';
import { counterMismatches } from '../src/recounts';
import { seedCatalogue } from '../src/seed';
import { createTestDatabase, type TestDatabase } from '../src/testing';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

const everyCity = () =>
  t.db.selectFrom('cities').select(['id', 'geoname_id']).orderBy('id').execute();
const everyTerm = () =>
  t.db
    .selectFrom('city_search_terms')
    .select(['city_id', 'term', 'kind'])
    .orderBy('city_id')
    .orderBy('term')
    .execute();

describe('city GeoNames ids and search terms', () => {
  it('a fresh seed stores the ids and the terms, common names included', async () => {
    const terms = await t.db
      .selectFrom('city_search_terms as t')
      .innerJoin('cities', 'cities.id', 't.city_id')
      .select(['t.term', 't.kind', 'cities.geoname_id'])
      .where('cities.name', '=', 'Göteborg')
      .orderBy('t.term')
      .execute();
    expect(terms.map((r) => r.geoname_id)).toEqual([2711537, 2711537, 2711537]);
    expect(terms.map(({ term, kind }) => ({ term, kind }))).toEqual([
      { term: 'goteborg', kind: 0 },
      { term: 'gothenberg', kind: 1 },
      { term: 'gothenburg', kind: 1 },
    ]);
  });

  // Seeds the whole city catalogue's ids: longer than the default 20 s on a busy machine.
  it('a database seeded before 0019 gets them at the next start, its duplicates merged', async () => {
    const cities = await everyCity();
    const terms = await everyTerm();
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0018_setlistfm_fetches')).error).toBeUndefined();
    // What the city matching of 0018 made of an import's 'Gothenburg', SE: a city of its own.
    const now = new Date().toISOString();
    const { rows: typed } = await sql<{ id: number }>`
      insert into cities (name, name_key, country, region, population, latitude, longitude, created_at)
      values ('Gothenburg', 'gothenburg', 'SE', '', 0, 0, 0, ${now}) returning id`.execute(t.db);
    const { rows: users } = await sql<{ id: number }>`
      insert into users (username, username_key, display_name, password_hash, created_at, shows_count)
      values ('fan', 'fan', 'Fan', 'x', ${now}, 1) returning id`.execute(t.db);
    const { rows: artists } = await sql<{ id: number }>`
      select id from artists order by global_rank limit 1`.execute(t.db);
    const [user, artist, city] = [users[0]!.id, artists[0]!.id, typed[0]!.id];
    await sql`insert into shows (user_id, artist_id, city_id, date, score, rating, rank, created_at, updated_at)
      values (${user}, ${artist}, ${city}, '2024-06-01', 80, 'great', 1, ${now}, ${now})`.execute(
      t.db,
    );
    await sql`insert into user_city_stats (user_id, city_id, show_count, score_sum, scored_count)
      values (${user}, ${city}, 1, 80, 1)`.execute(t.db);
    await sql`insert into user_artist_stats (user_id, artist_id, show_count, score_sum, scored_count)
      values (${user}, ${artist}, 1, 80, 1)`.execute(t.db);
    await sql`update artists set show_count = show_count + 1, score_sum = score_sum + 80,
      scored_count = scored_count + 1, fan_count = fan_count + 1 where id = ${artist}`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
    expect(await everyTerm()).toEqual([]);

    const result = await seedCatalogue(t.db, { cities: 'sample' });
    expect(result).toMatchObject({ artists: 0, cities: 0, geonames: cities.length, merged: 1 });
    // The catalogue's rows have the ids and terms a fresh seed gives them; the typed city is gone.
    expect(await everyCity()).toEqual(cities);
    expect(await everyTerm()).toEqual(terms);
    const show = await t.db
      .selectFrom('shows')
      .innerJoin('cities', 'cities.id', 'shows.city_id')
      .select(['cities.name', 'cities.geoname_id'])
      .where('shows.user_id', '=', user)
      .executeTakeFirstOrThrow();
    expect(show).toEqual({ name: 'Göteborg', geoname_id: 2711537 });
    expect(await counterMismatches(t.db)).toEqual([]);
    // Then there is nothing left to do: every count of the next start is 0.
    const next = await seedCatalogue(t.db, { cities: 'sample' });
    expect(new Set(Object.values(next))).toEqual(new Set([0]));
  }, 120_000);
});
