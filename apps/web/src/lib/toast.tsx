import { notifications, type NotificationData } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { serverMessage } from './errors';

/**
 * One toast at a time (SPEC section 4): a new toast replaces the one showing
 * instead of waiting in Mantine's queue behind it.
 */
function showToast(data: NotificationData): void {
  notifications.clean();
  notifications.show(data);
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
