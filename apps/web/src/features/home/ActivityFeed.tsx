import { FEED_LIMIT } from '@gigrank/domain';
import { EmptyState } from '@gigrank/ui';
import { IconMusic, IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { useRenderWindow } from '../../lib/use-render-window';
import { QueryStates } from '../../components/QueryStates';
import { FEED_NOW_TICK_MS, sortNewestFirst } from './home-tabs';
import { useNow } from '../../lib/use-now';
import { FeedEmptyAction, FeedList, FeedSkeleton } from './FeedEntryCard';

/**
 * Activity's Everyone feed (SPEC section 2): the 50 newest entries, newest
 * first: shows, and imports as one line each (FeedList).
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
      loading={<FeedSkeleton />}
      errorMessage="Failed to fetch shows"
      empty={shows.length === 0 ? <NoShowsYet /> : undefined}
    >
      <FeedList label="Activity" shows={shows.slice(0, count)} now={now} />
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
        <FeedEmptyAction to="/add-show" icon={IconPlus}>
          Rate your first show
        </FeedEmptyAction>
      }
    />
  );
}
