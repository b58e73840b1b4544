import type { Kysely } from 'kysely';
import { RANK_DISPLAY_LIMIT, type UserSummary } from '@gigrank/domain';
import { prefixUpperBound } from '../artist-terms';
import { preparedQuery } from '../prepared-query';
import type { DB, NewUser, UserRow, Handle } from '../schema';
import { displayNameKeyOf, userSearchTerms } from '../user-search-terms';
import { searchableUserTerms, visibleUsers, type Viewer } from '../visibility';

// Data functions of the users aggregate: the only place with its SQL.

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

/**
 * Creates an account with its display name key and search terms; a taken
 * username key fails with a unique violation.
 */
export async function insertUser(db: Handle, user: NewUser): Promise<UserRow> {
  const write = async (trx: Handle) => {
    const row = await trx
      .insertInto('users')
      .values({ ...user, display_name_key: displayNameKeyOf(user.display_name) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await replaceUserSearchTerms(trx, row);
    return row;
  };
  return db.isTransaction ? write(db) : (db as Kysely<DB>).transaction().execute(write);
}

export async function setPasswordHash(db: Handle, userId: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
}

/** Writes an account's search terms anew from its name keys (user-search-terms.ts). */
export async function replaceUserSearchTerms(
  db: Handle,
  user: Pick<UserRow, 'id' | 'username_key' | 'display_name_key'>,
): Promise<void> {
  await db.deleteFrom('user_search_terms').where('user_id', '=', user.id).execute();
  const terms = userSearchTerms(user.username_key, user.display_name_key);
  if (terms.length === 0) return;
  await db
    .insertInto('user_search_terms')
    .values(terms.map((t) => ({ user_id: user.id, term: t.term, word: t.word })))
    .execute();
}

/** Term rows one page of a people search reads, per person it may answer. */
const PEOPLE_ROWS_PER_RESULT = 3;
/** Pages of one kind of match read at most (a page of duplicates or followed people goes on). */
const PEOPLE_PAGES = 3;

type PersonRow = Pick<UserRow, 'id' | 'username' | 'display_name' | 'profile_picture'>;

/**
 * People whose display name or username, or a later word of either, starts
 * with `key` (a normalised text; blank: everyone), as the viewer may find
 * them (visibleUsers): the people `viewerId` follows first (by display
 * name), then those a whole name of matches, then those a later word of
 * matches, each by the matched term and id; at most `limit`. Index ranges
 * only: the viewer's follows with a probe of each one's terms, then pages of
 * user_search_terms (word, term, user_id).
 */
export async function searchPeople(
  db: Handle,
  viewer: Viewer,
  viewerId: number,
  key: string,
  limit: number,
): Promise<UserSummary[]> {
  const found = new Map<number, UserSummary>();
  const take = (rows: readonly PersonRow[]) => {
    for (const row of rows) {
      if (found.size >= limit) return;
      if (!found.has(row.id)) found.set(row.id, toUserSummary(row));
    }
  };
  take(await followedPeople(db, viewer, viewerId, key, limit));
  // A blank key: every name is a whole-name match, once.
  for (const word of key ? [0, 1] : [0]) {
    const size = limit * PEOPLE_ROWS_PER_RESULT;
    let after: { term: string; id: number } | undefined;
    for (let page = 0; page < PEOPLE_PAGES && found.size < limit; page++) {
      const rows = await termPage(db, viewer, word, key, size, after);
      take(rows);
      const last = rows.at(-1);
      if (!last || rows.length < size) break;
      after = { term: last.term, id: last.id };
    }
  }
  return [...found.values()];
}

/** The people `viewerId` follows whose names match `key`, by display name, at most `limit`. */
function followedPeople(db: Handle, viewer: Viewer, viewerId: number, key: string, limit: number) {
  return visibleUsers(db, viewer)
    .innerJoin('follows', 'follows.followee_id', 'users.id')
    .select(USER_SUMMARY_COLUMNS)
    .where('follows.follower_id', '=', viewerId)
    .$if(key !== '', (q) =>
      q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('user_search_terms as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'users.id')
            // Every term; also lets a planner read the match's range of word_idx
            // rather than probe each followee's terms.
            .where('t.word', 'in', [0, 1])
            .where('t.term', '>=', key)
            .where('t.term', '<', prefixUpperBound(key)),
        ),
      ),
    )
    .orderBy('users.display_name_key')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

/** One page of the terms of one word kind starting with `key`, after the row `after`. */
function termPage(
  db: Handle,
  viewer: Viewer,
  word: number,
  key: string,
  size: number,
  after: { term: string; id: number } | undefined,
) {
  return searchableUserTerms(db, viewer)
    .select([...USER_SUMMARY_COLUMNS, 't.term'])
    .where('t.word', '=', word)
    .where('t.term', '>=', key)
    .$if(key !== '', (q) => q.where('t.term', '<', prefixUpperBound(key)))
    .$if(after !== undefined, (q) =>
      q.where((eb) =>
        eb(eb.refTuple('t.term', 't.user_id'), '>', eb.tuple(after!.term, after!.id)),
      ),
    )
    .orderBy('t.term')
    .orderBy('t.user_id')
    .limit(size)
    .execute();
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
