import type { ArtistResponse, ArtistShowsFilter } from '@gigrank/domain';
import { normalizeKey } from '@gigrank/domain';
import { average, wantsToSee } from '@gigrank/db';
import { cacheKeys } from '../../cache/keys';
import { notFound } from '../../errors';
import { findArtist } from './artists.service';
import type { ServiceDeps } from '../../ports/service-deps';
import { showsForArtist } from '../shows/show-reads.service';

/**
 * The artist page: a page of the artist's shows (and flagged guest appearances), whether
 * the user has the artist on their Want to See list, the stream stats and the
 * rating card's figures (average of the artist's own shows, distinct fans).
 */
export async function artistPage(
  deps: ServiceDeps,
  name: string,
  userId: number,
  viewerId: number = userId,
  before?: number,
  filter?: ArtistShowsFilter,
): Promise<ArtistResponse> {
  const key = cacheKeys.artistPage<ArtistResponse>(
    normalizeKey(name),
    userId,
    viewerId,
    before,
    filter,
  );
  return deps.cache.read(key, () =>
    computeArtistPage(deps, name, userId, viewerId, before, filter),
  );
}

async function computeArtistPage(
  deps: ServiceDeps,
  name: string,
  userId: number,
  viewerId: number,
  before: number | undefined,
  filter: ArtistShowsFilter | undefined,
): Promise<ArtistResponse> {
  const artist = await findArtist(deps.db, name);
  if (!artist) throw notFound('Artist not found');
  const [{ shows, nextBefore }, wanted] = await Promise.all([
    showsForArtist(deps, artist, { viewerId, before, filter }),
    wantsToSee(deps.db, userId, artist.id),
  ]);
  return {
    artistName: artist.name,
    shows,
    isWantToSee: wanted,
    stats: {
      monthly_streams: Number(artist.monthly_streams),
      global_rank: artist.global_rank,
      formatted_streams: artist.formatted_streams,
    },
    rating: {
      avgScore: average(artist.score_sum, artist.scored_count),
      showCount: artist.show_count,
      fanCount: artist.fan_count,
    },
    nextBefore,
  };
}
