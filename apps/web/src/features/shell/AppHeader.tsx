import {
  badgeCount,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  type User,
} from '@gigrank/domain';
import { ActionIcon, Group, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AvatarMenu } from './AvatarMenu';
import { CONTENT_MAX_WIDTH } from './layout';
import { Logo } from './Logo';
import { useLiveUnreadCount } from './notifications-count';
import { NotificationsDrawer } from './NotificationsDrawer';
import { SearchArtistsDialog } from './SearchArtistsDialog';
import classes from './AppHeader.module.css';

export function AppHeader({ user }: { user: User }) {
  const [searchOpened, search] = useDisclosure(false);
  const [notificationsOpened, notificationsPanel] = useDisclosure(false);
  const unreadCount = useLiveUnreadCount();
  const badge = badgeCount(unreadCount);

  return (
    <Group
      h="100%"
      px={{ base: 'md', sm: 'lg' }}
      justify="space-between"
      wrap="nowrap"
      maw={CONTENT_MAX_WIDTH}
      mx="auto"
    >
      <Link to="/" className={classes.logoLink} aria-label="Gigrank home">
        <Logo />
      </Link>
      <Group gap={6} wrap="nowrap">
        <Tooltip.Group openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS}>
          <Tooltip label="Search artists">
            <ActionIcon
              variant="subtle"
              color="midnight.9"
              size="lg"
              radius="xl"
              aria-label="Search artists"
              onClick={search.open}
            >
              <IconSearch size={20} stroke={1.8} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Notifications">
            <Indicator
              label={<span data-testid="notifications-badge">{badge}</span>}
              disabled={!badge}
              size={18}
              offset={6}
              color="encore"
              withBorder
              styles={{ indicator: { fontWeight: 800, fontSize: 10, paddingInline: 4 } }}
            >
              <ActionIcon
                variant="subtle"
                color="midnight.9"
                size="lg"
                radius="xl"
                aria-label={badge ? `Notifications (${badge} unread)` : 'Notifications'}
                onClick={notificationsPanel.open}
              >
                <IconBell size={20} stroke={1.8} />
              </ActionIcon>
            </Indicator>
          </Tooltip>
        </Tooltip.Group>
        <AvatarMenu user={user} />
      </Group>
      <SearchArtistsDialog opened={searchOpened} onClose={search.close} />
      <NotificationsDrawer
        opened={notificationsOpened}
        onClose={notificationsPanel.close}
        unreadCount={unreadCount}
      />
    </Group>
  );
}
