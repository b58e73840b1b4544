import { formatMonthYear, type User } from '@gigrank/domain';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title, useMatches } from '@mantine/core';
import { IconCalendar, IconMapPin } from '@tabler/icons-react';
import { UserAvatar } from '@gigrank/ui';
import classes from './ProfileHeader.module.css';

/** Profile header (SPEC section 2): name, avatar, @username, 'Member since', city. */
export function ProfileHeader({ user }: { user: User }) {
  const avatarSize = useMatches({ base: 64, xs: 88 });
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder shadow="xs">
      <Group gap="lg" wrap="nowrap" align="center">
        <UserAvatar
          displayName={user.displayName}
          profilePicture={user.profilePicture}
          size={avatarSize}
          fz={avatarSize * 0.4}
          className={classes.avatar}
        />
        <Stack gap={4} miw={0}>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="midnight.9" lts={-0.5} lineClamp={2}>
            {user.displayName}
          </Title>
          <Text c="dimmed" fw={600} truncate="end">
            @{user.username}
          </Text>
          <Group gap="md" mt={4}>
            <Group gap={4} c="dimmed" wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text fz="sm" c="dimmed" component="span">
                Member since {formatMonthYear(user.createdAt)}
              </Text>
            </Group>
            {user.city ? (
              <Group gap={4} c="dimmed" wrap="nowrap">
                <IconMapPin size={16} aria-hidden />
                <Text fz="sm" c="dimmed" component="span">
                  {user.city}
                </Text>
              </Group>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

export function ProfileHeaderSkeleton() {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder aria-busy="true">
      <Group gap="lg" wrap="nowrap">
        <Skeleton circle height={88} className={classes.avatar} />
        <Stack gap={8} flex={1}>
          <Skeleton height={28} width="60%" />
          <Skeleton height={16} width="35%" />
          <Skeleton height={14} width="45%" />
        </Stack>
      </Group>
    </Paper>
  );
}

export function ProfileLoadError() {
  return <Alert color="red" variant="light" radius="md" title="Failed to load user data" />;
}
