import { Text, UnstyledButton } from '@mantine/core';
import { IconCirclePlus, IconHome, IconUser, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { activeTabFor, TABS, type TabKey } from './tabs';
import classes from './BottomTabBar.module.css';
import { TAB_BAR_ID } from './SkipLinks';

const ICONS: Record<TabKey, Icon> = {
  home: IconHome,
  add: IconCirclePlus,
  profile: IconUser,
};

/** Fixed bottom navigation: HOME, ADD SHOW, PROFILE; the active tab follows the path. */
export function BottomTabBar() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const active = activeTabFor(pathname);

  return (
    <nav aria-label="Main navigation" className={classes.nav} id={TAB_BAR_ID} tabIndex={-1}>
      {TABS.map((tab) => {
        const isActive = tab.key === active;
        const TabIcon = ICONS[tab.key];
        return (
          <UnstyledButton
            key={tab.key}
            component={Link}
            to={tab.to}
            id={tab.id}
            className={classes.tab}
            data-active={isActive || undefined}
            aria-current={isActive ? 'page' : undefined}
            // Link's own active marking would light HOME on every path; ours follows activeTabFor.
            activeOptions={{ exact: true, includeSearch: false }}
            activeProps={{}}
          >
            <TabIcon size={22} stroke={isActive ? 2.2 : 1.7} aria-hidden />
            <Text component="span" className={classes.label}>
              {tab.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
