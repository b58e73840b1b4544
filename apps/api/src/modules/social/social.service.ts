import {
  commentsOfShow,
  deleteCommentRow,
  deleteLike,
  findShowOwner,
  insertComment,
  insertLike,
  insertNotifications,
  likesCountOf,
  type DB,
  type Kysely,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import type { LikeState, ShowComment } from '@gigrank/domain';
import { committed, notified } from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { notFound } from '../../errors';
import { ownedComment } from '../../policy/comments';
import { assertCanSeeContent, audienceOf } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

/**
 * The show a viewer likes, comments on or reads the comments of: 404 when
 * missing or its owner and the viewer are in a block, 403 for a private
 * account the viewer does not follow (policy/privacy.ts).
 */
async function showOwner(db: Kysely<DB>, showId: number, viewerId: number) {
  const show = await findShowOwner(db, showId);
  if (!show) throw notFound('Show not found');
  await assertCanSeeContent({ db }, viewerId, show.user_id);
  return show;
}

/**
 * A like or comment changes the show's counts wherever its card is shown:
 * every list holding the card depends on the show (cache/keys.ts showCards),
 * so nothing else expires (not the owner's ranking, insights or profile).
 */
const showCardChanges = (showId: number): Change[] => [{ kind: 'show', id: showId }];

/** Tells the show's owner that `actorId` liked or commented on it. */
const tellOwner = (
  trx: Transaction<DB>,
  show: { id: number; user_id: number; artist: string },
  actorId: number,
  type: 'like' | 'comment',
) =>
  insertNotifications(trx, [
    { userId: show.user_id, actorId, type, artistName: show.artist, showId: show.id },
  ]);

/** Likes a show once; a second like changes nothing. The owner is told (not when liking your own). */
export const likeShow = (deps: ServiceDeps, user: UserRow, showId: number) =>
  setLike(deps, user, showId, true);

/** Unlikes; unliking a show you did not like changes nothing. */
export const unlikeShow = (deps: ServiceDeps, user: UserRow, showId: number) =>
  setLike(deps, user, showId, false);

async function setLike(
  deps: ServiceDeps,
  user: UserRow,
  showId: number,
  liked: boolean,
): Promise<LikeState> {
  const { db } = deps;
  const show = await showOwner(db, showId, user.id);
  // Whom the change told, or undefined when nothing changed.
  const told = await db.transaction().execute(async (trx) => {
    if (!liked) return (await deleteLike(trx, showId, user.id)) ? [] : undefined;
    if (!(await insertLike(trx, showId, user.id))) return undefined;
    return tellOwner(trx, show, user.id, 'like');
  });
  if (told) {
    await committed(deps, [
      { kind: 'likesBy', userId: user.id },
      ...showCardChanges(showId),
      ...notified(told),
    ]);
  }
  return { liked, likesCount: await likesCountOf(db, showId) };
}

/** A show's comments, oldest first (without those of people in a block with the viewer). */
export async function listComments(
  deps: ServiceDeps,
  showId: number,
  viewerId: number,
): Promise<ShowComment[]> {
  await showOwner(deps.db, showId, viewerId);
  return commentsOfShow(deps.db, await audienceOf(deps, viewerId), showId);
}

export async function addComment(
  deps: ServiceDeps,
  user: UserRow,
  showId: number,
  body: string,
): Promise<ShowComment> {
  const show = await showOwner(deps.db, showId, user.id);
  const { comment, told } = await deps.db.transaction().execute(async (trx) => {
    const comment = await insertComment(trx, showId, user, body);
    const told = await tellOwner(trx, show, user.id, 'comment');
    return { comment, told };
  });
  await committed(deps, [...showCardChanges(showId), ...notified(told)]);
  return comment;
}

/** Deletes a comment: its author only. */
export async function deleteComment(
  deps: ServiceDeps,
  user: UserRow,
  commentId: number,
): Promise<{ success: true }> {
  const comment = await deps.db.transaction().execute(async (trx) => {
    const comment = await ownedComment(trx, user, commentId);
    await deleteCommentRow(trx, comment);
    return comment;
  });
  await committed(deps, showCardChanges(comment.show_id));
  return { success: true };
}
