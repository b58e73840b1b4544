import { PageMessage } from '@gigrank/ui';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconTicketOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The gig page while it loads: the heading's card, then three show cards. */
export function GigPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading gig">
      <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="sm">
          <Skeleton height={12} width={60} />
          <Skeleton height={36} width="80%" />
          <Skeleton height={16} width="40%" />
          <Group gap="md" mt="md">
            <Skeleton height={40} width={56} radius="md" />
            <Skeleton height={16} width={180} />
          </Group>
        </Stack>
      </Paper>
      {[0, 1, 2].map((i) => (
        <Paper key={i} radius="lg" p="md" withBorder>
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Skeleton circle height={40} />
              <Stack gap={6}>
                <Skeleton height={12} width={120} />
                <Skeleton height={10} width={80} />
              </Stack>
            </Group>
            <Skeleton height={26} width={44} radius="sm" />
          </Group>
          <Skeleton height={12} width="85%" mt="md" />
        </Paper>
      ))}
    </Stack>
  );
}

/** An artist or city that does not exist (or a date that cannot be). */
export function GigNotFound() {
  return (
    <PageMessage
      icon={<IconTicketOff size={40} stroke={1.6} />}
      color="midnight"
      title="Gig not found"
      actions={
        <Group gap="sm" justify="center">
          <Button component={Link} to="/">
            Return Home
          </Button>
        </Group>
      }
    >
      No artist or city matches this address.
    </PageMessage>
  );
}

/** The gig could not be loaded (server or network trouble). */
export function GigLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageMessage
      icon={<IconAlertTriangle size={40} stroke={1.6} />}
      color="red"
      title="Couldn't load this gig"
      actions={
        <Button onClick={onRetry} variant="light">
          Try again
        </Button>
      }
    >
      Error loading the gig. Please try again later.
    </PageMessage>
  );
}
