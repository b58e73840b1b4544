import { Anchor, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../shell/PageHeader';

/** Global Leaderboard (SPEC section 2). The table arrives in a later milestone. */
export function LeaderboardPage() {
  return (
    <>
      <Anchor component={Link} to="/profile" fz="sm" fw={600} mb="xs" display="inline-block">
        <Group gap={4} component="span">
          <IconChevronLeft size={16} aria-hidden />
          Back to Profile
        </Group>
      </Anchor>
      <PageHeader title="Global Leaderboard" />
    </>
  );
}
