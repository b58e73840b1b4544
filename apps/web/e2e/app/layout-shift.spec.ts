import type { Page } from '@playwright/test';
import { artistPath } from '../support/app';
import { uniqueName } from '../support/seed';
import { logShowWithSetlist } from '../support/songs';
import { expect, test } from '../support/test';
import { signUpWithOther } from '../support/users';

/**
 * Nothing moves once a page has painted: each main screen, opened as a phone
 * opens it (server-rendered, then adopted by the app), keeps its cumulative
 * layout shift under 0.1, Lighthouse's "good". The artist page's card of
 * songs still to chase sits above the shows: it comes with the page's first
 * reads, so it is in the server's markup instead of pushing the shows down
 * when it arrives.
 */
test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'light' });

/** Layout shift not caused by input, summed from the start of every document the page opens. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's layout shift once the app has adopted the markup and its reads have settled. */
async function settledLayoutShift(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test('the artist, show, profile and home pages do not shift after they paint', async ({
  page,
  request,
}) => {
  const artist = uniqueName('Shift Band');
  const { me } = await signUpWithOther(page, request, { me: 'steady', other: 'staple' });
  const mine = await logShowWithSetlist(
    page.request,
    { artist, city: 'Lisbon', date: '2024-03-04' },
    ['Opener', 'Rare One'],
  );
  for (const [i, city] of ['Porto', 'Madrid', 'Paris'].entries()) {
    await logShowWithSetlist(request, { artist, city, date: `2024-0${i + 4}-10` }, [
      'Opener',
      'Staple',
      'Deep Cut',
      'Closer',
    ]);
  }

  // The chase card is in the server's markup, so it is there before any script runs.
  const answer = await page.request.get(artistPath(artist), { headers: { accept: 'text/html' } });
  const html = await answer.text();
  expect(html).toContain('Still chasing');

  await recordLayoutShift(page);
  for (const path of [artistPath(artist), `/show/${mine.id}`, `/profile/${me.id}`, '/']) {
    await page.goto(path);
    if (path === artistPath(artist)) {
      await expect(page.getByRole('region', { name: 'Still chasing' })).toContainText(
        "Staple — Played at 3 of 4 logged gigs. You've never caught it.",
      );
    }
    expect(await settledLayoutShift(page), path).toBeLessThan(0.1);
  }
});
