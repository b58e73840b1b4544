import { expect, test } from '../support/test';
import { pngSize } from '../support/files';
import { cachedPaths, offlineBanner, waitForServiceWorker } from '../support/pwa';
import * as ranking from '../support/ranking';
import { logShow, uniqueName } from '../support/seed';
import { logoutUser, signUpOnHome } from '../support/users';

test.use({ serviceWorkers: 'allow' });

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test.describe('Installable app', () => {
  test('the manifest is linked and served, with its fields and icons that load', async ({
    page,
    request,
  }) => {
    await page.goto('/auth');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2255c');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: ManifestIcon[];
    };
    expect(manifest).toMatchObject({
      name: 'Gigrank',
      short_name: 'Gigrank',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2255c',
      background_color: '#fffdf8',
    });

    // 192 and 512 for 'any', and maskable ones; each a real PNG of the size it says.
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose).map((i) => i.sizes);
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(sizes('maskable')).toContain('512x512');
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      const { width, height } = pngSize(await image.body());
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });

  test('the service worker is served fresh, registers and controls the page', async ({
    page,
    request,
  }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    // Never kept by the HTTP cache: an update is seen on the next visit.
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await page.goto('/auth');
    await waitForServiceWorker(page);
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.scope,
    );
    expect(scope).toBe(new URL('/', page.url()).href);
    // The app shell is precached: index.html and the entry script.
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const name = names.find((n) => n.startsWith('workbox-precache'));
      if (!name) return [];
      return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    });
    expect(precached).toContain('/index.html');
    const entry = await page.locator('script[type="module"][src]').getAttribute('src');
    expect(precached).toContain(entry);
  });

  for (const viewport of [
    { name: 'desktop', size: { width: 1280, height: 800 } },
    { name: 'phone', size: { width: 390, height: 844 } },
  ]) {
    test(`offline (${viewport.name}): the app opens on the last-seen profile with the offline banner`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport.size);
      await signUpOnHome(page);
      await waitForServiceWorker(page);
      const artist = uniqueName('Offline Opener');
      await logShow(page.request, { artist, photos: 1 });

      await page.goto('/profile');
      // Seen once under the worker: its data is kept.
      await page.reload();
      await expect(ranking.seenRows(page).first()).toContainText(artist);
      await expect(offlineBanner(page)).toHaveCount(0);

      await context.setOffline(true);
      const fromCache: string[] = [];
      page.on('response', (response) => {
        if (response.headers()['x-gigrank-from-cache']) fromCache.push(response.url());
      });
      await page.reload();
      await expect(offlineBanner(page)).toBeVisible();
      await expect(offlineBanner(page)).toHaveText(
        'You are offline — showing what was last loaded',
      );
      await expect(ranking.seenRows(page).first()).toContainText(artist);
      expect(fromCache.some((url) => new URL(url).pathname.startsWith('/trpc/'))).toBe(true);

      // Back online: the banner goes.
      await context.setOffline(false);
      await expect(offlineBanner(page)).toHaveCount(0);
    });
  }

  test('offline, a screen last seen through the app (its reads batched another way) opens with its data', async ({
    page,
    context,
  }) => {
    await signUpOnHome(page);
    await waitForServiceWorker(page);
    const artist = uniqueName('Batched Opener');
    await logShow(page.request, { artist });
    // Seen once through the app's own navigation: its reads went as one batch of queries.
    await page.getByRole('link', { name: 'PROFILE' }).click();
    await expect(ranking.seenRows(page).first()).toContainText(artist);

    // Opened afresh offline, the screen asks for them grouped differently: each is found.
    await context.setOffline(true);
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    await expect(page.getByTestId('seen-count')).toHaveText('1 show');
  });

  test('signing out drops the cached answers of the session', async ({ page }) => {
    await signUpOnHome(page);
    await waitForServiceWorker(page);
    await page.goto('/profile');
    await expect(ranking.seenSection(page)).toBeVisible();
    await expect
      .poll(async () => (await cachedPaths(page, 'gigrank-api')).length)
      .toBeGreaterThan(0);
    expect(await cachedPaths(page, 'gigrank-pages')).toContain('/profile');

    await logoutUser(page);
    await expect.poll(() => cachedPaths(page, 'gigrank-api')).toEqual([]);
    expect(await cachedPaths(page, 'gigrank-pages')).toEqual([]);
  });
});
