import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

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
    <Alert
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      title={title}
    >
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
    </Alert>
  );
}
