import type { Kysely, Transaction } from 'kysely';
import { RANK_DISPLAY_LIMIT, type UserSummary } from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import { preparedQuery } from '../prepared-query';
import type { DB, NewUser, UserRow } from '../schema';
import { visibleUsers, type Viewer } from '../visibility';

// Data functions of the users aggregate: the only place with its SQL.

type Handle = Kysely<DB> | Transaction<DB>;

/** The public face of a user in lists and on cards. */
export function toUserSummary(
  row: Pick<UserRow, 'id' | 'username' | 'display_name' | 'profile_picture'>,
): UserSummary {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    profilePicture: row.profile_picture,
  };
}

/** The columns toUserSummary reads, for lists joining users. */
export const USER_SUMMARY_COLUMNS = [
  'users.id',
  'users.username',
  'users.display_name',
  'users.profile_picture',
] as const;

/**
 * A user's row by id, for writes and the checks before them (a user exists,
 * an account's own row): not a page, so not through visibleUsers.
 */
export async function findUserById(db: Handle, id: number): Promise<UserRow | undefined> {
  return userById.executeTakeFirst(db, id);
}

const userById = preparedQuery((db: Kysely<DB>, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id),
);

/** A profile's row, as the viewer may see it. */
export async function visibleUserById(
  db: Handle,
  viewer: Viewer,
  id: number,
): Promise<UserRow | undefined> {
  return visibleUsers(db, viewer).selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id behind a profile address (a username key), as the viewer may see it. */
export async function visibleUserIdByUsernameKey(
  db: Handle,
  viewer: Viewer,
  usernameKey: string,
): Promise<{ id: number } | undefined> {
  return visibleUsers(db, viewer)
    .select('id')
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
}

/** The account a username key signs in to (or is taken by). */
export async function findUserByUsernameKey(
  db: Handle,
  usernameKey: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
}

/** Creates an account; a taken username key fails with a unique violation. */
export async function insertUser(db: Handle, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export async function setPasswordHash(db: Handle, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/**
 * Users whose username key starts with `prefix`, in username order; with an
 * empty prefix, the first users by username. An index range.
 */
export async function usersByUsernamePrefix(
  db: Handle,
  viewer: Viewer,
  prefix: string,
  limit: number,
): Promise<UserSummary[]> {
  let query = visibleUsers(db, viewer)
    .select(['id', 'username', 'display_name', 'profile_picture'])
    .orderBy('username_key')
    .limit(limit);
  if (prefix) {
    query = query
      .where('username_key', '>=', prefix)
      .where('username_key', '<', prefixUpperBound(prefix));
  }
  return (await query.execute()).map(toUserSummary);
}

// ---------------------------------------------------------------------------
// Profile figures: global rank and streak (a ranking count and the dates of a
// user's shows, not lists shown to anyone)
// ---------------------------------------------------------------------------

/**
 * How many users are ahead of `user` on the user leaderboard (shows, then
 * followers, then earliest sign-up, then id), counted in four ranges of the
 * leaderboard index, each count stopped at RANK_DISPLAY_LIMIT entries: never
 * the table, and no rows brought into JS. At RANK_DISPLAY_LIMIT or more the
 * user is beyond the displayed top.
 */
export async function countUsersAhead(
  db: Handle,
  user: Pick<UserRow, 'id' | 'shows_count' | 'followers_count' | 'created_at'>,
): Promise<number> {
  // Most users are beyond the top: those with more shows alone fill it, and
  // the three ranges of ties are not counted.
  const more = await usersWithMoreShows.executeTakeFirst(db, user.shows_count);
  if (Number(more?.n ?? 0) >= RANK_DISPLAY_LIMIT) return RANK_DISPLAY_LIMIT;
  const counts = await usersAhead.executeTakeFirst(
    db,
    user.shows_count,
    user.followers_count,
    user.created_at,
    user.id,
  );
  return Object.values(counts ?? {}).reduce<number>((sum, n) => sum + Number(n), 0);
}

const usersWithMoreShows = preparedQuery((db: Kysely<DB>, shows: number) =>
  db
    .selectFrom((inner) =>
      inner
        .selectFrom('users')
        .select('id')
        .where('shows_count', '>', shows)
        .limit(RANK_DISPLAY_LIMIT)
        .as('ahead'),
    )
    .select((c) => c.fn.countAll<number>().as('n')),
);

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

/** How many show dates showDatesPage reads at a time. */
export const SHOW_DATES_PAGE = 400;

/**
 * The dates of a user's shows up to `today`, newest first, a page at a time:
 * keyset paging, the next page starts below `before` (the last date seen).
 */
export async function showDatesPage(
  db: Handle,
  userId: number,
  today: string,
  before?: string,
): Promise<string[]> {
  const page = await (before
    ? datesBefore.execute(db, userId, today, before)
    : datesFrom.execute(db, userId, today));
  return page.map((r) => r.date);
}

const datesFrom = preparedQuery((db: Kysely<DB>, userId: number, today: string) =>
  db
    .selectFrom('shows')
    .select('date')
    .where('user_id', '=', userId)
    .where('date', '<=', today)
    .orderBy('date', 'desc')
    .limit(SHOW_DATES_PAGE),
);
const datesBefore = preparedQuery((db: Kysely<DB>, userId: number, today: string, before: string) =>
  datesFrom.build(db, userId, today).where('date', '<', before),
);
