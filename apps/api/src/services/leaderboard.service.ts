import type { Kysely } from 'kysely';
import { cachedRead, type DB } from '@gigrank/db';
import type { ArtistLeaderboardEntry, LeaderboardUser } from '@gigrank/domain';
import { toUserSummary } from './users.service';

export const LEADERBOARD_PAGE_DEFAULT = 50;
export const LEADERBOARD_PAGE_MAX = 100;

export interface LeaderboardPage {
  users: (LeaderboardUser & { rank: number })[];
  /** The offset of the next page, or null on the last one. */
  nextOffset: number | null;
}

/**
 * Users by shows logged, then followers, then earliest sign-up: one walk of
 * the leaderboard index, `limit` rows from `offset`.
 */
export async function userLeaderboard(
  db: Kysely<DB>,
  options: { limit?: number; offset?: number } = {},
): Promise<LeaderboardPage> {
  const limit = Math.min(
    Math.max(options.limit ?? LEADERBOARD_PAGE_DEFAULT, 1),
    LEADERBOARD_PAGE_MAX,
  );
  const offset = Math.max(options.offset ?? 0, 0);
  return cachedRead(db, `user-leaderboard:${limit}:${offset}`, async () => {
    const rows = await db
      .selectFrom('users')
      .select([
        'id',
        'username',
        'display_name',
        'profile_picture',
        'shows_count',
        'followers_count',
      ])
      .orderBy('shows_count', 'desc')
      .orderBy('followers_count', 'desc')
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .limit(limit + 1)
      .offset(offset)
      .execute();
    const page = rows.slice(0, limit);
    return {
      users: page.map((r, i) => ({
        ...toUserSummary(r),
        showsCount: r.shows_count,
        followersCount: r.followers_count,
        rank: offset + i + 1,
      })),
      nextOffset: rows.length > limit ? offset + limit : null,
    };
  });
}

export const ARTIST_LEADERBOARD_LIMIT = 50;

/** Artists by shows logged (main artist only), from the per-artist counters. */
export async function artistLeaderboard(
  db: Kysely<DB>,
  limit = ARTIST_LEADERBOARD_LIMIT,
): Promise<ArtistLeaderboardEntry[]> {
  return cachedRead(db, `artist-leaderboard:${limit}`, async () => {
    const rows = await db
      .selectFrom('artists')
      .select(['name', 'show_count', 'score_sum', 'scored_count'])
      .where('show_count', '>', 0)
      .orderBy('show_count', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      artistName: r.name,
      showCount: r.show_count,
      avgScore: r.scored_count > 0 ? (r.score_sum / r.scored_count).toFixed(2) : '0',
    }));
  });
}
