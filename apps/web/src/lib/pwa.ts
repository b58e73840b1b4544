import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (src/sw.ts, built as /sw.js) in production.
 * Loaded after the first screen (main.tsx). A new version installs in the
 * background and waits: it takes over when every tab of the app has been
 * closed, so an open session (a half-filled form) is never reloaded under
 * the user; the next visit runs it.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  await workbox.register();
}
