import type { ShowComment } from '@gigrank/domain';
import type { UserRow, Handle } from '../schema';
import { deletePair, insertPair } from '../pairs';
import { visibleUsers, type Viewer } from '../visibility';
import { toUserSummary } from './users.queries';

// Data functions of likes and comments: the only place with their SQL. A
// show's likes_count / comments_count move with the rows, in the caller's
// transaction (their recount is in recounts.ts).

/** Who a like or comment on a show tells, and what the notification names: a write's own lookup. */
export async function findShowOwner(
  db: Handle,
  showId: number,
): Promise<{ id: number; user_id: number; artist: string } | undefined> {
  return db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .select(['shows.id', 'shows.user_id', 'artists.name as artist'])
    .where('shows.id', '=', showId)
    .executeTakeFirst();
}

export async function likesCountOf(db: Handle, showId: number): Promise<number> {
  const row = await db
    .selectFrom('shows')
    .select('likes_count')
    .where('id', '=', showId)
    .executeTakeFirst();
  return row?.likes_count ?? 0;
}

/** Likes the show and counts it; false (nothing changed) when already liked. */
export async function insertLike(trx: Handle, showId: number, userId: number): Promise<boolean> {
  if (!(await insertPair(trx, 'likes', showId, userId))) return false;
  await moveShowCounter(trx, showId, 'likes_count', 1);
  return true;
}

/** Removes the like and uncounts it; false (nothing changed) when there was none. */
export async function deleteLike(trx: Handle, showId: number, userId: number): Promise<boolean> {
  if (!(await deletePair(trx, 'likes', showId, userId))) return false;
  await moveShowCounter(trx, showId, 'likes_count', -1);
  return true;
}

async function moveShowCounter(
  trx: Handle,
  showId: number,
  counter: 'likes_count' | 'comments_count',
  by: number,
) {
  await trx
    .updateTable('shows')
    .set((eb) => ({ [counter]: eb(counter, by < 0 ? '-' : '+', Math.abs(by)) }))
    .where('id', '=', showId)
    .execute();
}

/** A show's comments shown at most: the oldest this many. */
const COMMENT_LIST_LIMIT = 200;

type Author = Pick<UserRow, 'id' | 'username' | 'display_name' | 'profile_picture'>;

function toShowComment(
  row: { id: number; show_id: number; body: string; created_at: string },
  author: Author,
): ShowComment {
  return {
    id: row.id,
    showId: row.show_id,
    body: row.body,
    createdAt: row.created_at,
    user: toUserSummary(author),
  };
}

/** A show's comments with their authors, oldest first. */
export async function commentsOfShow(
  db: Handle,
  viewer: Viewer,
  showId: number,
): Promise<ShowComment[]> {
  const rows = await visibleUsers(db, viewer)
    .innerJoin('comments', 'comments.user_id', 'users.id')
    .select([
      'comments.id',
      'comments.show_id',
      'comments.body',
      'comments.created_at',
      'users.id as user_id',
      'users.username',
      'users.display_name',
      'users.profile_picture',
    ])
    .where('comments.show_id', '=', showId)
    .orderBy('comments.id')
    .limit(COMMENT_LIST_LIMIT)
    .execute();
  return rows.map((r) => toShowComment(r, { ...r, id: r.user_id }));
}

/** Adds a comment by `author` and counts it on the show. */
export async function insertComment(
  trx: Handle,
  showId: number,
  author: Author,
  body: string,
): Promise<ShowComment> {
  const row = await trx
    .insertInto('comments')
    .values({ show_id: showId, user_id: author.id, body, created_at: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
  await moveShowCounter(trx, showId, 'comments_count', 1);
  return toShowComment(row, author);
}

/** A comment's author, its show and the show's owner: what deleting it checks and changes. */
export async function findComment(
  db: Handle,
  commentId: number,
): Promise<{ id: number; user_id: number; show_id: number; show_user_id: number } | undefined> {
  return db
    .selectFrom('comments')
    .innerJoin('shows', 'shows.id', 'comments.show_id')
    .select([
      'comments.id',
      'comments.user_id',
      'comments.show_id',
      'shows.user_id as show_user_id',
    ])
    .where('comments.id', '=', commentId)
    .executeTakeFirst();
}

/** Deletes the comment and uncounts it on its show. */
export async function deleteCommentRow(
  trx: Handle,
  comment: { id: number; show_id: number },
): Promise<void> {
  await trx.deleteFrom('comments').where('id', '=', comment.id).execute();
  await moveShowCounter(trx, comment.show_id, 'comments_count', -1);
}

/**
 * Takes a user's likes and comments out of the counters of OTHER users'
 * shows (account deletion); the user's own shows, likes and comments go with
 * the user (cascade).
 */
export async function uncountUserLikesAndComments(trx: Handle, userId: number): Promise<void> {
  await trx
    .updateTable('shows')
    .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
    .where('id', 'in', (eb) =>
      eb.selectFrom('likes').select('show_id').where('user_id', '=', userId),
    )
    .where('user_id', '!=', userId)
    .execute();
  const commented = await trx
    .selectFrom('comments')
    .innerJoin('shows', 'shows.id', 'comments.show_id')
    .select((eb) => ['comments.show_id', eb.fn.countAll<number>().as('n')])
    .where('comments.user_id', '=', userId)
    .where('shows.user_id', '!=', userId)
    .groupBy('comments.show_id')
    .execute();
  for (const c of commented) {
    await moveShowCounter(trx, c.show_id, 'comments_count', -Number(c.n));
  }
}
