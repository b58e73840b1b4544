import { badgeCount, type User } from '@gigrank/domain';
import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useEffect, useState, type FocusEvent } from 'react';
import { afterFirstScreen } from '../../lib/after-first-screen';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { AvatarButton, HeaderButtons } from './HeaderButtons';
import { CONTENT_MAX_WIDTH } from './layout';
import { Logo } from '../../components/Logo';
import { useLiveUnreadCount } from './notifications-count';
import type EnhancedButtons from './HeaderActions';
import classes from './AppHeader.module.css';

// The dialogs load on first use (a hover or focus on their button starts it early).
const SearchArtistsDialog = lazyWhenOpened(() =>
  import('./SearchArtistsDialog').then((module) => module.SearchArtistsDialog),
);
const NotificationsDrawer = lazyWhenOpened(() =>
  import('./NotificationsDrawer').then((module) => module.NotificationsDrawer),
);
// Tooltips and the account menu: after the first screen, or at once when the avatar is pressed.
type HeaderActionsComponent = typeof EnhancedButtons;
const loadHeaderActions = () => import('./HeaderActions').then((module) => module.default);

/**
 * Whether the header's buttons are in use: a pointer pressed on one, or the
 * focus in them. Swapping the plain buttons for their enhanced twins replaces
 * the elements, so a press on one would never become a click and a focused one
 * would drop the focus to the page: the swap waits until they are not in use.
 */
function useButtonsInUse() {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!pressed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The click follows the release in the same task: the swap waits for the next one.
    const release = () => {
      timer = setTimeout(() => setPressed(false), 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
    return () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      clearTimeout(timer);
    };
  }, [pressed]);
  return {
    inUse: pressed || focused,
    handlers: {
      onPointerDownCapture: () => setPressed(true),
      onFocusCapture: () => setFocused(true),
      onBlurCapture: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

/**
 * Whether tooltips can show here: a screen with no hover (a phone, a tablet)
 * never shows them, so its header stays plain until the avatar is pressed.
 */
const canHover = () => typeof matchMedia !== 'function' || !matchMedia('(hover: none)').matches;

/**
 * The enhanced buttons' component once its code has loaded (after the first
 * screen where tooltips can show, or at once when `now`: the avatar was
 * pressed), and it may take the plain buttons' place. On a touch screen the
 * tooltips' and menu's code (floating-ui) is not loaded and run until the
 * menu is asked for, so a phone's first seconds are not spent on it.
 */
function useHeaderActions(now: boolean, inUse: boolean): HeaderActionsComponent | null {
  const [loaded, setLoaded] = useState<{ component: HeaderActionsComponent } | null>(null);
  const [swapped, setSwapped] = useState(false);
  useEffect(() => {
    if (!now && !canHover()) return;
    let active = true;
    void (now ? Promise.resolve() : afterFirstScreen())
      .then(loadHeaderActions)
      .then((component) => {
        if (active) setLoaded({ component });
      });
    return () => {
      active = false;
    };
  }, [now]);
  // Decided as the buttons render, not in an effect after: an effect would act on the
  // `inUse` of the render before it, and could swap the buttons under a press that came in
  // between (the press never becomes a click). The avatar's press that asked for the menu
  // (`now`) has had its click.
  const ready = loaded !== null && (now || !inUse);
  if (ready && !swapped) setSwapped(true);
  return (swapped || ready) && loaded ? loaded.component : null;
}

export function AppHeader({ user }: { user: User }) {
  const [searchOpened, search] = useDisclosure(false);
  const [notificationsOpened, notificationsPanel] = useDisclosure(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const buttonsInUse = useButtonsInUse();
  const HeaderActions = useHeaderActions(menuRequested, buttonsInUse.inUse);
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
      <Group gap={6} wrap="nowrap" {...buttonsInUse.handlers}>
        {HeaderActions ? (
          <HeaderActions {...buttons} menuRequested={menuRequested} />
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
