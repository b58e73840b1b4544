/**
 * Migration 0017_feed_entries on a database holding shows logged before it,
 * on both engines: a show imported from setlist.fm (source_id set) and one
 * dated more than 30 days before the UTC day it was logged leave the feeds;
 * the others stay, the 30th day included; the Everyone feed then lists only
 * those. Down removes the columns and indexes, and up again rebuilds them.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/migrate';
import { feedPage } from '../src/queries/feed.queries';
import { EVERYONE } from '../src/visibility';
import { useMigrationDatabase } from './migration-support';

const t = useMigrationDatabase();

describe('0017: feed entries', () => {
  it('takes imported and long-past shows out of the feeds, keeps the others', async () => {
    await t.migrateTo('0016_people_search');
    const { user, artist, city } = await t.userArtistCity('Mig17');
    const showOf = (date: string, createdAt: string, sourceId: string | null = null) =>
      t.idOf(sql<{ id: number }>`insert into shows
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
    await t.migrateTo('0016_people_search');
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
