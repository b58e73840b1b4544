import { markNotificationsRead, notificationsOf, unreadCountOf, type UserRow } from '@gigrank/db';
import type { Notification, UnreadCount } from '@gigrank/domain';
import { committed, notified } from '../cache/changes';
import { cacheKeys } from '../cache/keys';
import { assertOwner } from '../policy/access';
import type { ServiceDeps } from './deps';

export { NOTIFICATION_LIST_LIMIT } from '@gigrank/db';

// Notifications are read by their owner only (DECISIONS.md).

export async function listNotifications(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
): Promise<Notification[]> {
  assertOwner(user, userId, 'notifications');
  return notificationsOf(deps.db, userId);
}

export async function unreadCount(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
): Promise<UnreadCount> {
  assertOwner(user, userId, 'notifications');
  return deps.cache.read(cacheKeys.unreadCount<UnreadCount>(userId), async () => ({
    count: await unreadCountOf(deps.db, userId),
  }));
}

/** Marks every notification read; open pages are told only when some were unread. */
export async function markAllRead(
  deps: ServiceDeps,
  user: UserRow,
  userId: number,
): Promise<{ success: true }> {
  assertOwner(user, userId, 'notifications');
  if ((await markNotificationsRead(deps.db, userId)) > 0) committed(deps, notified([userId]));
  return { success: true };
}
