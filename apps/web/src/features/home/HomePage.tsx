import { Tabs } from '@mantine/core';
import { PageHeader } from '../shell/PageHeader';
import { ActivityFeed } from './ActivityFeed';
import { ArtistLeaderboard } from './ArtistLeaderboard';
import { HOME_TABS, isHomeTab, type HomeTab } from './home-tabs';
import { UserLeaderboard } from './UserLeaderboard';
import classes from './Home.module.css';

const PANELS: Record<HomeTab, () => React.JSX.Element> = {
  activity: ActivityFeed,
  artists: ArtistLeaderboard,
  users: UserLeaderboard,
};

/**
 * Home (SPEC section 2): Activity (default), Artist Leaderboard and User
 * Leaderboard. Only the selected panel is mounted, so each tab loads its data
 * when first selected (and keeps it cached afterwards).
 */
export function HomePage({
  tab,
  onTabChange,
}: {
  tab: HomeTab;
  onTabChange: (tab: HomeTab) => void;
}) {
  return (
    <>
      <PageHeader title="Home" />
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isHomeTab(value)) onTabChange(value);
        }}
        keepMounted={false}
      >
        <Tabs.List grow className={classes.tabList} mb="md">
          {HOME_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} className={classes.tab}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {HOME_TABS.map((t) => {
          const Panel = PANELS[t.value];
          return (
            <Tabs.Panel key={t.value} value={t.value}>
              <Panel />
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </>
  );
}
