import { notificationText, relativeTime, type Notification } from '@gigrank/domain';
import { PersonRowSkeleton, UserAvatar } from '@gigrank/ui';
import { Box, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link, linkOptions } from '@tanstack/react-router';
import {
  notificationTarget,
  notificationTime,
  type NotificationTarget,
} from './notifications-target';
import classes from './notifications-drawer.module.css';

/**
 * One notification: the actor's avatar, the text, the time, and a link to
 * what it is about. Unread ones have a highlighted border.
 */
export function NotificationItem({
  notification: n,
  now,
  onNavigate,
}: {
  notification: Notification;
  now: number;
  onNavigate: () => void;
}) {
  const text = notificationText(n.type, n.message, n.artistName);
  const time = notificationTime(n.createdAt, (date) => relativeTime(date, now));
  const target = notificationTarget(n);

  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {n.actor ? (
        <UserAvatar
          displayName={n.actor.displayName}
          profilePicture={n.actor.profilePicture}
          radius="xl"
          size={40}
        />
      ) : (
        <ThemeIcon size={40} radius="xl" variant="light" color="encore" aria-hidden>
          <IconBell size={20} />
        </ThemeIcon>
      )}
      <Stack gap={2} miw={0} flex={1}>
        <Text fz="sm" c="bright" fw={n.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
          {n.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
          {text}
        </Text>
        <Text fz="xs" c="dimmed">
          {time}
        </Text>
      </Stack>
      {n.read ? null : <Box className={classes.dot} aria-hidden />}
    </Group>
  );

  const item = { className: classes.item, 'data-unread': n.read ? undefined : true };
  const link = target ? targetLink(target) : null;
  return (
    <li>
      {link ? (
        <Link {...link} {...item} onClick={onNavigate}>
          {body}
        </Link>
      ) : (
        <div {...item}>{body}</div>
      )}
    </li>
  );
}

/** The route of a notification's target. */
function targetLink(target: NotificationTarget) {
  switch (target.kind) {
    case 'profile':
      return linkOptions({ to: '/profile/$id', params: { id: target.id } });
    case 'show':
      return linkOptions({ to: '/show/$id', params: { id: target.id } });
    case 'artist':
      return linkOptions({ to: '/artist/$artistName', params: { artistName: target.name } });
  }
}

export function NotificationItemSkeleton() {
  return (
    <li aria-hidden>
      <PersonRowSkeleton avatarSize={40} widths={['80%', '30%']} className={classes.item} />
    </li>
  );
}
