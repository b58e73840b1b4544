import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's title (h1), with an optional caption and actions on the right. */
export function PageHeader({
  title,
  caption,
  actions,
}: {
  title: ReactNode;
  caption?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }} c="bright" lts={-0.5}>
          {title}
        </Title>
        {caption ? <Text c="dimmed">{caption}</Text> : null}
      </Stack>
      {actions}
    </Group>
  );
}
