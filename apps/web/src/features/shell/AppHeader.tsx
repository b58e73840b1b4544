import { badgeCount, type User } from '@gigrank/domain';
import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useAfterFirstScreen } from '../../lib/after-first-screen';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { AvatarButton, HeaderButtons } from './HeaderButtons';
import { CONTENT_MAX_WIDTH } from './layout';
import { Logo } from '../../components/Logo';
import { useLiveUnreadCount } from './notifications-count';
import classes from './AppHeader.module.css';

// The dialogs load on first use (a hover or focus on their button starts it early).
const SearchArtistsDialog = lazyWhenOpened(() =>
  import('./SearchArtistsDialog').then((module) => module.SearchArtistsDialog),
);
const NotificationsDrawer = lazyWhenOpened(() =>
  import('./NotificationsDrawer').then((module) => module.NotificationsDrawer),
);
// Tooltips and the account menu: after the first screen, or at once when the avatar is pressed.
const HeaderActions = lazy(() => import('./HeaderActions'));

export function AppHeader({ user }: { user: User }) {
  const [searchOpened, search] = useDisclosure(false);
  const [notificationsOpened, notificationsPanel] = useDisclosure(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const enhanced = useAfterFirstScreen() || menuRequested;
  const unreadCount = useLiveUnreadCount();
  const badge = badgeCount(unreadCount);

  const buttons = {
    user,
    badge,
    onSearch: search.open,
    onNotifications: notificationsPanel.open,
    // Only the dialogs' code: swapping the buttons for their tooltipped versions
    // under the pointer could swallow the click that follows.
    onSearchIntent: SearchArtistsDialog.preload,
    onNotificationsIntent: NotificationsDrawer.preload,
  };
  const plainButtons = (
    <HeaderButtons
      {...buttons}
      account={<AvatarButton user={user} onClick={() => setMenuRequested(true)} />}
    />
  );

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
        {enhanced ? (
          <Suspense fallback={plainButtons}>
            <HeaderActions {...buttons} menuRequested={menuRequested} />
          </Suspense>
        ) : (
          plainButtons
        )}
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
