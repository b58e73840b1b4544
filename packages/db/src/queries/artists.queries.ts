import type { Kysely } from 'kysely';
import {
  NEW_ARTIST_FORMATTED_STREAMS,
  NEW_ARTIST_GLOBAL_RANK,
  NEW_ARTIST_MONTHLY_STREAMS,
  type ArtistStat,
} from '@gigrank/domain';
import { artistSearchTerms, prefixUpperBound } from '../artist-terms';
import { preparedQuery } from '../prepared-query';
import type { ArtistRow, DB, Handle } from '../schema';

// Data functions of the artists aggregate: the only place with its SQL.

export function toArtistStat(
  row: Pick<ArtistRow, 'id' | 'name' | 'monthly_streams' | 'global_rank' | 'formatted_streams'>,
): ArtistStat {
  return {
    id: row.id,
    artist_name: row.name,
    monthly_streams: Number(row.monthly_streams),
    global_rank: row.global_rank,
    formatted_streams: row.formatted_streams,
  };
}

const artistByKey = preparedQuery((db: Kysely<DB>, key: string) =>
  db.selectFrom('artists').selectAll().where('name_key', '=', key),
);

/** The artist whose normalized name is `key`. */
export async function findArtistByKey(db: Handle, key: string): Promise<ArtistRow | undefined> {
  return artistByKey.executeTakeFirst(db, key);
}

/** The artists of these keys (an import batch's), in one statement. */
export function findArtistsByKeys(db: Handle, keys: readonly string[]): Promise<ArtistRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('artists')
    .selectAll()
    .where('name_key', 'in', [...keys])
    .execute();
}

/**
 * Adds an artist with the spec's defaults for a new one (monthly_streams 1,
 * global_rank 9999, '<1M') and its search terms. Undefined when an artist of
 * that key exists already.
 */
export async function insertArtist(
  db: Handle,
  artist: { name: string; nameKey: string },
): Promise<ArtistRow | undefined> {
  // ON CONFLICT DO NOTHING: when another request creates the same artist at
  // the same moment, this one waits for it and reads its row. (Catching the
  // unique violation instead would abort the whole transaction on PostgreSQL.)
  const row = await db
    .insertInto('artists')
    .values({
      name: artist.name,
      name_key: artist.nameKey,
      monthly_streams: NEW_ARTIST_MONTHLY_STREAMS,
      global_rank: NEW_ARTIST_GLOBAL_RANK,
      formatted_streams: NEW_ARTIST_FORMATTED_STREAMS,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) return undefined;
  await db
    .insertInto('artist_search_terms')
    .values(artistSearchTerms(artist.nameKey).map((term) => ({ term, artist_id: row.id })))
    .execute();
  return row;
}

/**
 * insertArtist for many artists at once (an import batch): one statement for
 * the rows and one for their search terms. Answers the artists it created;
 * a key that exists already (or was taken meanwhile) is skipped.
 */
export async function insertArtists(
  db: Handle,
  artists: readonly { name: string; nameKey: string }[],
): Promise<ArtistRow[]> {
  if (artists.length === 0) return [];
  const now = new Date().toISOString();
  const rows = await db
    .insertInto('artists')
    .values(
      artists.map((artist) => ({
        name: artist.name,
        name_key: artist.nameKey,
        monthly_streams: NEW_ARTIST_MONTHLY_STREAMS,
        global_rank: NEW_ARTIST_GLOBAL_RANK,
        formatted_streams: NEW_ARTIST_FORMATTED_STREAMS,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returningAll()
    .execute();
  const terms = rows.flatMap((row) =>
    artistSearchTerms(row.name_key).map((term) => ({ term, artist_id: row.id })),
  );
  if (terms.length) await db.insertInto('artist_search_terms').values(terms).execute();
  return rows;
}

/** Word matches examined per search before ordering; bounds the work of one-letter queries. */
const SEARCH_CANDIDATES = 400;

const searchColumns = [
  'id',
  'name',
  'name_key',
  'monthly_streams',
  'global_rank',
  'formatted_streams',
] as const;

/**
 * Artists whose normalized name, or a word of it, starts with `key`:
 * whole-name prefix matches first, then by global rank. Blank `key` is the
 * top list by global rank. Index ranges only.
 */
export async function searchArtistsByKey(
  db: Kysely<DB>,
  key: string,
  limit: number,
): Promise<ArtistStat[]> {
  if (!key) {
    const rows = await db
      .selectFrom('artists')
      .select(searchColumns)
      .orderBy('global_rank')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(toArtistStat);
  }
  const upper = prefixUpperBound(key);
  const [byName, byWord] = await Promise.all([
    db
      .selectFrom('artists')
      .select(searchColumns)
      .where('name_key', '>=', key)
      .where('name_key', '<', upper)
      .orderBy('name_key')
      .limit(SEARCH_CANDIDATES)
      .execute(),
    db
      .selectFrom('artist_search_terms')
      .innerJoin('artists', 'artists.id', 'artist_search_terms.artist_id')
      .select(searchColumns.map((c) => `artists.${c}` as const))
      .where('artist_search_terms.term', '>=', key)
      .where('artist_search_terms.term', '<', upper)
      .orderBy('artist_search_terms.term')
      .limit(SEARCH_CANDIDATES)
      .execute(),
  ]);
  const byRank = (a: { global_rank: number; id: number }, b: { global_rank: number; id: number }) =>
    a.global_rank - b.global_rank || a.id - b.id;
  const seen = new Set<number>();
  const out: ArtistStat[] = [];
  for (const row of [...byName.sort(byRank), ...byWord.sort(byRank)]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(toArtistStat(row));
    if (out.length >= limit) break;
  }
  return out;
}
