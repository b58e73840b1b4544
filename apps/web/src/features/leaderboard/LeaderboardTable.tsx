import { LEADERBOARD_SKELETON_ROWS, pluralize, type LeaderboardUser } from '@gigrank/domain';
import {
  LeaderboardPosition,
  leaderboardMedal,
  PersonRowSkeleton,
  UserIdentity,
  tone,
} from '@gigrank/ui';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import classes from './Leaderboard.module.css';

/**
 * The Global Leaderboard table. Rank is the row's position. On a phone the
 * Shows and Followers columns fold into the User cell, so the table never
 * scrolls sideways, and a long display name wraps rather than being cut.
 */
export function LeaderboardTable({
  users,
  loading,
}: {
  users: LeaderboardUser[];
  loading: boolean;
}) {
  return (
    <Table
      className={classes.table}
      verticalSpacing="sm"
      horizontalSpacing="sm"
      highlightOnHover
      aria-busy={loading || undefined}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th className={classes.rankCol}>Rank</Table.Th>
          <Table.Th>User</Table.Th>
          <Table.Th visibleFrom="sm" ta="right" className={classes.numCol}>
            Shows
          </Table.Th>
          <Table.Th visibleFrom="sm" ta="right" className={classes.numCol}>
            Followers
          </Table.Th>
          <Table.Th ta="right">Action</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {loading ? (
          Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, i) => <SkeletonRow key={i} />)
        ) : users.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={5}>
              <Text ta="center" c="dimmed" py="lg" fw={600}>
                No users found
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          users.map((user, i) => <UserRow key={user.id} user={user} position={i + 1} />)
        )}
      </Table.Tbody>
    </Table>
  );
}

function UserRow({ user, position }: { user: LeaderboardUser; position: number }) {
  const medal = leaderboardMedal(position);
  const shows = pluralize(user.showsCount, 'show');
  const followers = pluralize(user.followersCount, 'follower');
  return (
    <Table.Tr
      data-highlighted={medal ? true : undefined}
      style={medal ? { background: medal.tint } : undefined}
    >
      <Table.Td className={classes.rankCol}>
        <LeaderboardPosition position={position} size={30} />
      </Table.Td>
      <Table.Td className={classes.userCell}>
        <UserIdentity user={user} avatarSize={36} wrapName>
          <Text fz="xs" c={tone.inkSoft} hiddenFrom="sm">
            {shows} · {followers}
          </Text>
        </UserIdentity>
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right" fw={600}>
        {user.showsCount}
      </Table.Td>
      <Table.Td visibleFrom="sm" ta="right" fw={600}>
        {user.followersCount}
      </Table.Td>
      <Table.Td ta="right">
        <Button
          renderRoot={(props) => <Link {...props} to="/profile/$id" params={{ id: user.id }} />}
          size="compact-sm"
          radius="xl"
          variant="light"
          className={classes.action}
        >
          View Profile
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRow() {
  return (
    <Table.Tr aria-hidden data-skeleton>
      <Table.Td className={classes.rankCol}>
        <Skeleton circle height={30} />
      </Table.Td>
      <Table.Td>
        <PersonRowSkeleton avatarSize={36} widths={['60%', '40%']} />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Skeleton height={12} width={24} ml="auto" />
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Skeleton height={12} width={24} ml="auto" />
      </Table.Td>
      <Table.Td>
        <Skeleton height={24} width={90} radius="xl" ml="auto" />
      </Table.Td>
    </Table.Tr>
  );
}
