import type { ArtistLeaderboardEntry, LeaderboardPage } from '@gigrank/domain';
import type { Handle } from '../schema';
import { leaderboardUsers, type Viewer } from '../visibility';
import { average } from './insights.queries';
import { toUserSummary } from './users.queries';

// Data functions of the leaderboards (users by shows, artists by shows).

export type { LeaderboardPage };

/**
 * Users by shows logged, then followers, then earliest sign-up: one walk of
 * the leaderboard index, `limit` rows from `offset`.
 */
export async function userLeaderboardPage(
  db: Handle,
  viewer: Viewer,
  limit: number,
  offset: number,
): Promise<LeaderboardPage> {
  const rows = await leaderboardUsers(db, viewer)
    .select(['id', 'username', 'display_name', 'profile_picture', 'shows_count', 'followers_count'])
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
}

/** Artists by shows logged (main artist only), from the per-artist counters. */
export async function artistLeaderboardEntries(
  db: Handle,
  limit: number,
): Promise<ArtistLeaderboardEntry[]> {
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
    avgScore: average(r.score_sum, r.scored_count) ?? '0',
  }));
}
