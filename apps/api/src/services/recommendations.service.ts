import {
  artistIdsSeenBy,
  followeesArtistScores,
  lovedShowArtistsInCity,
  userCityIdByName,
  viewerOf,
} from '@gigrank/db';
import { LOVED_THRESHOLD, pluralize } from '@gigrank/domain';
import { mostVisitedCity } from './insights.service';
import { assertCanSeeContent } from '../policy/privacy';
import type { ServiceDeps } from './deps';

export interface Recommendation {
  artistName: string;
  reason: string;
  /** How many people you follow love the artist (0 for city picks). */
  friends: number;
}

export const RECOMMENDATION_LIMIT = 10;
/** The newest loved shows of a city examined for 'Loved in ...' picks. */
const CITY_SAMPLE = 500;

/**
 * For You (DECISIONS.md): artists that people you follow rated 80+ on average
 * and you have not seen, most friends first; then artists loved in your most
 * visited city. Empty when there is nothing to recommend.
 */
export async function recommendations(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
  limit = RECOMMENDATION_LIMIT,
): Promise<Recommendation[]> {
  const { db } = deps;
  await assertCanSeeContent(deps, viewerId, userId);
  const seen = await artistIdsSeenBy(db, userId);

  const friendsLove = await followeesArtistScores(db, userId);
  const byArtist = new Map<number, { name: string; rank: number; friends: number }>();
  for (const r of friendsLove) {
    if (seen.has(r.id) || r.score_sum / r.scored_count < LOVED_THRESHOLD) continue;
    const entry = byArtist.get(r.id) ?? { name: r.name, rank: r.global_rank, friends: 0 };
    entry.friends += 1;
    byArtist.set(r.id, entry);
  }
  const picks: Recommendation[] = [...byArtist.entries()]
    .sort(([, a], [, b]) => b.friends - a.friends || a.rank - b.rank)
    .map(([id, a]) => {
      seen.add(id);
      return {
        artistName: a.name,
        friends: a.friends,
        reason: `Loved by ${pluralize(a.friends, 'person', 'people')} you follow`,
      };
    });
  if (picks.length >= limit) return picks.slice(0, limit);

  const city = await mostVisitedCity(deps, userId, userId).catch(() => null);
  const cityId = city ? await userCityIdByName(db, userId, city.cityName) : undefined;
  if (city && cityId !== undefined) {
    const loved = await lovedShowArtistsInCity(db, viewerOf(userId), {
      cityId,
      minScore: LOVED_THRESHOLD,
      exceptUserId: userId,
      limit: CITY_SAMPLE,
    });
    const counts = new Map<number, { name: string; n: number }>();
    for (const r of loved) {
      if (seen.has(r.id)) continue;
      const e = counts.get(r.id) ?? { name: r.name, n: 0 };
      e.n += 1;
      counts.set(r.id, e);
    }
    for (const [, e] of [...counts.entries()].sort(([, a], [, b]) => b.n - a.n)) {
      picks.push({ artistName: e.name, friends: 0, reason: `Loved in ${city.cityName}` });
    }
  }
  return picks.slice(0, limit);
}
