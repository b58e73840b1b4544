// With the service worker in control, a repeat visit of a venue or a festival
// page (its HTML then comes from the worker's cache or the network, its data
// from the server's first screen) is adopted by the app without a hydration error.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForServiceWorker } from '../support/pwa';
import { createFestivalViaApi, logShow, uniqueName } from '../support/seed';
import { signUpOnHome } from '../support/users';

test.use({ serviceWorkers: 'allow' });

/** Every error the page logs or throws. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

test('venue and festival pages hydrate cleanly on every visit under the service worker', async ({
  page,
}) => {
  await signUpOnHome(page);
  await waitForServiceWorker(page);
  const show = await logShow(page.request, {
    artist: uniqueName('Worker Venue Band'),
    city: 'Lisbon',
    venue: uniqueName('Worker Hall'),
  });
  const { venueId } = show;
  expect(venueId, 'the show names its venue').toBeTruthy();
  const festivalId = await createFestivalViaApi(page.request, {
    name: uniqueName('Worker Fest'),
    city: 'Lisbon',
    startDate: '2025-06-01',
    endDate: '2025-06-03',
  });

  const errors = watchErrors(page);
  for (const path of [`/venue/${venueId}`, `/festival/${festivalId}`]) {
    for (let visit = 1; visit <= 3; visit++) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
    }
  }
  expect(errors).toEqual([]);
});
