import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconMicrophone2Off } from '@tabler/icons-react';
import { bar, type PageStates } from '../../components/page-states';

/** A song's card while the page loads: its number, title, count and bar, dates. */
function SongSkeleton() {
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton height={16} width={20} />
        <Stack gap={6} flex={1}>
          <Skeleton height={16} width="55%" />
          <Skeleton height={12} width="40%" />
          <Skeleton height={4} width="100%" />
          <Skeleton height={12} width="70%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The songs page's states: while it loads, the heading's card then a few
 * songs; an artist that does not exist; the songs could not be loaded.
 */
export const SONGS_PAGE_STATES: PageStates = {
  loading: {
    label: 'Loading songs',
    cards: [{ bars: [bar(12, 60), bar(36, '80%'), bar(16, '45%')] }],
    children: (
      <Stack gap="xs">
        {[0, 1, 2, 3].map((i) => (
          <SongSkeleton key={i} />
        ))}
      </Stack>
    ),
  },
  notFound: {
    icon: IconMicrophone2Off,
    title: 'Artist Not Found',
    message: "We couldn't find information for this artist.",
  },
  loadError: {
    title: "Couldn't load the songs",
    message: 'Error loading the songs. Please try again later.',
  },
};
