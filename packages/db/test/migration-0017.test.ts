/**
 * Migration 0017_feed_entries on a database holding shows logged before it,
 * on both engines: a show imported from setlist.fm (source_id set) and one
 * dated more than 30 days before the UTC day it was logged leave the feeds;
 * the others stay, the 30th day included; the Everyone feed then lists only
 * those. Down removes the columns and indexes, and up again rebuilds them.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { migrations } from '../src/migrations';
import { feedPage } from '../src/queries/feed.queries';
import { createTestDatabase, type TestDatabase } from '../src/testing';
import { EVERYONE } from '../src/visibility';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.destroy();
});

describe('0017: feed entries', () => {
  it('takes imported and long-past shows out of the feeds, keeps the others', async () => {
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: async () => migrations },
    });
    expect((await migrator.migrateTo('0016_people_search')).error).toBeUndefined();

    const now = new Date().toISOString();
    const idOf = async (query: ReturnType<typeof sql<{ id: number }>>) =>
      (await query.execute(t.db)).rows[0]!.id;
    const city = await idOf(sql<{ id: number }>`insert into cities
      (name, name_key, country, region, population, latitude, longitude, created_at)
      values ('Mig17 Town', 'mig17 town', 'ZZ', '', 1, 0, 0, ${now}) returning id`);
    const artist = await idOf(sql<{ id: number }>`insert into artists
      (name, name_key, monthly_streams, global_rank, formatted_streams, created_at)
      values ('Mig17 Band', 'mig17 band', 1, 9999, '<1M', ${now}) returning id`);
    const user = await idOf(sql<{ id: number }>`insert into users
      (username, username_key, display_name, password_hash, created_at)
      values ('mig17', 'mig17', 'Mig17', 'x', ${now}) returning id`);
    const showOf = (date: string, createdAt: string, sourceId: string | null = null) =>
      idOf(sql<{ id: number }>`insert into shows
        (user_id, artist_id, city_id, date, created_at, updated_at, source_id)
        values (${user}, ${artist}, ${city}, ${date}, ${createdAt}, ${createdAt}, ${sourceId})
        returning id`);
    const logged = '2026-03-10T12:00:00.000Z';
    const recent = await showOf('2026-03-08', logged);
    const thirtieth = await showOf('2026-02-08', logged);
    const older = await showOf('2026-02-07', logged);
    const fromSetlistFm = await showOf('2026-03-09', logged, '63de4613');
    // Logged late on the 10th (UTC): still the 10th's thirty days.
    const lateInTheDay = await showOf('2026-02-08', '2026-03-10T23:30:00.000Z');

    await migrateToLatest(t.db);

    const marks = await t.db
      .selectFrom('shows')
      .select(['id', 'in_feed', 'feed_import_count'])
      .where('user_id', '=', user)
      .orderBy('id')
      .execute();
    expect(marks).toEqual([
      { id: recent, in_feed: 1, feed_import_count: null },
      { id: thirtieth, in_feed: 1, feed_import_count: null },
      { id: older, in_feed: 0, feed_import_count: null },
      { id: fromSetlistFm, in_feed: 0, feed_import_count: null },
      { id: lateInTheDay, in_feed: 1, feed_import_count: null },
    ]);
    const feed = await feedPage(t.db, EVERYONE, 50, undefined);
    expect(feed.map((s) => s.id)).toEqual([lateInTheDay, thirtieth, recent]);
    expect(feed.every((s) => s.importedShows === undefined)).toBe(true);

    // Down and up again: the same marks.
    expect((await migrator.migrateTo('0016_people_search')).error).toBeUndefined();
    const columns = (await t.db.introspection.getTables())
      .find((table) => table.name === 'shows')!
      .columns.map((c) => c.name);
    expect(columns).not.toContain('in_feed');
    await migrateToLatest(t.db);
    expect(
      await t.db
        .selectFrom('shows')
        .select(['id', 'in_feed', 'feed_import_count'])
        .where('user_id', '=', user)
        .orderBy('id')
        .execute(),
    ).toEqual(marks);
  });
});
