import { Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemo } from 'react';
import { LoadMoreOf } from '../../components/load-more-button';
import { pagedRows } from '../../lib/paging';
import { ListEmpty, QueryStates } from '../../components/QueryStates';
import { useNow } from '../../lib/use-now';
import { useRenderWindow } from '../../lib/use-render-window';
import { FollowingPlans } from './FollowingPlans';
import { FEED_NOW_TICK_MS } from './home-tabs';
import { useFollowingFeed } from './use-following-feed';
import { FeedEmptyAction, FeedList, FeedSkeleton } from './FeedEntryCard';

/**
 * Activity's Following feed: the upcoming plans of the people
 * you follow, then their shows, newest first, a page at a time ('Load more').
 * Home opens on it: the first screenful of cards renders (and comes in the
 * page's markup) first, the rest as the list nears the viewport, and 'Load
 * more' once every loaded card has rendered.
 */
export function FollowingFeed() {
  const feed = useFollowingFeed();
  // A show logged while paging may come back at the top of a later page: each once.
  const shows = useMemo(() => pagedRows(feed.data?.pages.map((p) => p.shows) ?? []), [feed.data]);
  const plans = feed.data?.pages[0]?.plans ?? [];
  const now = useNow(FEED_NOW_TICK_MS);
  const { count, marker } = useRenderWindow(shows.length);
  return (
    <QueryStates query={feed} loading={<FeedSkeleton />} errorMessage="Failed to fetch shows">
      <Stack gap="sm">
        {plans.length > 0 ? <FollowingPlans plans={plans} /> : null}
        {shows.length === 0 ? (
          <NoShowsFromFollowing />
        ) : (
          <FeedList
            label="Activity from people you follow"
            shows={shows.slice(0, count)}
            now={now}
          />
        )}
        {marker ?? <LoadMoreOf query={feed} />}
      </Stack>
    </QueryStates>
  );
}

/** Nobody you follow has logged a show: where to find people to follow. */
function NoShowsFromFollowing() {
  return (
    <ListEmpty
      icon={IconUsers}
      color="encore"
      title="Shows from people you follow will appear here."
      action={<FeedEmptyAction to="/leaderboard">Find people to follow</FeedEmptyAction>}
    />
  );
}
