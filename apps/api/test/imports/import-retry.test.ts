/**
 * An import batch that PostgreSQL aborts over a conflict runs again from the
 * catalogue as it was before the batch: the artists the aborted run created
 * are gone with it, so the second run finds and creates them again instead
 * of pointing its shows at rows that no longer exist. The conflict is made
 * by a trigger that aborts the first insert of shows as a deadlock (40P01);
 * a sequence counts the runs, since it is not rolled back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '@gigrank/db/testing';
import { counterMismatches, useTestApp } from '../support/helpers';
import { importCsv } from '../support/imports';

const t = useTestApp();

describe.skipIf(testDialect() !== 'postgres')('an import batch aborted as a deadlock', () => {
  beforeAll(async () => {
    await sql`CREATE SEQUENCE import_retry_runs`.execute(t.db);
    await sql`
      CREATE FUNCTION import_retry_abort() RETURNS trigger AS $$
      BEGIN
        IF nextval('import_retry_runs') = 1 THEN
          RAISE EXCEPTION 'a deadlock, made by the test' USING ERRCODE = '40P01';
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`.execute(t.db);
    await sql`
      CREATE TRIGGER import_retry_abort BEFORE INSERT ON shows
      FOR EACH STATEMENT EXECUTE FUNCTION import_retry_abort()`.execute(t.db);
  });
  afterAll(async () => {
    await sql`DROP TRIGGER IF EXISTS import_retry_abort ON shows`.execute(t.db);
  });

  it('runs again with the artists it creates, and every counter stays right', async () => {
    const ann = await t.newUser();
    const artists = ['Retry Quartet', 'Second Run Trio'];
    const csv = [
      'Date,Artist,City,Score',
      `2024-03-01,${artists[0]},Lisbon,80`,
      `2024-04-02,${artists[1]},Porto,70`,
    ].join('\n');
    const { commit } = await importCsv(ann, csv);
    expect(commit.created).toBe(2);

    const runs = await sql<{
      last_value: number;
    }>`SELECT last_value FROM import_retry_runs`.execute(t.db);
    expect(Number(runs.rows[0]!.last_value)).toBeGreaterThanOrEqual(2);
    const shows = await t.db
      .selectFrom('shows')
      .innerJoin('artists', 'artists.id', 'shows.artist_id')
      .select('artists.name')
      .where('shows.user_id', '=', ann.user.id)
      .orderBy('shows.date')
      .execute();
    expect(shows.map((s) => s.name)).toEqual(artists);
    expect(await counterMismatches(t.db)).toEqual([]);
  });
});
