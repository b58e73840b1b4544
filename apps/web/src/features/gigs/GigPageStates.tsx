import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconTicketOff } from '@tabler/icons-react';
import { bar, type PageStates } from '../../components/page-states';

/** A show's card while the gig loads: the poster's avatar and name, the score, a line. */
function ShowSkeleton() {
  return (
    <Paper radius="lg" p="md" withBorder>
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
  );
}

/**
 * The gig page's states: while it loads, the heading's card then three show
 * cards; an artist or city that does not exist (or a date that cannot be);
 * the gig could not be loaded (server or network trouble).
 */
export const GIG_PAGE_STATES: PageStates = {
  loading: {
    label: 'Loading gig',
    cards: [
      {
        bars: [bar(12, 60), bar(36, '80%'), bar(16, '40%')],
        rows: [{ mt: 'md', bars: [bar(40, 56, 'md'), bar(16, 180)] }],
      },
    ],
    children: [0, 1, 2].map((i) => <ShowSkeleton key={i} />),
  },
  notFound: {
    icon: IconTicketOff,
    title: 'Gig not found',
    message: 'No artist or city matches this address.',
  },
  loadError: {
    title: "Couldn't load this gig",
    message: 'Error loading the gig. Please try again later.',
  },
};
