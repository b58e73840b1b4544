import { Group, Skeleton, Stack, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A person's row while it loads: a round avatar of `avatarSize` beside two
 * text bars (a name of `nameHeight`, a line under it) of the given widths;
 * `start` and `end` hold the places of what the row has around them (a
 * leaderboard's position, a follow button).
 */
export function PersonRowSkeleton({
  avatarSize,
  widths: [nameWidth, lineWidth],
  nameHeight = 12,
  start,
  end,
  ...group
}: {
  avatarSize: number;
  widths: [string, string];
  nameHeight?: number;
  start?: ReactNode;
  end?: ReactNode;
} & Pick<GroupProps, 'className' | 'p'>) {
  return (
    <Group gap="sm" wrap="nowrap" {...group}>
      {start}
      <Skeleton circle height={avatarSize} />
      <Stack gap={6} flex={1}>
        <Skeleton height={nameHeight} width={nameWidth} />
        <Skeleton height={10} width={lineWidth} />
      </Stack>
      {end}
    </Group>
  );
}
