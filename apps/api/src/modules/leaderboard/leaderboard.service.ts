import { artistLeaderboardEntries, userLeaderboardPage, type LeaderboardPage } from '@gigrank/db';
import type { ArtistLeaderboardEntry } from '@gigrank/domain';
import { cacheKeys } from '../../cache/keys';
import { readForAudience } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

export type { LeaderboardPage };

export const LEADERBOARD_PAGE_DEFAULT = 50;
export const LEADERBOARD_PAGE_MAX = 100;

/**
 * Users by shows logged, then followers, then earliest sign-up: one walk of
 * the leaderboard index, `limit` rows from `offset`. The same for everyone.
 */
export async function userLeaderboard(
  deps: ServiceDeps,
  viewerId: number,
  options: { limit?: number; offset?: number } = {},
): Promise<LeaderboardPage> {
  const limit = Math.min(
    Math.max(options.limit ?? LEADERBOARD_PAGE_DEFAULT, 1),
    LEADERBOARD_PAGE_MAX,
  );
  const offset = Math.max(options.offset ?? 0, 0);
  // One answer for every plain viewer; their own for those with blocks or private follows.
  const shared = cacheKeys.userLeaderboard<LeaderboardPage>(limit, offset);
  return readForAudience(deps, viewerId, shared, (as) =>
    userLeaderboardPage(deps.db, as, limit, offset),
  );
}

const ARTIST_LEADERBOARD_LIMIT = 50;

/** Artists by shows logged (main artist only), from the per-artist counters. */
export async function artistLeaderboard(
  deps: ServiceDeps,
  limit = ARTIST_LEADERBOARD_LIMIT,
): Promise<ArtistLeaderboardEntry[]> {
  return deps.cache.read(cacheKeys.artistLeaderboard<ArtistLeaderboardEntry[]>(limit), () =>
    artistLeaderboardEntries(deps.db, limit),
  );
}
