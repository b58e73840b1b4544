import type { CompiledQuery, Insertable } from 'kysely';
import { songKey, type SetlistSong, type SetlistSource } from '@gigrank/domain';
import type { DB, Handle } from './schema';
import { setlistVersion } from './setlist-version';
import type { SetlistOwner } from './queries/songs.queries';

// Loading many setlists at once (seed:demo): songs with ids the loader
// chose, a show's setlist columns computed before the show is inserted (so
// it is never updated), and setlist rows inserted in batches as they are
// read. What each writes is what writeSetlists (queries/songs.queries.ts)
// writes for the same songs: the title key, the rows' copied show fields
// and marks, and the shows' size, source and version.

/** A song of a setlist being loaded: its song's id (already inserted) and the song's marks. */
export type BulkSetlistSong = Omit<SetlistSong, 'title'> & { songId: number };

/** A show's setlist being loaded: the show as its rows copy it, and its songs in order. */
export interface BulkSetlist {
  show: SetlistOwner;
  songs: readonly BulkSetlistSong[];
}

/** Variables of one insert statement: under SQLite's cap (32,766) and PostgreSQL's (65,535). */
const MAX_VARIABLES = 30_000;

/** A songs row of `artistId` with the id the loader chose: its title keyed as writeSetlists keys it. */
export function bulkSongRow(
  id: number,
  artistId: number,
  title: string,
  createdAt: string,
): Insertable<DB['songs']> {
  return { id, artist_id: artistId, title, title_key: songKey(title), created_at: createdAt };
}

/** A show's setlist columns as writeSetlists sets them for these songs (none: no setlist). */
export function bulkSetlistColumns(
  songs: readonly { songId: number; encore?: boolean }[],
  source: Exclude<SetlistSource, 'gig'>,
): { setlist_size: number; setlist_source: string | null; setlist_version: string | null } {
  if (songs.length === 0) return { setlist_size: 0, setlist_source: null, setlist_version: null };
  return {
    setlist_size: songs.length,
    setlist_source: source,
    setlist_version: setlistVersion(
      songs.map((s) => ({ songId: s.songId, encore: s.encore === true })),
    ),
  };
}

/** The columns of a setlist_songs row, in the order bulkInsertSetlists binds them. */
const SETLIST_COLUMNS = [
  'show_id',
  'position',
  'song_id',
  'user_id',
  'artist_id',
  'date',
  'city_id',
  'encore',
  'tape',
  'cover_of',
  'with_guest',
  'note',
] as const;

/**
 * Inserts the rows of `setlists` (their shows and songs already inserted),
 * `batch` rows a statement (at most what one statement's variables allow),
 * reading `setlists` as it goes: a generator keeps one batch in memory
 * however many setlists it yields. The statement of a full batch is built
 * once and run with each batch's values (building millions of rows through
 * the query builder costs more than inserting them). Answers how many rows
 * it inserted.
 */
export async function bulkInsertSetlists(
  db: Handle,
  setlists: Iterable<BulkSetlist>,
  batch = 2000,
): Promise<number> {
  const size = Math.max(1, Math.min(batch, Math.floor(MAX_VARIABLES / SETLIST_COLUMNS.length)));
  const statement = (rows: number): CompiledQuery => {
    const row = Object.fromEntries(SETLIST_COLUMNS.map((c) => [c, 0])) as never;
    return db
      .insertInto('setlist_songs')
      .values(Array.from({ length: rows }, () => row))
      .compile();
  };
  const full = statement(size);
  let values: unknown[] = [];
  let inserted = 0;
  const flush = async () => {
    const rows = values.length / SETLIST_COLUMNS.length;
    if (rows === 0) return;
    await db.executeQuery({ ...(rows === size ? full : statement(rows)), parameters: values });
    inserted += rows;
    values = [];
  };
  for (const { show, songs } of setlists) {
    for (const [position, song] of songs.entries()) {
      // In SETLIST_COLUMNS' order.
      values.push(
        show.id,
        position,
        song.songId,
        show.user_id,
        show.artist_id,
        show.date,
        show.city_id,
        song.encore ? 1 : 0,
        song.tape ? 1 : 0,
        song.coverOf ?? null,
        song.withGuest ?? null,
        song.note ?? null,
      );
      if (values.length >= size * SETLIST_COLUMNS.length) await flush();
    }
  }
  await flush();
  return inserted;
}
