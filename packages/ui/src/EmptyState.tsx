import { Stack, Text, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps extends Omit<StackProps, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** The centred message a list shows when it has nothing yet. */
export function EmptyState({ title, description, icon, action, ...props }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center" {...props}>
      {icon}
      <Text fw={600}>{title}</Text>
      {description ? (
        <Text c="dimmed" size="sm" maw={360}>
          {description}
        </Text>
      ) : null}
      {action}
    </Stack>
  );
}
