import { LEADERBOARD_LOAD_MORE_ABOVE } from '@gigrank/domain';
import { Anchor, Button, Group, Paper } from '@mantine/core';
import { IconChevronDown, IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/LoadError';
import { QueryLoadError } from '../../components/QueryLoadError';
import { LeaderboardTable } from './LeaderboardTable';
import { useLeaderboardPages } from './use-leaderboard-pages';

/**
 * Global Leaderboard (SPEC section 2): Rank / User / Shows / Followers /
 * Action, five skeleton rows first, 'No users found' when empty, and 'Load
 * More' (DECISIONS.md: it loads the next page) once there are more than 10 rows.
 */
export function LeaderboardPage() {
  const board = useLeaderboardPages();
  const users = board.data?.pages.flatMap((p) => p.users) ?? [];
  // More than 10 rows: those loaded plus at least one more on the server.
  const showLoadMore = board.hasNextPage && users.length + 1 > LEADERBOARD_LOAD_MORE_ABOVE;

  return (
    <>
      <Anchor component={Link} to="/profile" fz="sm" fw={600} mb="xs" display="inline-block">
        <Group gap={4} component="span">
          <IconChevronLeft size={16} aria-hidden />
          Back to Profile
        </Group>
      </Anchor>
      <PageHeader
        title="Global Leaderboard"
        caption="Ranked by number of shows rated and followers"
      />
      {board.isError && !board.data ? (
        <QueryLoadError message="Failed to fetch leaderboard" query={board} />
      ) : (
        <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
          <LeaderboardTable users={users} loading={board.isPending} />
        </Paper>
      )}
      {board.isFetchNextPageError ? (
        <LoadError
          message="Failed to fetch leaderboard"
          onRetry={() => void board.fetchNextPage()}
          retrying={board.isFetchingNextPage}
        />
      ) : null}
      {showLoadMore && !board.isFetchNextPageError ? (
        <Group justify="center" mt="md">
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconChevronDown size={16} aria-hidden />}
            loading={board.isFetchingNextPage}
            onClick={() => void board.fetchNextPage()}
          >
            Load More
          </Button>
        </Group>
      ) : null}
    </>
  );
}
