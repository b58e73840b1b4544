import { Alert, Button, Group, Text, type AlertProps } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What went wrong, in red and announced at once (role="alert"), headed by
 * `title` when given.
 */
export function ErrorAlert({
  title,
  radius,
  children,
}: {
  title?: ReactNode;
  radius?: AlertProps['radius'];
  children: ReactNode;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      radius={radius}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      title={title}
    >
      {children}
    </Alert>
  );
}

/**
 * Something that could not be loaded: what failed and a way to try again;
 * `title` heads it where the message alone would not say what failed.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <ErrorAlert radius="md" title={title}>
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{message}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={onRetry}
        >
          Try again
        </Button>
      </Group>
    </ErrorAlert>
  );
}
