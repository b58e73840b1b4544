import { formatMonthYear, type User } from '@gigrank/domain';
import { Badge, Box, Group, Paper, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconCalendar, IconLock, IconMapPin, IconUser, IconUsers } from '@tabler/icons-react';
import { UserAvatar } from '@gigrank/ui';
import { useId, type ReactNode } from 'react';
import classes from './ProfileHeader.module.css';
import { busyRegion } from '../../components/busy-region';

/** What the header calls a profile: yours, or the person's whose it is. */
function profileOwnerLabel(user: Pick<User, 'displayName'>, isOwner: boolean): string {
  return isOwner ? 'Your profile' : `${user.displayName}'s profile`;
}

/**
 * Profile header (SPEC section 2): name, avatar (or its first letter),
 * @username, 'Member since' month and year, city when present; below them the
 * follower counts and the profile's actions (Edit profile, Follow, Wrapped).
 * Above the name it says whose profile this is ('Your profile' or
 * '{displayName}'s profile'), which also names the header's region: the
 * PROFILE tab is lit on every /profile path, someone else's too.
 */
export function ProfileHeader({
  user,
  isOwner,
  avatarAction,
  counts,
  actions,
}: {
  user: User;
  /** The viewer's own profile. */
  isOwner: boolean;
  /** A control pinned to the avatar (the owner's 'Change profile picture'). */
  avatarAction?: ReactNode;
  /** The Followers / Following count buttons. */
  counts?: ReactNode;
  /** Buttons on the right (under the counts on phones). */
  actions?: ReactNode;
}) {
  const avatarSize = useMatches({ base: 72, xs: 96 });
  const ownerLabelId = useId();
  const OwnerIcon = isOwner ? IconUser : IconUsers;
  return (
    <Paper
      component="section"
      radius="lg"
      withBorder
      shadow="xs"
      className={classes.card}
      aria-labelledby={ownerLabelId}
    >
      <div className={classes.banner} aria-hidden />
      <Box px={{ base: 'md', sm: 'xl' }} pb={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="flex-start" className={classes.identity}>
          <Box className={classes.avatarWrap}>
            <UserAvatar
              displayName={user.displayName}
              profilePicture={user.profilePicture}
              size={avatarSize}
              fz={avatarSize * 0.4}
              radius="50%"
              className={classes.avatar}
            />
            {avatarAction ? <Box className={classes.avatarAction}>{avatarAction}</Box> : null}
          </Box>
          {/* Starts just under the banner, whatever the name's length. */}
          <Stack gap={2} miw={0} className={classes.names}>
            <Group gap={4} c="dimmed" wrap="nowrap" miw={0}>
              <OwnerIcon size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text
                id={ownerLabelId}
                fz="xs"
                fw={700}
                c="dimmed"
                truncate="end"
                data-testid="profile-owner"
              >
                {profileOwnerLabel(user, isOwner)}
              </Text>
            </Group>
            <Title
              order={1}
              fz={{ base: 22, xs: 28, sm: 32 }}
              c="bright"
              lts={-0.5}
              lh={1.15}
              lineClamp={2}
              style={{ overflowWrap: 'anywhere' }}
            >
              {user.displayName}
            </Title>
            <Group gap={6} wrap="nowrap" miw={0}>
              <Text c="dimmed" fw={600} truncate="end">
                @{user.username}
              </Text>
              {user.isPrivate ? (
                <Badge
                  size="sm"
                  variant="light"
                  color="midnight"
                  radius="sm"
                  leftSection={<IconLock size={12} aria-hidden />}
                  style={{ flexShrink: 0 }}
                >
                  Private
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <Group gap="md" mt="sm" style={{ rowGap: 4 }}>
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text fz="sm" c="dimmed" component="span">
              Member since {formatMonthYear(user.createdAt)}
            </Text>
          </Group>
          {user.city ? (
            <Group gap={4} c="dimmed" wrap="nowrap" miw={0}>
              <IconMapPin size={16} aria-hidden />
              <Text fz="sm" c="dimmed" component="span" truncate="end" data-testid="profile-city">
                {user.city}
              </Text>
            </Group>
          ) : null}
        </Group>
        {counts || actions ? (
          <Group justify="space-between" align="center" mt="md" gap="sm">
            {counts ? <Group gap="xs">{counts}</Group> : <span />}
            {actions ? (
              <Group gap="xs" className={classes.actions}>
                {actions}
              </Group>
            ) : null}
          </Group>
        ) : null}
      </Box>
    </Paper>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <Paper radius="lg" withBorder className={classes.card} {...busyRegion('Loading profile')}>
      <div className={classes.banner} aria-hidden />
      <Box px={{ base: 'md', sm: 'xl' }} pb={{ base: 'md', sm: 'lg' }}>
        <Group gap="md" wrap="nowrap" align="flex-end" className={classes.identity}>
          <Skeleton circle height={88} className={classes.avatar} />
          <Stack gap={8} flex={1} pb={4}>
            <Skeleton height={26} width="60%" />
            <Skeleton height={14} width="35%" />
          </Stack>
        </Group>
        <Skeleton height={14} width="45%" mt="md" />
        <Group justify="space-between" mt="md">
          <Skeleton height={30} width={180} radius="xl" />
          <Skeleton height={30} width={140} radius="xl" />
        </Group>
      </Box>
    </Paper>
  );
}
