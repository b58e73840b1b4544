import {
  artistIdsSeenBy,
  followeesArtistScores,
  lovedShowArtistsInCity,
  openPeopleAmong,
  userCityIdByName,
  viewerOf,
} from '@gigrank/db';
import {
  LOVED_THRESHOLD,
  lovedByNamed,
  lovedByText,
  type Lover,
  type Recommendation,
} from '@gigrank/domain';
import { mostVisitedCity } from './insights.service';
import { assertCanSeeContent } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

const RECOMMENDATION_LIMIT = 10;
/** The newest loved shows of a city examined for 'Loved in ...' picks. */
const CITY_SAMPLE = 500;

/**
 * For You (DECISIONS.md): artists that people you follow rated 80+ on average
 * and you have not seen, most friends first, each naming who loved it (issue
 * 21: those the viewer may see, their best average first); then artists
 * loved in your most visited city. Empty when there is nothing to recommend.
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

  // What the people `userId` follows loved and `userId` has not seen; then,
  // of those people, the ones the viewer may see, by name.
  const loved = (await followeesArtistScores(db, userId))
    .map((r) => ({ ...r, avg: r.score_sum / r.scored_count }))
    .filter((r) => !seen.has(r.id) && r.avg >= LOVED_THRESHOLD);
  const open = await openPeopleAmong(db, viewerOf(viewerId), [
    ...new Set(loved.map((r) => r.user_id)),
  ]);
  const nameOf = new Map(open.map((p) => [p.id, p.display_name]));
  type Loved = { name: string; rank: number; lovers: (Lover & { avg: number })[] };
  const byArtist = new Map<number, Loved>();
  for (const r of loved) {
    const displayName = nameOf.get(r.user_id);
    if (displayName === undefined) continue;
    const entry = byArtist.get(r.id) ?? { name: r.name, rank: r.global_rank, lovers: [] };
    entry.lovers.push({ id: r.user_id, displayName, avg: r.avg });
    byArtist.set(r.id, entry);
  }
  const picks: Recommendation[] = [...byArtist.entries()]
    .sort(([, a], [, b]) => b.lovers.length - a.lovers.length || a.rank - b.rank)
    .map(([id, a]) => {
      seen.add(id);
      const lovers = a.lovers.sort(
        (x, y) => y.avg - x.avg || x.displayName.localeCompare(y.displayName) || x.id - y.id,
      );
      const total = lovers.length;
      return {
        artistName: a.name,
        friends: total,
        reason: lovedByText(lovers, total, (p) => p.displayName),
        lovedBy: lovedByNamed(lovers, total).map(({ id: userId, displayName }) => ({
          id: userId,
          displayName,
        })),
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
      picks.push({
        artistName: e.name,
        friends: 0,
        reason: `Loved in ${city.cityName}`,
        lovedBy: [],
      });
    }
  }
  return picks.slice(0, limit);
}
