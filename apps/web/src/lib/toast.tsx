import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { serverMessage } from './errors';

/** A success (non-destructive) toast. */
export function showSuccessToast(title: string, message: string): void {
  notifications.show({
    title,
    message,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
  });
}

/** A destructive toast with a title and a message. */
export function showErrorToast(title: string, message: string): void {
  notifications.show({
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
