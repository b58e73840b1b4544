import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@gigrank/domain';
import { em, rem } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { TAB_BAR_HEIGHT } from './layout';
import { renderSwipeableToast } from './SwipeableToast';
import classes from './Toasts.module.css';

/** Phone width: below Mantine's `sm` breakpoint, where dialogs fill the width. */
const PHONE_QUERY = `(max-width: ${em(767)})`;

/**
 * On a phone the toasts sit at the bottom, just above the tab bar: at the top
 * they covered the header and the title of an open dialog. The
 * thumb is there to swipe them away too. Mantine renders a container for
 * every position; the offset applies to the bottom one only (Toasts.module.css),
 * since a top one with a bottom too would stretch over the page and take its clicks.
 */
const TOASTS_BOTTOM = {
  '--toasts-bottom': `calc(${rem(TAB_BAR_HEIGHT + 8)} + env(safe-area-inset-bottom))`,
} as CSSProperties;

/**
 * The toast container: one at a time, auto-dismiss after 5000 ms, swipe to
 * dismiss (SPEC section 4). Loaded after the first screen (App renders it
 * lazily); toasts shown before it mounts wait in Mantine's store.
 */
export default function Toasts() {
  // Read at once (the container mounts after the first screen, with the window known).
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      position={phone ? 'bottom-center' : 'top-center'}
      classNames={{ root: classes.root }}
      style={TOASTS_BOTTOM}
      allowDragDismiss={false}
      renderNotification={renderSwipeableToast}
    />
  );
}
