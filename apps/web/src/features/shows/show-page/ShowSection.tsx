import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of the show page: a region named by its heading, with an icon or a count beside it. */
export function ShowSection({
  titleId,
  title,
  icon,
  aside,
  children,
}: {
  titleId: string;
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      withBorder
    >
      <Group gap="xs" mb="md">
        {icon}
        <Title order={2} fz="lg" id={titleId} c="bright">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
