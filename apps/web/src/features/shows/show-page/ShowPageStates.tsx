import { PageMessage } from '@gigrank/ui';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconTicketOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The show page while the show loads. */
export function ShowPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading show">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="sm">
          <Skeleton height={14} width={120} />
          <Skeleton height={36} width="70%" />
          <Skeleton height={16} width="45%" />
          <Group gap="md" mt="sm">
            <Skeleton height={16} width={140} />
            <Skeleton height={16} width={160} />
          </Group>
          <Group gap="md" mt="md">
            <Skeleton height={56} width={72} radius="md" />
            <Skeleton height={20} width={120} />
          </Group>
        </Stack>
      </Paper>
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="sm">
          <Skeleton height={18} width={100} />
          <Skeleton height={14} width="90%" />
          <Skeleton height={14} width="75%" />
        </Stack>
      </Paper>
    </Stack>
  );
}

/** An unknown or deleted show. */
export function ShowNotFound() {
  return (
    <PageMessage
      icon={<IconTicketOff size={40} stroke={1.6} />}
      color="midnight"
      title="Show not found"
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/">
            Return Home
          </Button>
          <Button component={Link} to="/profile" variant="default">
            Your shows
          </Button>
        </Group>
      }
    >
      This show doesn't exist or has been deleted.
    </PageMessage>
  );
}

/** The show could not be loaded (server or network trouble). */
export function ShowLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      icon={<IconAlertTriangle size={40} stroke={1.6} />}
      color="red"
      title="Couldn't load this show"
      actions={
        <Button onClick={onRetry} variant="light">
          Try again
        </Button>
      }
    >
      Error loading the show. Please try again later.
    </PageMessage>
  );
}
