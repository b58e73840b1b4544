import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconTicketOff } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

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

/** The page in place of a show: an icon, a heading, a line of text and what to do next. */
function ShowPageMessage({
  icon,
  color,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap="md" py={48}>
      <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {title}
      </Title>
      <Text c="dimmed" maw={420}>
        {text}
      </Text>
      {children}
    </Stack>
  );
}

/** An unknown or deleted show. */
export function ShowNotFound() {
  return (
    <ShowPageMessage
      icon={<IconTicketOff size={40} stroke={1.6} />}
      color="midnight"
      title="Show not found"
      text="This show doesn't exist or has been deleted."
    >
      <Group gap="sm" justify="center">
        <Button component={Link} to="/">
          Return Home
        </Button>
        <Button component={Link} to="/profile" variant="default">
          Your shows
        </Button>
      </Group>
    </ShowPageMessage>
  );
}

/** The show could not be loaded (server or network trouble). */
export function ShowLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <ShowPageMessage
      icon={<IconAlertTriangle size={40} stroke={1.6} />}
      color="red"
      title="Couldn't load this show"
      text="Error loading the show. Please try again later."
    >
      <Button onClick={onRetry} variant="light">
        Try again
      </Button>
    </ShowPageMessage>
  );
}
