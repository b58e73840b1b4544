import {
  SHOW_DATES_PAGE,
  countUsersAhead,
  findUserById,
  showDatesPage,
  toUserSummary,
  searchPeople,
  visibleUserIdByUsernameKey,
  type DB,
  type Kysely,
  type UserRow,
} from '@gigrank/db';
import {
  RANK_DISPLAY_LIMIT,
  addDays,
  distanceUnitOf,
  normalizeKey,
  isoDateInTimeZone,
  weekStart,
  type User,
  type UserSummary,
} from '@gigrank/domain';
import { cacheKeys } from '../../cache/keys';
import { notFound } from '../../errors';
import { audienceOf, profileAccess } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/** A user's row by id (for writes and existence checks). */
export { findUserById as findUserRow };

/**
 * Position on the user leaderboard (shows, then followers, then earliest
 * sign-up), or undefined with no shows or beyond the displayed top 1000.
 */
export async function globalRankOf(
  db: Kysely<DB>,
  user: Pick<UserRow, 'id' | 'shows_count' | 'followers_count' | 'created_at'>,
): Promise<number | undefined> {
  if (user.shows_count <= 0) return undefined;
  const ahead = await countUsersAhead(db, user);
  return ahead >= RANK_DISPLAY_LIMIT ? undefined : ahead + 1;
}

/**
 * Consecutive Monday-start weeks with a show, ending this week or last
 * (DECISIONS.md). Reads the user's show dates newest first, a page at a time,
 * and stops at the first week without a show: the cost follows the streak's
 * length, each date is looked at once, and only ISO strings are compared.
 */
export async function streakOf(db: Kysely<DB>, user: UserRow, now = new Date()): Promise<number> {
  if (user.shows_count <= 0) return 0;
  const today = isoDateInTimeZone(now, user.time_zone);
  const thisWeek = weekStart(today);
  let week = thisWeek; // the Monday of the week that must hold a show next
  let weekEnd = addDays(week, 6);
  let streak = 0;
  let before: string | undefined;
  for (;;) {
    // The next page starts below the last date seen (a date's other shows
    // are in a week already counted).
    const page = await showDatesPage(db, user.id, today, before);
    for (const date of page) {
      if (date > weekEnd) continue; // a week already counted
      if (date < week && streak === 0 && week === thisWeek) {
        // Nothing yet this week: the streak may still end last week.
        week = addDays(week, -7);
      }
      if (date < week) return streak; // a week without a show
      streak += 1;
      week = addDays(week, -7);
      weekEnd = addDays(week, 6);
    }
    if (page.length < SHOW_DATES_PAGE) return streak;
    before = page.at(-1)!;
  }
}

/**
 * The API's user: the row with its global rank and streak (composition, any
 * handle); without the rank when `withRank` is false (getUser adds its own).
 */
export async function toUser(
  { db }: Pick<ServiceDeps, 'db'>,
  row: UserRow,
  now = new Date(),
  withRank = true,
): Promise<User> {
  const [globalRank, streak] = await Promise.all([
    withRank ? globalRankOf(db, row) : undefined,
    streakOf(db, row, now),
  ]);
  return {
    ...toUserSummary(row),
    city: row.city,
    createdAt: row.created_at,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    showsCount: row.shows_count,
    ...(globalRank === undefined ? {} : { globalRank }),
    streakWeeks: streak,
    isPrivate: row.is_private === 1,
    hideFromLeaderboards: row.hide_from_leaderboards === 1,
    shareSpend: row.share_spend === 1,
    distanceUnit: distanceUnitOf(row.distance_unit),
    access: 'full',
  };
}

/**
 * A profile as `viewerId` sees it: the owner sees everything; others never
 * see the leaderboard setting, nor the global rank of someone off the
 * leaderboards; with 'profile' access (a private account they do not follow)
 * only the name, picture and counts.
 */
export function userAsSeenBy(user: User, viewerId: number, access: 'full' | 'profile'): User {
  if (user.id === viewerId) return user;
  const { hideFromLeaderboards, globalRank, ...others } = user;
  const rankShown = !hideFromLeaderboards && access === 'full';
  return {
    ...others,
    ...(rankShown && globalRank !== undefined ? { globalRank } : {}),
    ...(access === 'full' ? {} : { streakWeeks: 0 }),
    access,
  };
}

export async function getUser(
  deps: ServiceDeps,
  viewerId: number,
  id: number,
  now = new Date(),
): Promise<User> {
  const access = await profileAccess(deps, viewerId, id);
  // One answer for every viewer, per minute (cacheKeys.profile says why),
  // then cut to what this viewer may see. The global rank is kept apart: any
  // show logged or follow anywhere may move it, and nothing else of the
  // profile; it is counted from the profile's own figures (both depend on the
  // user's row).
  const user = await deps.cache.read(
    cacheKeys.profile<User>(id, now.toISOString().slice(0, 16)),
    async () => {
      const row = await findUserById(deps.db, id);
      if (!row) throw notFound('User not found');
      return toUser(deps, row, now, false);
    },
  );
  const globalRank = await deps.cache.read(
    cacheKeys.globalRank<{ rank?: number }>(id),
    async () => ({
      rank: await globalRankOf(deps.db, {
        id,
        shows_count: user.showsCount,
        followers_count: user.followersCount,
        created_at: user.createdAt,
      }),
    }),
  );
  const ranked = globalRank.rank === undefined ? user : { ...user, globalRank: globalRank.rank };
  return userAsSeenBy(ranked, viewerId, access);
}

export async function userIdByUsername(
  deps: ServiceDeps,
  viewerId: number,
  username: string,
): Promise<{ id: number }> {
  const row = await visibleUserIdByUsernameKey(
    deps.db,
    await audienceOf(deps, viewerId),
    normalizeKey(username),
  );
  if (!row) throw notFound('User not found');
  return row;
}

const USER_LIST_LIMIT = 20;

/**
 * People search, for the header search and every user picker: people whose
 * display name or username, or a later word of either, starts with `q`
 * (case and accents aside), as the viewer may find them (a block hides each
 * from the other; a private account is found); those the viewer follows
 * first, then whole-name matches, then later-word matches. Without `q`, the
 * people followed, then everyone by name. At most `limit` (USER_LIST_LIMIT).
 */
export async function listUsers(
  deps: ServiceDeps,
  viewerId: number,
  q?: string,
  limit = USER_LIST_LIMIT,
): Promise<UserSummary[]> {
  return searchPeople(
    deps.db,
    await audienceOf(deps, viewerId),
    viewerId,
    normalizeKey(q ?? ''),
    Math.min(limit, USER_LIST_LIMIT),
  );
}
