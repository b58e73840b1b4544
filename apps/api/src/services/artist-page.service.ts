import type { Kysely } from 'kysely';
import { cachedRead, type DB } from '@gigrank/db';
import { normalizeKey, type ArtistResponse, type ArtistShowsFilter } from '@gigrank/domain';
import { notFound } from '../errors';
import { findArtist } from './artists.service';
import { showsForArtist } from './shows.service';

/**
 * The artist page: a page of the artist's shows (and flagged guest appearances), whether
 * the user has the artist on their Want to See list, the stream stats and the
 * rating card's figures (average of the artist's own shows, distinct fans).
 */
export async function artistPage(
  db: Kysely<DB>,
  name: string,
  userId: number,
  viewerId: number = userId,
  before?: number,
  filter?: ArtistShowsFilter,
): Promise<ArtistResponse> {
  const key = `artist-page:${normalizeKey(name)}:${userId}:${viewerId}:${before ?? ''}:${filter ?? ''}`;
  return cachedRead(db, key, () => computeArtistPage(db, name, userId, viewerId, before, filter));
}

async function computeArtistPage(
  db: Kysely<DB>,
  name: string,
  userId: number,
  viewerId: number,
  before: number | undefined,
  filter: ArtistShowsFilter | undefined,
): Promise<ArtistResponse> {
  const artist = await findArtist(db, name);
  if (!artist) throw notFound('Artist not found');
  const [{ shows, nextBefore }, wanted] = await Promise.all([
    showsForArtist(db, artist.id, { viewerId, before, filter }),
    db
      .selectFrom('want_to_see')
      .select('id')
      .where('user_id', '=', userId)
      .where('artist_id', '=', artist.id)
      .executeTakeFirst(),
  ]);
  return {
    artistName: artist.name,
    shows,
    isWantToSee: wanted !== undefined,
    stats: {
      monthly_streams: Number(artist.monthly_streams),
      global_rank: artist.global_rank,
      formatted_streams: artist.formatted_streams,
    },
    rating: {
      avgScore:
        artist.scored_count > 0 ? (artist.score_sum / artist.scored_count).toFixed(2) : null,
      showCount: artist.show_count,
      fanCount: artist.fan_count,
    },
    nextBefore,
  };
}
