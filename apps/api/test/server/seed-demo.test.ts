import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDb,
  isPostgres,
  setlistsOfShows,
  writeSetlists,
  type DB,
  type Kysely,
} from '@gigrank/db';
import { createTestDatabase, testDialect } from '@gigrank/db/testing';
import { FESTIVALS } from '../../src/scripts/seed-demo-names';
import { counterMismatches } from '../support/helpers';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** seed:demo run into DATABASE_URL `databaseUrl` (SQLite in dataDir when ''). */
const run = (databaseUrl = '', shows = 3000) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/scripts/seed-demo.ts',
      '--users',
      String(shows / 10),
      '--shows',
      String(shows),
      '--follows',
      String((shows * 3) / 10),
      '--seed',
      '7',
    ],
    {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
    },
  );

/** A table's indexes by name, on either engine. */
async function indexesOf(db: Kysely<DB>, table: string): Promise<string[]> {
  const { rows } = isPostgres(db as Kysely<unknown>)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = ${table} order by 1`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = ${table} order by 1`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * The seeded setlists: about a third of the `shows` shows, each show's
 * columns as its rows make them and as writeSetlists writes them again,
 * and the setlist rows' indexes (dropped for the load) all back.
 */
async function expectSetlists(db: Kysely<DB>, stdout: string, shows: number) {
  const setlisted = await db
    .selectFrom('shows')
    .select([
      'id',
      'user_id',
      'artist_id',
      'date',
      'city_id',
      'setlist_size',
      'setlist_source',
      'setlist_version',
    ])
    .where('setlist_size', '>', 0)
    .orderBy('id')
    .execute();
  expect(setlisted.length).toBeGreaterThan(shows * 0.27);
  expect(setlisted.length).toBeLessThan(shows * 0.4);
  expect(stdout).toContain(`, ${setlisted.length} setlists (`);
  const rows = await db
    .selectFrom('setlist_songs')
    .select((eb) => ['show_id', eb.fn.countAll<number>().as('n')])
    .groupBy('show_id')
    .execute();
  expect(rows).toHaveLength(setlisted.length);
  const sizes = new Map(rows.map((r) => [r.show_id, Number(r.n)]));
  for (const show of setlisted) {
    expect(sizes.get(show.id)).toBe(show.setlist_size);
    expect(show.setlist_source).toBe('own');
  }
  const sample = setlisted.filter((_, i) => i % 25 === 0);
  const ids = sample.map((s) => s.id);
  const before = await setlistsOfShows(db, ids);
  const songs = async () =>
    Number(
      (
        await db
          .selectFrom('songs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const songsBefore = await songs();
  await db.transaction().execute((trx) =>
    writeSetlists(
      trx,
      sample.map((show) => ({ show, songs: before.get(show.id)! })),
      'own',
    ),
  );
  // Written again by writeSetlists: the same songs (no new title key), rows and columns.
  expect(await songs()).toBe(songsBefore);
  expect(await setlistsOfShows(db, ids)).toEqual(before);
  const rewritten = await db
    .selectFrom('shows')
    .select(['id', 'setlist_size', 'setlist_source', 'setlist_version'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  expect(rewritten).toEqual(
    sample.map((s) => ({
      id: s.id,
      setlist_size: s.setlist_size,
      setlist_source: s.setlist_source,
      setlist_version: s.setlist_version,
    })),
  );
  const fresh = await createTestDatabase({ seed: false });
  try {
    expect(await indexesOf(db, 'setlist_songs')).toEqual(
      await indexesOf(fresh.db, 'setlist_songs'),
    );
  } finally {
    await fresh.destroy();
  }
}

describe.runIf(testDialect() === 'sqlite')('pnpm seed:demo', () => {
  it('fills an empty database with a consistent graph, and refuses a filled one', async () => {
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /seeded 300 users, 3000 shows \((\d+) festival sets of 36 festivals; (\d+) venues\), 900 follows/,
    );
    // About 5% of the shows are festival sets, each inside its festival's days.
    const sets = Number(/\((\d+) festival sets/.exec(first.stdout)![1]);
    expect(sets).toBeGreaterThan(90);
    expect(sets).toBeLessThan(240);
    const database = createDb(join(dataDir, 'gigrank.db'));
    try {
      expect(await counterMismatches(database.db)).toEqual([]);
      const outside = await database.db
        .selectFrom('shows')
        .innerJoin('festivals', 'festivals.id', 'shows.festival_id')
        .select('shows.id')
        .where((eb) =>
          eb.or([
            eb('shows.date', '<', eb.ref('festivals.start_date')),
            eb('shows.date', '>', eb.ref('festivals.end_date')),
            eb('shows.city_id', '!=', eb.ref('festivals.city_id')),
          ]),
        )
        .execute();
      expect(outside).toEqual([]);
      // Ids rise with time, as the feeds and the notification list read them (newest id first).
      for (const table of ['shows', 'notifications'] as const) {
        const rows = await database.db
          .selectFrom(table)
          .select(['id', 'created_at'])
          .orderBy('id')
          .execute();
        const times = rows.map((r) => r.created_at);
        expect(times, table).toEqual([...times].sort());
      }
      // Each festival sits in its own town (Primavera Sound in Barcelona, not a random city).
      const placed = await database.db
        .selectFrom('festivals')
        .innerJoin('cities', 'cities.id', 'festivals.city_id')
        .select(['festivals.name', 'cities.name as city', 'cities.country'])
        .where('festivals.edition', '=', 2025)
        .execute();
      expect(placed).toHaveLength(FESTIVALS.length);
      for (const festival of FESTIVALS) {
        expect(placed).toContainEqual({
          name: festival.name,
          city: festival.city,
          country: festival.country,
        });
      }
      const unplaced = await database.db
        .selectFrom('shows')
        .select('id')
        .where('venue_id', 'is', null)
        .execute();
      expect(unplaced).toEqual([]);
      const ranks = await database.db
        .selectFrom('users')
        .select((eb) => [
          'shows_count',
          eb
            .selectFrom('shows')
            .select((e) => e.fn.max('rank').as('m'))
            .whereRef('shows.user_id', '=', 'users.id')
            .as('maxRank'),
        ])
        .where('shows_count', '>', 0)
        .execute();
      expect(ranks.every((r) => Number(r.maxRank) === r.shows_count)).toBe(true);
      const guests = await database.db
        .selectFrom('show_guests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(guests.n)).toBeGreaterThan(150);

      await expectSetlists(database.db, first.stdout, 3000);
    } finally {
      await database.close();
    }
    const again = run();
    expect(again.status).toBe(2);
  }, 120_000);
});

describe.runIf(testDialect() === 'postgres')('pnpm seed:demo on PostgreSQL', () => {
  it('fills an empty database with consistent counters and setlists', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const seeded = run(database.url, 1000);
      expect(seeded.status, seeded.stderr).toBe(0);
      expect(await counterMismatches(database.db)).toEqual([]);
      await expectSetlists(database.db, seeded.stdout, 1000);
    } finally {
      await database.destroy();
    }
  }, 300_000);
});
