import { EventEmitter, on } from 'node:events';
import type { Kysely, Transaction } from 'kysely';
import { cachedRead, preparedQuery, type DB, type UserRow } from '@gigrank/db';
import type { Notification, NotificationType } from '@gigrank/domain';
import { forbidden } from '../errors';
import { toUserSummary } from './users.service';

export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * Tells open pages of a user that their notifications changed (new ones, or
 * read elsewhere), so the badge updates within a second. In-process: one
 * server process holds every subscription (see README, scaling).
 */
export class NotificationEvents {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  publish(userIds: Iterable<number>): void {
    for (const id of new Set(userIds)) this.emitter.emit(String(id));
  }
  /** Yields once per change for this user until `signal` aborts. */
  async *changes(userId: number, signal?: AbortSignal): AsyncGenerator<void> {
    try {
      for await (const _ of on(this.emitter, String(userId), { signal })) yield;
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') throw error;
    }
  }
}

export interface NewNotification {
  userId: number;
  actorId: number;
  type: NotificationType;
  message: string;
  artistName?: string | null;
  showId?: number | null;
}

/**
 * Stores notifications inside the caller's transaction, never to the actor
 * themselves. Returns who must be told once the transaction commits.
 */
export async function insertNotifications(
  trx: Transaction<DB> | Kysely<DB>,
  items: NewNotification[],
): Promise<number[]> {
  const rows = items.filter((n) => n.userId !== n.actorId);
  if (rows.length === 0) return [];
  const now = new Date().toISOString();
  await trx
    .insertInto('notifications')
    .values(
      rows.map((n) => ({
        user_id: n.userId,
        actor_id: n.actorId,
        type: n.type,
        message: n.message,
        artist_name: n.artistName ?? null,
        show_id: n.showId ?? null,
        created_at: now,
      })),
    )
    .execute();
  return rows.map((n) => n.userId);
}

/** Notifications are readable by their owner only (DECISIONS.md). */
function assertOwner(user: UserRow, userId: number): void {
  if (user.id !== userId) throw forbidden('You can only read your own notifications');
}

export async function listNotifications(
  db: Kysely<DB>,
  user: UserRow,
  userId: number,
): Promise<Notification[]> {
  assertOwner(user, userId);
  const rows = await db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .select([
      'notifications.id',
      'notifications.type',
      'notifications.message',
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
    message: r.message,
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

export async function unreadCount(
  db: Kysely<DB>,
  user: UserRow,
  userId: number,
): Promise<{ count: number }> {
  assertOwner(user, userId);
  return cachedRead(db, `unread:${userId}`, async () => {
    const row = await unreadOf.executeTakeFirst(db, userId);
    return { count: Number(row?.n ?? 0) };
  });
}

// Polled by every signed-in page: built once (preparedQuery).
const unreadOf = preparedQuery((db: Kysely<DB>, userId: number) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read', '=', 0),
);

export async function markAllRead(
  db: Kysely<DB>,
  events: NotificationEvents,
  user: UserRow,
  userId: number,
): Promise<{ success: true }> {
  assertOwner(user, userId);
  const changed = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) events.publish([userId]);
  return { success: true };
}
