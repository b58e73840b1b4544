import type { Kysely } from 'kysely';
import type { DB, UserRow } from '@gigrank/db';
import { cachedRead, prefixUpperBound, preparedQuery } from '@gigrank/db';
import {
  RANK_DISPLAY_LIMIT,
  addDays,
  normalizeKey,
  isoDateInTimeZone,
  weekStart,
  type User,
  type UserSummary,
} from '@gigrank/domain';
import { notFound } from '../errors';

import { toUserSummary } from '@gigrank/db';
export { toUserSummary };

/**
 * Position on the user leaderboard (shows, then followers, then earliest
 * sign-up), or undefined with no shows or beyond the displayed top 1000.
 * One statement counts the users ahead in four ranges of the leaderboard
 * index, each count stopped at 1000 entries: never the table, and no rows
 * brought into JS.
 */
export async function globalRankOf(db: Kysely<DB>, user: UserRow): Promise<number | undefined> {
  if (user.shows_count <= 0) return undefined;
  const counts = await usersAhead.executeTakeFirst(
    db,
    user.shows_count,
    user.followers_count,
    user.created_at,
    user.id,
  );
  const total = Object.values(counts ?? {}).reduce<number>((sum, n) => sum + Number(n), 0);
  return total >= RANK_DISPLAY_LIMIT ? undefined : total + 1;
}

// Every profile read runs it: built once (preparedQuery).
const usersAhead = preparedQuery(
  (db: Kysely<DB>, shows: number, followers: number, createdAt: string, id: number) => {
    type Where = Parameters<ReturnType<typeof db.selectFrom<'users'>>['where']>[0];
    const ahead: Where[] = [
      (eb) => eb('shows_count', '>', shows),
      (eb) => eb.and([eb('shows_count', '=', shows), eb('followers_count', '>', followers)]),
      (eb) =>
        eb.and([
          eb('shows_count', '=', shows),
          eb('followers_count', '=', followers),
          eb('created_at', '<', createdAt),
        ]),
      (eb) =>
        eb.and([
          eb('shows_count', '=', shows),
          eb('followers_count', '=', followers),
          eb('created_at', '=', createdAt),
          eb('id', '<', id),
        ]),
    ];
    return db.selectNoFrom((eb) =>
      ahead.map((where, i) =>
        eb
          .selectFrom((inner) =>
            inner
              .selectFrom('users')
              .select('id')
              .where(where)
              .limit(RANK_DISPLAY_LIMIT)
              .as('ahead'),
          )
          .select((c) => c.fn.countAll<number>().as('n'))
          .as(`range${i}`),
      ),
    );
  },
);

const STREAK_PAGE = 400;

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
    // Keyset paging: the next page starts below the last date seen (a date's
    // other shows are in a week already counted).
    const page = await (before
      ? datesBefore.execute(db, user.id, today, before)
      : datesFrom.execute(db, user.id, today));
    for (const { date } of page) {
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
    if (page.length < STREAK_PAGE) return streak;
    before = page.at(-1)!.date;
  }
}

const datesFrom = preparedQuery((db: Kysely<DB>, userId: number, today: string) =>
  db
    .selectFrom('shows')
    .select('date')
    .where('user_id', '=', userId)
    .where('date', '<=', today)
    .orderBy('date', 'desc')
    .limit(STREAK_PAGE),
);
const datesBefore = preparedQuery((db: Kysely<DB>, userId: number, today: string, before: string) =>
  datesFrom.build(db, userId, today).where('date', '<', before),
);

export async function toUser(db: Kysely<DB>, row: UserRow, now = new Date()): Promise<User> {
  const [globalRank, streak] = await Promise.all([globalRankOf(db, row), streakOf(db, row, now)]);
  return {
    ...toUserSummary(row),
    city: row.city,
    createdAt: row.created_at,
    followersCount: row.followers_count,
    followingCount: row.following_count,
    showsCount: row.shows_count,
    ...(globalRank === undefined ? {} : { globalRank }),
    streakWeeks: streak,
  };
}

export async function findUserRow(db: Kysely<DB>, id: number): Promise<UserRow | undefined> {
  return userById.executeTakeFirst(db, id);
}

const userById = preparedQuery((db: Kysely<DB>, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

export async function getUser(db: Kysely<DB>, id: number, now = new Date()): Promise<User> {
  // Cached until the next write, and per minute: the streak follows the
  // user's local date, which changes only on a whole minute in any time zone.
  return cachedRead(db, `user:${id}:${now.toISOString().slice(0, 16)}`, async () => {
    const row = await findUserRow(db, id);
    if (!row) throw notFound('User not found');
    return toUser(db, row, now);
  });
}

export async function userIdByUsername(db: Kysely<DB>, username: string): Promise<{ id: number }> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('username_key', '=', normalizeKey(username))
    .executeTakeFirst();
  if (!row) throw notFound('User not found');
  return row;
}

export const USER_LIST_LIMIT = 20;

/**
 * Users whose username starts with `q` (case- and accent-insensitive), in
 * username order; without `q`, the first users by username. An index range.
 */
export async function listUsers(db: Kysely<DB>, q?: string): Promise<UserSummary[]> {
  const key = normalizeKey(q ?? '');
  let query = db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'profile_picture'])
    .orderBy('username_key')
    .limit(USER_LIST_LIMIT);
  if (key) {
    query = query
      .where('username_key', '>=', key)
      .where('username_key', '<', prefixUpperBound(key));
  }
  return (await query.execute()).map(toUserSummary);
}
