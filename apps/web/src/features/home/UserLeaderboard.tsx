import { pluralize } from '@gigrank/domain';
import { EmptyState, LeaderboardRow, UserAvatar, tone } from '@gigrank/ui';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth';
import { FollowButton } from '../social';
import { HOME_LEADERBOARD_USERS } from './home-tabs';
import { LeaderboardList } from './LeaderboardList';

/**
 * User Leaderboard (SPEC section 2): users by shows, then followers, with
 * their counts; ranks 1-3 highlighted; 'You' on the own row, otherwise
 * Follow/Following and 'View'.
 */
export function UserLeaderboard() {
  const { state } = useSession();
  const viewerId = state.user?.id;
  const board = trpc.leaderboard.users.useQuery({ limit: HOME_LEADERBOARD_USERS });

  return (
    <LeaderboardList
      label="User Leaderboard"
      loadingLabel="Loading user leaderboard"
      query={board}
      rows={board.data?.users}
      errorMessage="Failed to fetch leaderboard"
      empty={
        <EmptyState
          icon={<IconUsers size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />}
          title="No users found"
        />
      }
      footer={
        <Group justify="center">
          <Anchor component={Link} to="/leaderboard" fw={600} fz="sm">
            <Group gap={4} component="span">
              See the full leaderboard
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      }
    >
      {(users) =>
        users.map((user, i) => (
          <LeaderboardRow
            key={user.id}
            position={i + 1}
            aria-label={user.displayName}
            avatar={
              <UserAvatar
                displayName={user.displayName}
                profilePicture={user.profilePicture}
                radius="xl"
                size={38}
              />
            }
            title={user.displayName}
            details={
              <>
                <Text fz="xs" c="dimmed" truncate="end">
                  @{user.username}
                </Text>
                <Text fz="sm" c={tone.inkSoft}>
                  {pluralize(user.showsCount, 'show')} ·{' '}
                  {pluralize(user.followersCount, 'follower')}
                </Text>
              </>
            }
            actions={
              user.id === viewerId ? (
                <Button
                  renderRoot={(props) => <Link {...props} to="/profile" />}
                  size="compact-sm"
                  radius="xl"
                  variant="outline"
                  color="midnight"
                >
                  You
                </Button>
              ) : (
                <>
                  <FollowButton user={user} />
                  <Button
                    renderRoot={(props) => (
                      <Link {...props} to="/profile/$id" params={{ id: user.id }} />
                    )}
                    size="compact-sm"
                    radius="xl"
                    variant="default"
                    aria-label={`View ${user.displayName}'s profile`}
                  >
                    View
                  </Button>
                </>
              )
            }
          />
        ))
      }
    </LeaderboardList>
  );
}
