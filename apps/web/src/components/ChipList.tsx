import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled row of bordered chips that wraps (an artist's name over a short
 * line, such as "Artists you both loved"): a list, labelled by its title.
 */
export function ChipList<T>({
  title,
  titleId,
  items,
  keyOf,
  children,
  mt,
}: {
  title: string;
  titleId: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
  mt?: number;
}) {
  return (
    <Stack gap={6} mt={mt}>
      <Title order={3} fz="sm" c="bright" id={titleId}>
        {title}
      </Title>
      <Group
        component="ul"
        gap="xs"
        p={0}
        m={0}
        aria-labelledby={titleId}
        style={{ listStyle: 'none' }}
      >
        {items.map((item) => (
          <Paper key={keyOf(item)} component="li" withBorder radius="md" px="sm" py={6} maw="100%">
            {children(item)}
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
