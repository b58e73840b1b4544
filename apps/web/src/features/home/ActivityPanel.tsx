import { homeFeed, type HomeFeed } from '@gigrank/domain';
import { tone } from '@gigrank/ui';
import { SegmentedControl, Stack } from '@mantine/core';
import { useCurrentUser } from '../auth';
import { ActivityFeed } from './ActivityFeed';
import { FollowingFeed } from './FollowingFeed';
import { HOME_FEED_LABELS } from './home-tabs';
import classes from './Home.module.css';

/**
 * Home's Activity: Following or Everyone. Following is the
 * default once the viewer follows someone; a choice is kept in `?feed=`.
 */
export function ActivityPanel({
  chosen,
  onChange,
}: {
  chosen: HomeFeed | undefined;
  onChange: (feed: HomeFeed) => void;
}) {
  const me = useCurrentUser();
  const feed = homeFeed(chosen, me.followingCount);
  return (
    <Stack gap="md">
      <SegmentedControl
        fullWidth
        radius="xl"
        aria-label="Activity feed"
        value={feed}
        onChange={(value) => {
          const next = HOME_FEED_LABELS.find((f) => f.value === value);
          if (next) onChange(next.value);
        }}
        data={HOME_FEED_LABELS}
        // The selected segment's fill through Mantine's own variable, as the profile's tabs.
        color={tone.strong}
        classNames={{ root: classes.feeds, label: classes.feedLabel }}
      />
      {feed === 'following' ? <FollowingFeed /> : <ActivityFeed />}
    </Stack>
  );
}
