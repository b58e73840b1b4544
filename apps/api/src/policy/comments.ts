import { findComment, type DB, type Kysely, type UserRow } from '@gigrank/db';
import { notFound } from '../errors';
import { assertOwner } from './access';

/** The comment, when it exists (404) and the session user wrote it (403). */
export async function ownedComment(db: Kysely<DB>, user: Pick<UserRow, 'id'>, commentId: number) {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound('Comment not found');
  assertOwner(user, comment.user_id, 'comment');
  return comment;
}
