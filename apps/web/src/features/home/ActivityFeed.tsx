import { ACTIVITY_SKELETON_CARDS, FEED_LIMIT } from '@gigrank/domain';
import { EmptyState, ShowCardSkeleton } from '@gigrank/ui';
import { Button, Stack } from '@mantine/core';
import { IconMusic, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { useRenderWindow } from '../../lib/use-render-window';
import { QueryStates } from '../../components/QueryStates';
import { FEED_NOW_TICK_MS, sortNewestFirst } from './home-tabs';
import { useNow } from '../../lib/use-now';
import { FeedEntryCard } from './FeedEntryCard';
import classes from './Home.module.css';

/**
 * Activity's Everyone feed (SPEC section 2): the 50 newest entries, newest
 * first: shows, and imports as one line each (FeedEntryCard).
 */
export function ActivityFeed() {
  const feed = trpc.shows.feed.useQuery({ limit: FEED_LIMIT });
  // The cards render in the background (a transition), not in the query's own urgent update.
  const data = useDeferredValue(feed.data);
  const shows = useMemo(() => sortNewestFirst(data ?? []), [data]);
  const now = useNow(FEED_NOW_TICK_MS);
  // 50 cards are a lot of work on a phone: the first screenful renders first, the rest on scroll.
  const { count, marker } = useRenderWindow(shows.length);

  // The deferred copy lags the query by one render: keep the skeletons until it catches up.
  const pending = feed.isPending || (data === undefined && feed.data !== undefined);
  return (
    <QueryStates
      query={{
        isPending: pending,
        isError: feed.isError,
        isFetching: feed.isFetching,
        refetch: feed.refetch,
      }}
      loading={
        <Stack gap="sm" aria-busy="true" aria-label="Loading activity">
          {Array.from({ length: ACTIVITY_SKELETON_CARDS }, (_, i) => (
            <ShowCardSkeleton key={i} variant="feed" />
          ))}
        </Stack>
      }
      errorMessage="Failed to fetch shows"
      empty={shows.length === 0 ? <NoShowsYet /> : undefined}
    >
      <Stack gap="sm" component="ul" className={classes.plainList} aria-label="Activity">
        {shows.slice(0, count).map((show) => (
          <li key={show.id}>
            <FeedEntryCard show={show} now={now} />
          </li>
        ))}
      </Stack>
      {marker}
    </QueryStates>
  );
}

/** SPEC section 2: the feed's empty state, with a way to rate a first show. */
function NoShowsYet() {
  return (
    <EmptyState
      icon={<IconMusic size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />}
      title="No shows have been rated yet."
      action={
        <Button
          renderRoot={(props) => <Link {...props} to="/add-show" />}
          variant="light"
          radius="xl"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Rate your first show
        </Button>
      }
    />
  );
}
