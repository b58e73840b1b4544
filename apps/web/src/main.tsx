// First: zod's settings hold before any schema is built (lib/zod-config.ts).
import './lib/zod-config';
import './styles/mantine.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';

import { SERVER_RENDERED_ATTRIBUTE } from '@gigrank/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { readStoredUser } from './features/auth/session-storage';
import { afterFirstScreen } from './lib/after-first-screen';
import { takeFirstScreen } from './lib/first-screen';
import { prefetchReads } from './lib/prefetch';
import { queryClient } from './lib/query-client';
import { initialSessionCheck, sessionFromStorage } from './lib/session-check';
import { trpcClient, trpcUtils } from './lib/trpc';
import { createAppRouter } from './router';

const router = createAppRouter({ queryClient, trpc: trpcUtils, prefetch: prefetchReads });

// The page may have come with the session and the first screen's data, and
// with the screen already rendered (apps/api http/first-screen.ts). If not,
// ask who is signed in right away, and start the first screen's code and data
// (route loaders, see lib/prefetch.ts) alongside, before React renders.
const page = takeFirstScreen();
// Without the page's word, the stored user hints whether the screen's reads may go out first.
if (page.me === undefined) sessionFromStorage(readStoredUser());
void initialSessionCheck().catch(() => undefined);
const firstRoute = router
  // `href` wins over `to` (the current location, as typed in the address bar).
  .preloadRoute({ to: '.', href: `${location.pathname}${location.search}${location.hash}` })
  .catch(() => undefined);

// The service worker (offline app shell, installable app) is not needed for the first screen.
void afterFirstScreen()
  .then(() => import('./lib/pwa'))
  .then((pwa) => pwa.registerServiceWorker())
  .catch(() => undefined);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

/**
 * The app's stylesheet, which index.html only preloads (vite.config.ts) so
 * the boot screen paints without waiting for it: applied before React
 * renders anything, so no screen ever shows unstyled. Resolves at once in
 * development (Vite injects the styles itself).
 *
 * It goes where the preload is, ahead of every screen's own styles: the
 * route loaded above may already have appended its stylesheet to <head>,
 * and a screen's rules override Mantine's of the same weight (Home's tabs
 * on one line) only when they come later in the cascade.
 */
function applyAppStylesheet(): Promise<void> {
  const preloaded = document.querySelector<HTMLLinkElement>('link[data-app-stylesheet]');
  if (!preloaded) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = preloaded.href;
  if (preloaded.crossOrigin !== null) sheet.crossOrigin = preloaded.crossOrigin;
  const applied = new Promise<void>((resolve) => {
    sheet.addEventListener('load', () => resolve());
    // Unreachable (offline without a cached copy): render anyway.
    sheet.addEventListener('error', () => resolve());
  });
  preloaded.after(sheet);
  return applied;
}

const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} page={page} />
  </StrictMode>
);

if (rootElement.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  // The server rendered this screen: once its code is here (the route's chunk, preloaded
  // with the page) and the router has matched it, React adopts the markup. As a transition,
  // in slices that leave the main thread free between them (blocking time).
  // As on the server (router.ssr set), the router renders its matches without the Suspense
  // boundary it adds around a screen rendered in the browser alone: the markup matches.
  // The screen, once adopted, makes the markup usable (lib/server-markup.tsx).
  router.ssr = { manifest: undefined };
  void firstRoute
    .then(() => router.load())
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(rootElement, app)));
} else {
  void applyAppStylesheet().then(() => createRoot(rootElement).render(app));
}
