import type { Kysely } from 'kysely';
import type { Notification, NotificationType } from '@gigrank/domain';
import { preparedQuery } from '../prepared-query';
import { deleteWhere } from '../rows';
import type { DB, Handle } from '../schema';
import { blockedBetween } from '../visibility';
import { toUserSummary } from './users.queries';

// Data functions of the notifications aggregate: the only place with its SQL.

/**
 * A notification as stored: who caused it, never their name. The text is
 * written when it is read, from the actor's live account (see
 * notificationMessage in apps/api/src/modules/notifications/notifications.service.ts), so
 * a renamed or deleted account leaves no stale name in anyone's list.
 */
export interface NewNotification {
  userId: number;
  actorId: number;
  type: NotificationType;
  /** The artist the text names (wantToSee; the liked or commented show's artist). */
  artistName?: string | null;
  showId?: number | null;
}

/**
 * Stores notifications inside the caller's transaction, never to the actor
 * themselves. Returns who must be told once the transaction commits.
 */
export async function insertNotifications(
  trx: Handle,
  items: NewNotification[],
): Promise<number[]> {
  const rows = [];
  // Never to the actor themselves, nor between two people in a block.
  for (const n of items) {
    if (n.userId !== n.actorId && !(await blockedBetween(trx, n.userId, n.actorId))) rows.push(n);
  }
  if (rows.length === 0) return [];
  const now = new Date().toISOString();
  await trx
    .insertInto('notifications')
    .values(
      rows.map((n) => ({
        user_id: n.userId,
        actor_id: n.actorId,
        type: n.type,
        message: null,
        artist_name: n.artistName ?? null,
        show_id: n.showId ?? null,
        created_at: now,
      })),
    )
    .execute();
  return rows.map((n) => n.userId);
}

/** A user's notifications shown at most: the newest this many. */
const NOTIFICATION_LIST_LIMIT = 50;

/**
 * A user's newest notifications with the users who caused them (an actor
 * whose account is gone reads as null). Only their owner reads them. The
 * stored message column is no longer read (names were once stored in it):
 * `message` is null here and the service writes the text from the live actor.
 */
export async function notificationsOf(db: Handle, userId: number): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .select([
      'notifications.id',
      'notifications.type',
      'notifications.read',
      'notifications.created_at',
      'notifications.artist_name',
      'notifications.show_id',
      'users.id as actor_id',
      'users.username',
      'users.display_name',
      'users.profile_picture',
    ])
    .where('notifications.user_id', '=', userId)
    .orderBy('notifications.id', 'desc')
    .limit(NOTIFICATION_LIST_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    type: r.type as NotificationType,
    message: null,
    read: r.read === 1,
    createdAt: r.created_at,
    artistName: r.artist_name,
    showId: r.show_id,
    actor:
      r.actor_id !== null && r.username !== null && r.display_name !== null
        ? toUserSummary({
            id: r.actor_id,
            username: r.username,
            display_name: r.display_name,
            profile_picture: r.profile_picture,
          })
        : null,
  }));
}

export async function unreadCountOf(db: Handle, userId: number): Promise<number> {
  const row = await unreadOf.executeTakeFirst(db, userId);
  return Number(row?.n ?? 0);
}

// Polled by every signed-in page: built once (preparedQuery).
const unreadOf = preparedQuery((db: Kysely<DB>, userId: number) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read', '=', 0),
);

/** Marks every unread notification of the user read; returns how many were unread. */
export async function markNotificationsRead(db: Handle, userId: number): Promise<number> {
  const changed = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows);
}

/**
 * Removes what `actorId` told `userId` of one kind (a follow request
 * withdrawn or answered no longer asks anything). Returns whether any went.
 */
export async function deleteNotificationsFrom(
  trx: Handle,
  userId: number,
  actorId: number,
  type: NotificationType,
): Promise<boolean> {
  return deleteWhere(trx, 'notifications', { user_id: userId, actor_id: actorId, type });
}
