import { PLACE_MESSAGES } from '@gigrank/domain';
import { PageMessage } from '@gigrank/ui';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconConfettiOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The festival page while it loads. */
export function FestivalPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading festival">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="sm">
          <Skeleton height={36} width="70%" />
          <Skeleton height={16} width="45%" />
          <Skeleton height={16} width="35%" />
          <Group gap="md" mt="md">
            <Skeleton height={40} width={120} radius="md" />
            <Skeleton height={40} width={120} radius="md" />
          </Group>
        </Stack>
      </Paper>
      {[0, 1].map((i) => (
        <Paper key={i} radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
          <Stack gap="sm">
            <Skeleton height={18} width={120} />
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="75%" />
            <Skeleton height={14} width="80%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** An unknown festival id. */
export function FestivalNotFound() {
  return (
    <PageMessage
      icon={<IconConfettiOff size={40} stroke={1.6} />}
      color="midnight"
      title={PLACE_MESSAGES.festivalNotFound}
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/">
            Return Home
          </Button>
          <Button component={Link} to="/festival/log" variant="default">
            Log a festival
          </Button>
        </Group>
      }
    >
      This festival doesn&apos;t exist or was never logged.
    </PageMessage>
  );
}

/** The festival could not be loaded (server or network trouble). */
export function FestivalLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      icon={<IconAlertTriangle size={40} stroke={1.6} />}
      color="red"
      title="Couldn't load this festival"
      actions={
        <Button onClick={onRetry} variant="light">
          Try again
        </Button>
      }
    >
      Error loading the festival. Please try again later.
    </PageMessage>
  );
}
