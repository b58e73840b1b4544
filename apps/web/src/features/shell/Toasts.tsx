import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@gigrank/domain';
import { Notifications } from '@mantine/notifications';
import { renderSwipeableToast } from './SwipeableToast';

/**
 * The toast container: one at a time, auto-dismiss after 5000 ms, swipe to
 * dismiss (SPEC section 4). Loaded after the first screen (App renders it
 * lazily); toasts shown before it mounts wait in Mantine's store.
 */
export default function Toasts() {
  return (
    <Notifications
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      position="top-center"
      allowDragDismiss={false}
      renderNotification={renderSwipeableToast}
    />
  );
}
