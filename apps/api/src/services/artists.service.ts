import type { Kysely, Transaction } from 'kysely';
import {
  artistSearchTerms,
  cachedRead,
  prefixUpperBound,
  preparedQuery,
  type ArtistRow,
  type DB,
} from '@gigrank/db';
import {
  ARTIST_SEARCH_LIMIT_DEFAULT,
  NEW_ARTIST_FORMATTED_STREAMS,
  NEW_ARTIST_GLOBAL_RANK,
  NEW_ARTIST_MONTHLY_STREAMS,
  normalizeKey,
  type ArtistStat,
} from '@gigrank/domain';
import { badRequest, notFound } from '../errors';

type Db = Kysely<DB> | Transaction<DB>;

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

export async function findArtist(db: Db, name: string): Promise<ArtistRow | undefined> {
  const key = normalizeKey(name);
  if (!key) return undefined;
  return artistByKey.executeTakeFirst(db, key);
}

const artistByKey = preparedQuery((db: Kysely<DB>, key: string) =>
  db.selectFrom('artists').selectAll().where('name_key', '=', key),
);

/**
 * The artist of that name in any case and accents, created when unknown with
 * the spec's defaults (monthly_streams 1, global_rank 9999, '<1M').
 */
export async function findOrCreateArtist(db: Db, rawName: string): Promise<ArtistRow> {
  return (await findOrCreateArtistFlagged(db, rawName)).row;
}

async function findOrCreateArtistFlagged(
  db: Db,
  rawName: string,
): Promise<{ row: ArtistRow; created: boolean }> {
  const name = rawName.normalize('NFC').trim().replace(/\s+/g, ' ');
  const key = normalizeKey(name);
  if (!key) throw badRequest('Artist is required');
  const existing = await findArtist(db, name);
  if (existing) return { row: existing, created: false };
  // ON CONFLICT DO NOTHING: when another request creates the same artist at
  // the same moment, this one waits for it and reads its row. (Catching the
  // unique violation instead would abort the whole transaction on PostgreSQL.)
  const row = await db
    .insertInto('artists')
    .values({
      name,
      name_key: key,
      monthly_streams: NEW_ARTIST_MONTHLY_STREAMS,
      global_rank: NEW_ARTIST_GLOBAL_RANK,
      formatted_streams: NEW_ARTIST_FORMATTED_STREAMS,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const again = await findArtist(db, name);
    if (!again) throw new Error(`artist ${key} conflicted but cannot be read`);
    return { row: again, created: false };
  }
  await db
    .insertInto('artist_search_terms')
    .values(artistSearchTerms(key).map((term) => ({ term, artist_id: row.id })))
    .execute();
  return { row, created: true };
}

/** Word matches examined per search before ordering; bounds the work of one-letter queries. */
const SEARCH_CANDIDATES = 400;

/**
 * Artists whose name, or a word of it, starts with `q` (case- and
 * accent-insensitive): whole-name prefix matches first, then by global rank.
 * Blank `q` is the top list by global rank. Index ranges only.
 */
export async function searchArtists(
  db: Kysely<DB>,
  q: string | undefined,
  limit: number = ARTIST_SEARCH_LIMIT_DEFAULT,
): Promise<ArtistStat[]> {
  const key = normalizeKey(q ?? '');
  return cachedRead(db, `artist-search:${limit}:${key}`, () => searchArtistsByKey(db, key, limit));
}

async function searchArtistsByKey(
  db: Kysely<DB>,
  key: string,
  limit: number,
): Promise<ArtistStat[]> {
  const columns = [
    'id',
    'name',
    'name_key',
    'monthly_streams',
    'global_rank',
    'formatted_streams',
  ] as const;
  if (!key) {
    const rows = await db
      .selectFrom('artists')
      .select(columns)
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
      .select(columns)
      .where('name_key', '>=', key)
      .where('name_key', '<', upper)
      .orderBy('name_key')
      .limit(SEARCH_CANDIDATES)
      .execute(),
    db
      .selectFrom('artist_search_terms')
      .innerJoin('artists', 'artists.id', 'artist_search_terms.artist_id')
      .select(columns.map((c) => `artists.${c}` as const))
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

export async function getArtistStat(db: Kysely<DB>, name: string): Promise<ArtistStat> {
  const row = await findArtist(db, name);
  if (!row) throw notFound('Artist not found');
  return toArtistStat(row);
}

/** POST /api/artist-stats: an existing name in any case returns the existing artist. */
export async function createArtistStat(
  db: Kysely<DB>,
  name: string,
): Promise<{ artist: ArtistStat; created: boolean }> {
  const { row, created } = await db
    .transaction()
    .execute((trx) => findOrCreateArtistFlagged(trx, name));
  return { artist: toArtistStat(row), created };
}
