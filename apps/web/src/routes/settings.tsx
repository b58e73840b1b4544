import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/settings/SettingsPage';

/** Settings: account (password, sessions), privacy, data and appearance. */
export const Route = createFileRoute('/settings')({
  component: SettingsPage,
});
