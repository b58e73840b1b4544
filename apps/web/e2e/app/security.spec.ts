import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { artistPath } from '../support/app';
import { pngFile } from '../support/files';
import { expectOk, followViaApi, logShow } from '../support/seed';
import { newUser, openSignedUpBrowser, signUp } from '../support/users';

/**
 * User-typed text is rendered as text: script and javascript: payloads stored
 * in every text field execute nothing on any page, and the Content-Security-
 * Policy holds with no violation while the app runs.
 */
const mark = (field: string) =>
  `<img src=x onerror="window.__xss='${field}'"><script>window.__xss='${field}'</script>`;
const jsUrl = (field: string) => `javascript:window.__xss='${field}'`;
/** Display names stop at 50 characters. */
const shortMark = (n: number) => `<img src=x onerror=__xss=${n}><b>`;

async function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(`csp: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`error: ${e.message}`));
  return problems;
}

async function assertClean(page: Page, problems: string[]) {
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: string }).__xss),
  ).toBeUndefined();
  expect(problems).toEqual([]);
}

test('script and javascript: payloads in every field execute nothing', async ({
  page,
  browser,
}) => {
  test.slow();
  const problems = await watch(page);
  const victim = await signUp(page, { ...newUser('xss'), displayName: shortMark(1) });
  await expectOk(
    page.request.patch(`/api/users/${victim.id}/profile`, {
      data: { displayName: shortMark(2), city: mark('city') },
    }),
  );

  const artist = `${mark('artist')} ${jsUrl('artist')}`;
  const show = await logShow(page.request, {
    artist,
    city: mark('cityName'),
    date: '2026-01-01',
    score: 88,
    venue: mark('venue'),
    companion: jsUrl('companion'),
    favoriteSong: mark('favoriteSong'),
    notes: `${mark('notes')} ${jsUrl('notes')}`,
    guests: [mark('guest')],
    photos: [pngFile('p.png', 32, 32)],
  });
  await expectOk(
    page.request.post(`/api/shows/${show.id}/comments`, { data: { body: mark('comment') } }),
  );
  await expectOk(
    page.request.post(`/api/users/${victim.id}/want-to-see`, {
      data: { artistName: mark('wantToSee') },
    }),
  );

  // Someone else likes, comments and follows, so notifications carry the payload names too.
  const other = await openSignedUpBrowser(browser, {
    ...newUser('xss2'),
    displayName: shortMark(3),
  });
  const otherRequest = other.page.request;
  await expectOk(otherRequest.post(`/api/shows/${show.id}/like`));
  await followViaApi(otherRequest, other.user.id, victim.id);
  await expectOk(
    otherRequest.post(`/api/users/${other.user.id}/want-to-see`, {
      data: { artistName: mark('wantToSee') },
    }),
  );
  await other.context.close();

  for (const path of [
    '/',
    '/?tab=artists',
    '/?tab=users',
    '/profile',
    `/profile/${victim.id}`,
    '/profile?tab=want-to-see',
    '/leaderboard',
    `/show/${show.id}`,
    artistPath(artist),
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await assertClean(page, problems);
  }
  // The payload is visible as text where it belongs.
  await page.goto(`/show/${show.id}`);
  await expect(page.getByText(mark('notes'), { exact: false }).first()).toBeVisible();
  // Notifications panel, then every link on the show page clicked: still nothing runs.
  await page.getByRole('button', { name: /Notifications/ }).click();
  await page.waitForTimeout(500);
  await assertClean(page, problems);
  await page.keyboard.press('Escape');
  expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(victim.username).toBeTruthy();
});
