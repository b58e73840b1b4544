import { EmptyState, Drawer, Stack } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Notification } from '@gigrank/domain';
import { trpc } from '../../lib/trpc';
import { useNow } from '../../lib/use-now';
import { FollowRequests } from './FollowRequests';
import { NotificationItem, NotificationItemSkeleton } from './notifications-item';
import classes from './notifications-drawer.module.css';

/** Skeleton items while the list loads. */
const LOADING_ITEMS = 3;

/**
 * SPEC section 2 "Notifications panel", titled NOTIFICATIONS, with a private
 * account's waiting follow requests above the notifications. Its content
 * mounts on every opening (Mantine unmounts a closed drawer's content), so
 * each opening loads the list afresh.
 */
export function NotificationsDrawer({
  opened,
  onClose,
  unreadCount,
}: {
  opened: boolean;
  onClose: () => void;
  /** The live unread count: a rise while open reloads the list. */
  unreadCount: number;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="NOTIFICATIONS"
      position="right"
      size="md"
      styles={{ title: { fontWeight: 900, letterSpacing: 1 } }}
    >
      <NotificationsPanel unreadCount={unreadCount} onNavigate={onClose} />
    </Drawer>
  );
}

/**
 * Loads the list, then marks all read and zeroes the badge; unread items stay
 * highlighted for this viewing. New notifications arriving while it is open
 * reload it (and are marked read in turn). Failures are only logged.
 */
function NotificationsPanel({
  unreadCount,
  onNavigate,
}: {
  unreadCount: number;
  onNavigate: () => void;
}) {
  const utils = trpc.useUtils();
  const now = useNow(30_000);
  // Never served from an earlier opening: the read flags must be those of now.
  const list = trpc.notifications.list.useQuery(undefined, { gcTime: 0 });
  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: () => utils.notifications.unreadCount.setData(undefined, { count: 0 }),
    onError: (error) => console.error('Failed to mark notifications as read', error),
  });
  const markAllRead = markRead.mutate;

  useEffect(() => {
    if (list.error) console.error('Failed to fetch notifications', list.error);
  }, [list.error]);

  // Each loaded list is followed by marking all read.
  useEffect(() => {
    if (list.dataUpdatedAt > 0) markAllRead();
  }, [list.dataUpdatedAt, markAllRead]);

  // A notification arriving while the panel is open: show it.
  const { isSuccess, isFetching, refetch } = list;
  useEffect(() => {
    if (unreadCount > 0 && isSuccess && !isFetching) void refetch();
    // Only a change of the count matters here, not the list's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadCount]);

  const requests = <FollowRequests unreadCount={unreadCount} now={now} onNavigate={onNavigate} />;
  return (
    <Stack gap="lg">
      {requests}
      <NotificationList list={list} now={now} onNavigate={onNavigate} />
    </Stack>
  );
}

/** The notifications themselves: loading rows, the empty state, or the items. */
function NotificationList({
  list,
  now,
  onNavigate,
}: {
  list: { isPending: boolean; data?: Notification[] | undefined };
  now: number;
  onNavigate: () => void;
}) {
  if (list.isPending) {
    return (
      <ul className={classes.list} aria-busy="true" aria-label="Loading notifications">
        {Array.from({ length: LOADING_ITEMS }, (_, i) => (
          <NotificationItemSkeleton key={i} />
        ))}
      </ul>
    );
  }
  const items = list.data ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        mt="xl"
        variant="light"
        color="encore"
        icon={<IconBellOff size={28} aria-hidden />}
        title="No notifications yet"
        description="When you get notifications about new shows, follows or likes, they'll appear here."
      />
    );
  }
  return (
    <ul className={classes.list} aria-label="Notifications">
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} now={now} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
