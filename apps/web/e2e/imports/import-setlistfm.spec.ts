import type { Page } from '@playwright/test';
import { ownServer } from '../support/own-server';
import {
  pagesLike,
  startFakeSetlistFm,
  type FakeSetlistFm,
} from '../../../api/test/support/setlistfm-fake';
import { expectAccessible } from '../support/a11y';
import { artistShows } from '../support/add-show';
import { adoptAfterNavigationsIn, expect, test } from '../support/test';
import { registerViaApi } from '../support/users';

/**
 * Import from setlist.fm by username at phone width. The test runs its own
 * server with a setlist.fm key, pointed at a local fake of setlist.fm's API
 * (apps/api/test/support/setlistfm-fake.ts), never the network: type a username,
 * watch the pages come, see the preview, import. The shared server has no
 * key: there the screen says how to bring the shows in without one.
 */

const KEY = 'e2e-setlistfm-key';
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

function sourceStep(page: Page) {
  return page.getByRole('region', { name: 'Choose your source' });
}

test.describe('with a setlist.fm key', () => {
  let fake: FakeSetlistFm;

  test.beforeAll(async () => {
    fake = await startFakeSetlistFm({
      key: KEY,
      users: {
        // Three pages, the second slow: the progress is seen between them.
        phone_fan: { pages: pagesLike(3, 'Phone Fan Band'), slow: { 2: { ms: 2500, times: 1 } } },
      },
    });
  });
  test.afterAll(() => fake?.close());
  const server = ownServer('gigrank-setlistfm-', () => ({
    SETLISTFM_API_KEY: KEY,
    SETLISTFM_API_URL: fake.url,
  }));

  test('a setlist.fm username: the pages fetched as they come, the preview, the import', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: server().url, viewport: PHONE });
    adoptAfterNavigationsIn(context);
    try {
      const page = await context.newPage();
      const me = await registerViaApi(page.request);
      await page.goto('/import');
      const step = sourceStep(page);
      await step.getByRole('radio', { name: 'setlist.fm' }).check();
      const username = step.getByLabel('setlist.fm username');
      // A name setlist.fm cannot have is refused on the spot.
      await username.fill('not a name');
      await step.getByRole('button', { name: 'Fetch my shows' }).click();
      await expect(step).toContainText('A setlist.fm username is 1 to 64 letters');
      expect(fake.requests).toHaveLength(0);

      await username.fill('phone_fan');
      await step.getByRole('button', { name: 'Fetch my shows' }).click();
      const bar = page.getByRole('progressbar', { name: 'Pages fetched from setlist.fm' });
      await expect(bar).toHaveAttribute('aria-valuetext', 'Fetched 1 of 3 pages (3 shows so far)');
      await expect(step).toContainText('Fetched 1 of 3 pages (3 shows so far)');
      await expect(username).toBeDisabled();
      await expectAccessible(page, 'the import screen while a setlist.fm fetch runs');

      const preview = page.getByRole('region', { name: 'Preview' });
      await expect(preview.getByRole('heading', { name: '9 shows to create' })).toBeVisible();
      await expect(preview.getByRole('heading', { name: 'Preview' })).toBeFocused();
      await expect(bar).toHaveCount(0);
      await expect(
        preview.getByRole('list', { name: '9 shows to create' }).getByRole('listitem'),
      ).toHaveCount(9);
      expect(fake.pageRequests('phone_fan').map((r) => r.page)).toEqual([1, 2, 3]);
      // Nothing is imported before Import is pressed.
      expect(await artistShows(page.request, 'Phone Fan Band 1')).toHaveLength(0);

      await preview.getByRole('button', { name: 'Import 9 shows' }).click();
      const summary = page.getByRole('region', { name: 'Import finished' });
      await expect(summary).toContainText('Imported 9 shows, skipped 0 already logged, 0 refused');
      const shows = (await artistShows(page.request, 'Phone Fan Band 1')).filter(
        (show) => show.userId === me.id,
      );
      expect(shows).toHaveLength(1);
      expect(shows[0]).toMatchObject({ date: '2024-06-20', score: null });

      // A name setlist.fm does not know is said as such.
      await summary.getByRole('button', { name: 'Import another file' }).click();
      await username.fill('ghost_fan');
      await step.getByRole('button', { name: 'Fetch my shows' }).click();
      const stopped = step
        .getByRole('alert')
        .filter({ hasText: 'The fetch from setlist.fm stopped' });
      await expect(stopped).toContainText('No setlist.fm user called ghost_fan');
      await expect(username).toBeEnabled();
    } finally {
      await context.close();
    }
  });
});

test('without a setlist.fm key: the screen says how to bring the shows in, and files still work', async ({
  page,
}) => {
  await registerViaApi(page.request);
  await page.goto('/import');
  const step = sourceStep(page);
  await step.getByRole('radio', { name: 'setlist.fm' }).check();
  const note = step.getByRole('note');
  await expect(note).toContainText('Fetching by username is not set up on this server');
  await expect(note).toContainText(
    'Save the spreadsheet as a CSV file and import it with CSV spreadsheet.',
  );
  await expect(note).not.toContainText('API');
  await expect(step.getByLabel('setlist.fm username')).toHaveCount(0);
  // The file route stays.
  await expect(step.getByLabel('setlist.fm JSON pages')).toBeVisible();
  await expectAccessible(page, 'the import screen without setlist.fm access');
  await note.getByRole('button', { name: 'Use a CSV spreadsheet' }).click();
  await expect(step.getByRole('radio', { name: 'CSV spreadsheet' })).toBeChecked();
  await expect(step.getByLabel('CSV file')).toBeVisible();
});
