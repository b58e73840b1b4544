import type { Handle } from '../schema';

// What a user's data export reads besides the lists other screens show.

/** The shows a user liked, oldest first. */
export function likesByUser(db: Handle, userId: number) {
  return db
    .selectFrom('likes')
    .select(['show_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The comments a user wrote, oldest first. */
export function commentsByUser(db: Handle, userId: number) {
  return db
    .selectFrom('comments')
    .select(['id', 'show_id', 'body', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}
