import type { Kysely } from 'kysely';
import type { DB } from '@gigrank/db';
import { LOVED_THRESHOLD, pluralize } from '@gigrank/domain';
import { mostVisitedCity } from './insights.service';

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
  db: Kysely<DB>,
  userId: number,
  limit = RECOMMENDATION_LIMIT,
): Promise<Recommendation[]> {
  const seen = new Set(
    (
      await db
        .selectFrom('user_artist_stats')
        .select('artist_id')
        .where('user_id', '=', userId)
        .execute()
    ).map((r) => r.artist_id),
  );

  const friendsLove = await db
    .selectFrom('follows')
    .innerJoin('user_artist_stats as s', 's.user_id', 'follows.followee_id')
    .innerJoin('artists', 'artists.id', 's.artist_id')
    .select(['artists.id', 'artists.name', 'artists.global_rank', 's.score_sum', 's.scored_count'])
    .where('follows.follower_id', '=', userId)
    .where('s.scored_count', '>', 0)
    .execute();
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

  const city = await mostVisitedCity(db, userId).catch(() => null);
  if (city) {
    const cityRow = await db
      .selectFrom('user_city_stats')
      .innerJoin('cities', 'cities.id', 'user_city_stats.city_id')
      .select('cities.id')
      .where('user_city_stats.user_id', '=', userId)
      .where('cities.name', '=', city.cityName)
      .orderBy('user_city_stats.show_count', 'desc')
      .executeTakeFirst();
    if (cityRow) {
      const loved = await db
        .selectFrom('shows')
        .innerJoin('artists', 'artists.id', 'shows.artist_id')
        .select(['artists.id', 'artists.name'])
        .where('shows.city_id', '=', cityRow.id)
        .where('shows.score', '>=', LOVED_THRESHOLD)
        .where('shows.user_id', '!=', userId)
        .orderBy('shows.id', 'desc')
        .limit(CITY_SAMPLE)
        .execute();
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
  }
  return picks.slice(0, limit);
}
