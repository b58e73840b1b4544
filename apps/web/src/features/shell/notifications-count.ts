import { UNREAD_POLL_MS } from '@gigrank/domain';
import { useEffect } from 'react';
import { useAfterFirstScreen } from '../../lib/after-first-screen';
import { trpc } from '../../lib/trpc';

/**
 * The live unread notification count (SPEC section 2): the
 * `notifications.onUnreadCount` subscription (server-sent events) pushes the
 * count at once and on every change; polling every 30 seconds stays as the
 * fallback. Both write the same cached `notifications.unreadCount`, which the
 * panel zeroes after marking all read. Failures are only logged (SPEC section 8).
 * Mount once, in the signed-in header.
 */
export function useLiveUnreadCount(): number {
  const utils = trpc.useUtils();
  // The count (and its open event stream) waits until the first screen is in.
  const enabled = useAfterFirstScreen();
  const poll = trpc.notifications.unreadCount.useQuery(undefined, {
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });

  useEffect(() => {
    if (poll.error) console.error('Failed to fetch unread notification count', poll.error);
  }, [poll.error]);

  trpc.notifications.onUnreadCount.useSubscription(undefined, {
    enabled,
    onData: (data) => utils.notifications.unreadCount.setData(undefined, data),
    onError: (error) => console.error('Failed to fetch unread notification count', error),
  });

  return poll.data?.count ?? 0;
}
