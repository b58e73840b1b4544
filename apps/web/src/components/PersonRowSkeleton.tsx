import { Group, Skeleton, Stack } from '@mantine/core';

/**
 * A person's row while it loads: a round avatar of `avatarSize` beside two
 * text bars (a name, a line under it) of the given widths.
 */
export function PersonRowSkeleton({
  avatarSize,
  widths: [nameWidth, lineWidth],
  className,
}: {
  avatarSize: number;
  widths: [string, string];
  className?: string;
}) {
  return (
    <Group gap="sm" wrap="nowrap" className={className}>
      <Skeleton circle height={avatarSize} />
      <Stack gap={6} flex={1}>
        <Skeleton height={12} width={nameWidth} />
        <Skeleton height={10} width={lineWidth} />
      </Stack>
    </Group>
  );
}
