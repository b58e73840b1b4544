import { markNotificationsRead, notificationsOf, unreadCountOf } from '@gigrank/db';
import {
  yourShowOf,
  type Notification,
  type NotificationType,
  type UnreadCount,
} from '@gigrank/domain';
import { committed, notified } from '../../cache/changes';
import { cacheKeys } from '../../cache/keys';
import type { ServiceDeps } from '../../ports/service-deps';

// Notifications are read by their owner only (DECISIONS.md): their endpoints
// refuse anyone else's (`ownerOnly`), before the services are reached.

/**
 * A notification's text, written when it is read from the actor's current
 * display name: nothing stores a name, so a rename shows at once and a deleted
 * account leaves none behind (its notifications read with no actor and no
 * message, and the web app shows the type's default text, 'Someone ...').
 */
export function notificationMessage(
  type: NotificationType,
  actorName: string | null | undefined,
  artistName: string | null | undefined,
): string | null {
  if (!actorName) return null;
  switch (type) {
    case 'follow':
      return `${actorName} started following you`;
    case 'like':
      return artistName
        ? `${actorName} liked ${yourShowOf(artistName)}`
        : `${actorName} liked your show`;
    case 'comment':
      return artistName
        ? `${actorName} commented on ${yourShowOf(artistName)}`
        : `${actorName} commented on your show`;
    case 'wantToSee':
      return artistName ? `${actorName} also wants to see ${artistName}` : null;
    case 'followRequest':
      return `${actorName} asked to follow you`;
    case 'followApproved':
      return `${actorName} approved your follow request`;
    case 'going':
      return artistName ? `${actorName} is going to see ${artistName}` : null;
    default:
      return null;
  }
}

export async function listNotifications(
  deps: ServiceDeps,
  userId: number,
): Promise<Notification[]> {
  const list = await notificationsOf(deps.db, userId);
  return list.map((n) => ({
    ...n,
    message: notificationMessage(n.type, n.actor?.displayName, n.artistName),
  }));
}

export async function unreadCount(deps: ServiceDeps, userId: number): Promise<UnreadCount> {
  return deps.cache.read(cacheKeys.unreadCount<UnreadCount>(userId), async () => ({
    count: await unreadCountOf(deps.db, userId),
  }));
}

/** Marks every notification read; open pages are told only when some were unread. */
export async function markAllRead(deps: ServiceDeps, userId: number): Promise<{ success: true }> {
  if ((await markNotificationsRead(deps.db, userId)) > 0) await committed(deps, notified([userId]));
  return { success: true };
}
