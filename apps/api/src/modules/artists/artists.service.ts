import {
  findArtistByKey,
  insertArtist,
  searchArtistsByKey,
  toArtistStat,
  type ArtistRow,
} from '@gigrank/db';
import { ARTIST_SEARCH_LIMIT_DEFAULT, normalizeKey, type ArtistStat } from '@gigrank/domain';
import { cacheKeys, type Change } from '../../cache/keys';
import { committed } from '../../cache/changes';
import { badRequest, notFound } from '../../errors';
import type { DbHandle, ServiceDeps } from '../../ports/service-deps';

export async function findArtist(db: DbHandle, name: string): Promise<ArtistRow | undefined> {
  const key = normalizeKey(name);
  if (!key) return undefined;
  return findArtistByKey(db, key);
}

/**
 * The artist of that name in any case and accents, created when unknown with
 * the spec's defaults (monthly_streams 1, global_rank 9999, '<1M'), and
 * whether it was created (the catalogue changed).
 */
export async function resolveArtist(
  db: DbHandle,
  rawName: string,
): Promise<{ row: ArtistRow; created: boolean }> {
  const name = rawName.normalize('NFC').trim().replace(/\s+/g, ' ');
  const key = normalizeKey(name);
  if (!key) throw badRequest('Artist is required');
  const existing = await findArtistByKey(db, key);
  if (existing) return { row: existing, created: false };
  const row = await insertArtist(db, { name, nameKey: key });
  if (row) return { row, created: true };
  // Another request created it at the same moment: its row is the answer.
  const again = await findArtistByKey(db, key);
  if (!again) throw new Error(`artist ${key} conflicted but cannot be read`);
  return { row: again, created: false };
}

/** What creating an artist changes: the catalogue (search) and the artist's own answers. */
export function artistCreated(row: Pick<ArtistRow, 'name_key'>): Change[] {
  return [{ kind: 'artistCatalogue' }, { kind: 'artist', nameKey: row.name_key }];
}

/**
 * Artists whose name, or a word of it, starts with `q` (case- and
 * accent-insensitive): whole-name prefix matches first, then by global rank.
 * Blank `q` is the top list by global rank. Index ranges only.
 */
export async function searchArtists(
  deps: ServiceDeps,
  q: string | undefined,
  limit: number = ARTIST_SEARCH_LIMIT_DEFAULT,
): Promise<ArtistStat[]> {
  const key = normalizeKey(q ?? '');
  return deps.cache.read(cacheKeys.artistSearch<ArtistStat[]>(limit, key), () =>
    searchArtistsByKey(deps.db, key, limit),
  );
}

export async function getArtistStat(deps: ServiceDeps, name: string): Promise<ArtistStat> {
  const row = await findArtist(deps.db, name);
  if (!row) throw notFound('Artist not found');
  return toArtistStat(row);
}

/** POST /api/artist-stats: an existing name in any case returns the existing artist. */
export async function createArtistStat(
  deps: ServiceDeps,
  name: string,
): Promise<{ artist: ArtistStat; created: boolean }> {
  const { row, created } = await deps.db.transaction().execute((trx) => resolveArtist(trx, name));
  await committed(deps, created ? artistCreated(row) : []);
  return { artist: toArtistStat(row), created };
}
