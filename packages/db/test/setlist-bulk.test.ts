/**
 * The bulk setlist writer (setlist-bulk.ts), on both engines, against
 * writeSetlists: setlists loaded in batches that end mid-setlist read back
 * with every mark, and each show's size, source and version are what
 * writeSetlists writes for the same songs; withoutSecondaryIndexes drops a
 * table's secondary indexes for a load and creates them again.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { SetlistSong } from '@gigrank/domain';
import {
  bulkInsert,
  bulkInsertSetlists,
  bulkSetlistColumns,
  bulkSongRow,
  insertShowRow,
  isPostgres,
  setlistsOfShows,
  withoutSecondaryIndexes,
  writeSetlists,
  type BulkSetlistSong,
  type DB,
  type Kysely,
  type Transaction,
} from '../src';
import { userArtistCity, useUnseededDatabase } from './test-rows';

const t = useUnseededDatabase();

const now = '2026-01-01T00:00:00.000Z';

/** The setlist_songs indexes by name, as `db` (the test's database, or a transaction of it) sees them. */
async function indexes(db: Kysely<DB> | Transaction<DB> = t.db): Promise<string[]> {
  const { rows } = isPostgres(t.db as Kysely<unknown>)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = 'setlist_songs' order by 1`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master
        where type = 'index' and tbl_name = 'setlist_songs' order by 1`.execute(db);
  return rows.map((r) => r.name);
}

describe('bulk setlists', () => {
  it('read back as writeSetlists writes them, marks and columns alike', async () => {
    const { user, artist, city } = await userArtistCity(t.db, 'Bulk', now);
    const show = (date: string) =>
      insertShowRow(t.db, {
        user_id: user.id,
        artist_id: artist.id,
        city_id: city.id,
        venue: null,
        date,
        companion: null,
        favorite_song: null,
        notes: null,
        score: 50,
        rating: null,
        created_at: now,
        photos_count: 0,
        in_feed: 1,
      });
    const [loaded, other, written] = [
      await show('2025-01-01'),
      await show('2025-01-02'),
      await show('2025-01-03'),
    ];
    const songs: SetlistSong[] = [
      { title: 'Intro', tape: true },
      { title: 'Electric Heart', note: 'acoustic' },
      { title: 'Heroes', coverOf: 'David Bowie', withGuest: 'Sam Fender' },
      { title: 'Closer' },
      { title: 'Hit', encore: true },
    ];
    const { id: firstSong } = (
      await sql<{ id: number }>`select coalesce(max(id), 0) + 1 as id
      from songs`.execute(t.db)
    ).rows[0]!;
    const songRows = songs.map((s, i) =>
      bulkSongRow(Number(firstSong) + i, artist.id, s.title, now),
    );
    const bulk: BulkSetlistSong[] = songs.map(({ title: _title, ...marks }, i) => ({
      songId: songRows[i]!.id!,
      ...marks,
    }));
    const before = await indexes();
    expect(before.length).toBeGreaterThan(1);
    await t.db.transaction().execute(async (trx) => {
      await bulkInsert(trx, 'songs', songRows, 100);
      for (const s of [loaded, other]) {
        await trx
          .updateTable('shows')
          .set(bulkSetlistColumns(s.id === other.id ? bulk.slice(1) : bulk, 'own'))
          .where('id', '=', s.id)
          .execute();
      }
      // Batches of 3 rows: one ends inside each setlist, the last is short.
      const inserted = await withoutSecondaryIndexes(trx, 'setlist_songs', async () => {
        expect(await indexes(trx)).not.toEqual(before);
        return bulkInsertSetlists(
          trx,
          [
            { show: loaded, songs: bulk },
            { show: other, songs: bulk.slice(1) },
          ],
          3,
        );
      });
      expect(inserted).toBe(9);
    });
    expect(await indexes()).toEqual(before);
    const read = await setlistsOfShows(t.db, [loaded.id, other.id]);
    expect(read.get(loaded.id)).toEqual(songs);
    expect(read.get(other.id)).toEqual(songs.slice(1));

    // writeSetlists writes the same songs (none new), rows and columns.
    await t.db
      .transaction()
      .execute((trx) => writeSetlists(trx, [{ show: written, songs }], 'own'));
    expect((await setlistsOfShows(t.db, [written.id])).get(written.id)).toEqual(songs);
    const columns = await t.db
      .selectFrom('shows')
      .select(['id', 'setlist_size', 'setlist_source', 'setlist_version'])
      .where('id', 'in', [loaded.id, written.id])
      .orderBy('id')
      .execute();
    expect(columns[0]).toEqual({ ...columns[1], id: loaded.id });
    expect(columns[0]).toMatchObject({ setlist_size: 5, setlist_source: 'own' });
    const count = await t.db
      .selectFrom('songs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('artist_id', '=', artist.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(songs.length);
    expect(bulkSetlistColumns([], 'own')).toEqual({
      setlist_size: 0,
      setlist_source: null,
      setlist_version: null,
    });
  });
});
