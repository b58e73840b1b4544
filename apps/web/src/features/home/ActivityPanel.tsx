import { homeFeed, type HomeFeed } from '@gigrank/domain';
import { Stack } from '@mantine/core';
import { useCurrentUser } from '../auth';
import { ActivityFeed } from './ActivityFeed';
import { FollowingFeed } from './FollowingFeed';
import { HOME_FEED_LABELS } from './home-tabs';
import { SectionSwitch } from '../../components/PageTabs';

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
      <SectionSwitch
        label="Activity feed"
        value={feed}
        options={HOME_FEED_LABELS}
        onChange={onChange}
      />
      {feed === 'following' ? <FollowingFeed /> : <ActivityFeed />}
    </Stack>
  );
}
