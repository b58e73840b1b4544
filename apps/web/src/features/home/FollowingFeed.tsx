import { ACTIVITY_SKELETON_CARDS } from '@gigrank/domain';
import { ShowCardSkeleton } from '@gigrank/ui';
import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { LoadMoreOf } from '../../components/load-more-button';
import { pagedRows } from '../../lib/paging';
import { ListEmpty, QueryStates } from '../../components/QueryStates';
import { useNow } from '../../lib/use-now';
import { FollowingPlans } from './FollowingPlans';
import { FEED_NOW_TICK_MS } from './home-tabs';
import { useFollowingFeed } from './use-following-feed';
import { FeedEntryCard } from './FeedEntryCard';
import classes from './Home.module.css';

/**
 * Activity's Following feed: the upcoming plans of the people
 * you follow, then their shows, newest first, a page at a time ('Load more').
 */
export function FollowingFeed() {
  const feed = useFollowingFeed();
  // A show logged while paging may come back at the top of a later page: each once.
  const shows = useMemo(() => pagedRows(feed.data?.pages.map((p) => p.shows) ?? []), [feed.data]);
  const plans = feed.data?.pages[0]?.plans ?? [];
  const now = useNow(FEED_NOW_TICK_MS);
  return (
    <QueryStates
      query={feed}
      loading={
        <Stack gap="sm" aria-busy="true" aria-label="Loading activity">
          {Array.from({ length: ACTIVITY_SKELETON_CARDS }, (_, i) => (
            <ShowCardSkeleton key={i} variant="feed" />
          ))}
        </Stack>
      }
      errorMessage="Failed to fetch shows"
    >
      <Stack gap="sm">
        {plans.length > 0 ? <FollowingPlans plans={plans} /> : null}
        {shows.length === 0 ? (
          <NoShowsFromFollowing />
        ) : (
          <Stack
            gap="sm"
            component="ul"
            className={classes.plainList}
            aria-label="Activity from people you follow"
          >
            {shows.map((show) => (
              <li key={show.id}>
                <FeedEntryCard show={show} now={now} />
              </li>
            ))}
          </Stack>
        )}
        <LoadMoreOf query={feed} />
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
      action={
        <Button
          renderRoot={(props) => <Link {...props} to="/leaderboard" />}
          variant="light"
          radius="xl"
        >
          Find people to follow
        </Button>
      }
    />
  );
}
