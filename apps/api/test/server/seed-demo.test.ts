import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '@gigrank/db';
import { testDialect } from '@gigrank/db/testing';
import { FESTIVALS } from '../../src/scripts/seed-demo-names';
import { counterMismatches } from '../support/helpers';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = () =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/scripts/seed-demo.ts',
      '--users',
      '300',
      '--shows',
      '3000',
      '--follows',
      '900',
      '--seed',
      '7',
    ],
    {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    },
  );

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
    } finally {
      await database.close();
    }
    const again = run();
    expect(again.status).toBe(2);
  }, 120_000);
});
