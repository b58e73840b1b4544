import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { announce } from './announce';
import { serverMessage } from './errors';

/**
 * One toast at a time (SPEC section 4): a new toast replaces the one showing
 * instead of waiting in Mantine's queue behind it. Screen readers hear it
 * through the page's polite live region (lib/announce.tsx); the toast on
 * screen is not a live region of its own (Mantine makes each an 'alert',
 * which interrupts), so it is said once, politely.
 */
function showToast(data: NotificationData & { title: string; message: string }): void {
  notifications.clean();
  notifications.show({ ...data, role: 'none' });
  announce(`${data.title}: ${data.message}`);
}

/**
 * A toast that may stay beside the one-at-a-time toasts (the offline queue's
 * reports, which wait for the user): silent itself like them, its `spoken`
 * text said through the polite live region.
 */
export function showLastingToast(data: NotificationData, spoken: string): void {
  notifications.show({ ...data, role: 'none' });
  announce(spoken);
}

/** A success (non-destructive) toast. */
export function showSuccessToast(title: string, message: string): void {
  showToast({
    title,
    message,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
  });
}

/** A destructive toast with a title and a message. */
export function showErrorToast(title: string, message: string): void {
  showToast({
    title,
    message,
    color: 'red',
    icon: <IconAlertTriangle size={18} aria-hidden />,
  });
}

/**
 * A destructive toast for a failed call: the server's message when the API
 * answered with one, otherwise `fallback`.
 */
export function showErrorToastFrom(title: string, error: unknown, fallback: string): void {
  showErrorToast(title, serverMessage(error) ?? fallback);
}
