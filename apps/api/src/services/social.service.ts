import type { Kysely } from 'kysely';
import type { DB, UserRow } from '@gigrank/db';
import type { ShowComment } from '@gigrank/domain';
import { forbidden, notFound } from '../errors';
import { insertNotifications, type NotificationEvents } from './notifications.service';
import { toUserSummary } from './users.service';

async function showOwner(db: Kysely<DB>, showId: number) {
  const show = await db
    .selectFrom('shows')
    .innerJoin('artists', 'artists.id', 'shows.artist_id')
    .select(['shows.id', 'shows.user_id', 'artists.name as artist'])
    .where('shows.id', '=', showId)
    .executeTakeFirst();
  if (!show) throw notFound('Show not found');
  return show;
}

export interface LikeState {
  liked: boolean;
  likesCount: number;
}

async function likesCount(db: Kysely<DB>, showId: number): Promise<number> {
  const row = await db
    .selectFrom('shows')
    .select('likes_count')
    .where('id', '=', showId)
    .executeTakeFirst();
  return row?.likes_count ?? 0;
}

/** Likes a show once; a second like changes nothing. The owner is told (not when liking your own). */
export async function likeShow(
  db: Kysely<DB>,
  events: NotificationEvents,
  user: UserRow,
  showId: number,
): Promise<LikeState> {
  const show = await showOwner(db, showId);
  const notify = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('likes')
      .values({ show_id: showId, user_id: user.id, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['show_id', 'user_id']).doNothing())
      .returning('show_id')
      .execute();
    if (inserted.length === 0) return [];
    await trx
      .updateTable('shows')
      .set((eb) => ({ likes_count: eb('likes_count', '+', 1) }))
      .where('id', '=', showId)
      .execute();
    return insertNotifications(trx, [
      {
        userId: show.user_id,
        actorId: user.id,
        type: 'like',
        message: `${user.display_name} liked your ${show.artist} show`,
        showId,
      },
    ]);
  });
  events.publish(notify);
  return { liked: true, likesCount: await likesCount(db, showId) };
}

export async function unlikeShow(
  db: Kysely<DB>,
  user: UserRow,
  showId: number,
): Promise<LikeState> {
  await showOwner(db, showId);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('likes')
      .where('show_id', '=', showId)
      .where('user_id', '=', user.id)
      .returning('show_id')
      .execute();
    if (deleted.length === 0) return;
    await trx
      .updateTable('shows')
      .set((eb) => ({ likes_count: eb('likes_count', '-', 1) }))
      .where('id', '=', showId)
      .execute();
  });
  return { liked: false, likesCount: await likesCount(db, showId) };
}

export const COMMENT_LIST_LIMIT = 200;

/** A show's comments, oldest first. */
export async function listComments(db: Kysely<DB>, showId: number): Promise<ShowComment[]> {
  await showOwner(db, showId);
  const rows = await db
    .selectFrom('comments')
    .innerJoin('users', 'users.id', 'comments.user_id')
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
  return rows.map((r) => ({
    id: r.id,
    showId: r.show_id,
    body: r.body,
    createdAt: r.created_at,
    user: toUserSummary({
      id: r.user_id,
      username: r.username,
      display_name: r.display_name,
      profile_picture: r.profile_picture,
    }),
  }));
}

export async function addComment(
  db: Kysely<DB>,
  events: NotificationEvents,
  user: UserRow,
  showId: number,
  body: string,
): Promise<ShowComment> {
  const show = await showOwner(db, showId);
  const { comment, notify } = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('comments')
      .values({ show_id: showId, user_id: user.id, body, created_at: new Date().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('shows')
      .set((eb) => ({ comments_count: eb('comments_count', '+', 1) }))
      .where('id', '=', showId)
      .execute();
    const notify = await insertNotifications(trx, [
      {
        userId: show.user_id,
        actorId: user.id,
        type: 'comment',
        message: `${user.display_name} commented on your ${show.artist} show`,
        showId,
      },
    ]);
    return { comment: row, notify };
  });
  events.publish(notify);
  return {
    id: comment.id,
    showId,
    body: comment.body,
    createdAt: comment.created_at,
    user: toUserSummary(user),
  };
}

/** Deletes a comment: its author only. */
export async function deleteComment(
  db: Kysely<DB>,
  user: UserRow,
  commentId: number,
): Promise<{ success: true }> {
  await db.transaction().execute(async (trx) => {
    const comment = await trx
      .selectFrom('comments')
      .select(['id', 'user_id', 'show_id'])
      .where('id', '=', commentId)
      .executeTakeFirst();
    if (!comment) throw notFound('Comment not found');
    if (comment.user_id !== user.id) throw forbidden('You can only delete your own comments');
    await trx.deleteFrom('comments').where('id', '=', commentId).execute();
    await trx
      .updateTable('shows')
      .set((eb) => ({ comments_count: eb('comments_count', '-', 1) }))
      .where('id', '=', comment.show_id)
      .execute();
  });
  return { success: true };
}
