// The installed app: the service worker, its caches, and the page offline.
import { expect, type Page, type Request } from '@playwright/test';

/**
 * Waits until the service worker is active and controls the page (it claims it on install).
 * Call it on a page that has finished loading: in Chromium a navigation still in flight when
 * the worker claims its clients stays uncontrolled until the next load (seen in CI, where
 * `page.goto` raced the install).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 20_000,
    })
    .toBe('activated');
}

/** The offline banner (a status region). */
export function offlineBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'You are offline' });
}

/** The URLs (path and query) held in one of the app's caches. */
export async function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return `${url.pathname}${url.search}`;
    });
  }, cacheName);
}

/** True for a POST /api/shows, wherever it was sent from. */
export function isShowPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/shows';
}
