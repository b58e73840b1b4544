import type { Notification } from '@gigrank/domain';

/**
 * Where a notification leads: who followed (asked, approved), the show liked
 * or commented on, the artist wanted or someone you follow is going to see.
 */
export type NotificationTarget =
  { kind: 'profile'; id: number } | { kind: 'show'; id: number } | { kind: 'artist'; name: string };

export function notificationTarget(
  n: Pick<Notification, 'type' | 'actor' | 'showId' | 'artistName'>,
): NotificationTarget | null {
  switch (n.type) {
    case 'follow':
    case 'followRequest':
    case 'followApproved':
      return n.actor ? { kind: 'profile', id: n.actor.id } : null;
    case 'like':
    case 'comment':
      return n.showId ? { kind: 'show', id: n.showId } : null;
    case 'wantToSee':
    case 'going':
      return n.artistName ? { kind: 'artist', name: n.artistName } : null;
    default:
      return null;
  }
}

/** 'Just now' when createdAt is missing (SPEC section 2), otherwise the relative time. */
export function notificationTime(
  createdAt: string | null | undefined,
  relative: (date: string) => string,
): string {
  if (!createdAt) return 'Just now';
  return relative(createdAt) || 'Just now';
}
