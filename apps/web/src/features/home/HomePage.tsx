import type { HomeFeed } from '@gigrank/domain';
import { Tabs } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ActivityPanel } from './ActivityPanel';
import { ArtistLeaderboard } from './ArtistLeaderboard';
import { homeTabs, type HomeTab } from './home-tabs';
import { UserLeaderboard } from './UserLeaderboard';
import { PageTabList } from '../../components/PageTabs';

/**
 * Home (SPEC section 2): Activity (default; Following or Everyone),
 * Artist Leaderboard and User Leaderboard. Only the selected panel is
 * mounted, so each tab loads its data when first selected (and keeps it
 * cached afterwards).
 */
export function HomePage({
  tab,
  onTabChange,
  feed,
  onFeedChange,
}: {
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
  /** Activity's feed as chosen (`?feed=`); undefined for the viewer's default. */
  feed: HomeFeed | undefined;
  onFeedChange: (feed: HomeFeed) => void;
}) {
  const panels: Record<HomeTab, React.JSX.Element> = {
    activity: <ActivityPanel chosen={feed} onChange={onFeedChange} />,
    artists: <ArtistLeaderboard />,
    users: <UserLeaderboard />,
  };
  return (
    <>
      <PageHeader title="Home" />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (homeTabs.isTab(value)) onTabChange(value);
        }}
        keepMounted={false}
      >
        <PageTabList tabs={homeTabs.tabs} mb="md" />
        {homeTabs.tabs.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {panels[t.value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
