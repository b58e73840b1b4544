/**
 * What a migration's test starts from: a fresh database, taken back to the
 * migration before the one under test (and moved up and down from there),
 * and rows written as raw SQL (the query builder knows only the latest
 * schema).
 */
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { migrations } from '../src/migrations';
import type { DB } from '../src/schema';
import { createTestDatabase, type TestDatabase } from '../src/testing';

type InsertReturningId = ReturnType<typeof sql<{ id: number }>>;

/**
 * A database of the suite's own, created before its tests and destroyed
 * after them, with the moves and raw inserts a migration's test makes.
 */
export function useMigrationDatabase(options?: Parameters<typeof createTestDatabase>[0]) {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const t = {
    get db(): Kysely<DB> {
      return database!.db;
    },
    /** Runs the migrations, down or up, to `name`: the last one applied. */
    async migrateTo(name: string): Promise<void> {
      const migrator = new Migrator({
        db: t.db,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo(name)).error).toBeUndefined();
    },
    /** The id a raw `insert ... returning id` gives. */
    async idOf(query: InsertReturningId): Promise<number> {
      return (await query.execute(t.db)).rows[0]!.id;
    },
    /** A city as every migration's schema holds one (country ZZ, no region). */
    city(name: string, now: string): Promise<number> {
      return t.idOf(sql<{ id: number }>`insert into cities
        (name, name_key, country, region, population, latitude, longitude, created_at)
        values (${name}, ${name.toLowerCase()}, 'ZZ', '', 1, 0, 0, ${now}) returning id`);
    },
    /** A user as every migration's schema holds one (display name = username): their id. */
    user(username: string, now: string): Promise<number> {
      return t.idOf(sql<{ id: number }>`insert into users
        (username, username_key, display_name, password_hash, created_at)
        values (${username}, ${username}, ${username}, 'x', ${now}) returning id`);
    },
    /** An artist as every migration's schema holds one. */
    artist(name: string, now: string): Promise<number> {
      return t.idOf(sql<{ id: number }>`insert into artists
        (name, name_key, monthly_streams, global_rank, formatted_streams, created_at)
        values (${name}, ${name.toLowerCase()}, 1, 9999, '<1M', ${now}) returning id`);
    },
    /** A user, an artist and a city named after `stem` ('Mig17': mig17, Mig17 Band, Mig17 Town). */
    async userArtistCity(stem: string, now = new Date().toISOString()) {
      const user = await t.user(stem.toLowerCase(), now);
      return {
        user,
        artist: await t.artist(`${stem} Band`, now),
        city: await t.city(`${stem} Town`, now),
      };
    },
  };
  return t;
}
