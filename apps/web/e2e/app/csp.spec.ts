import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { artistPath, openSearchDialog } from '../support/app';
import * as profile from '../support/profile';
import { daysAgo, followViaApi, logFestivalSet, logShow, uniqueName } from '../support/seed';
import { openSignedUpBrowser, registerUser } from '../support/users';

/**
 * No page of the app needs more than the Content-Security-Policy allows
 * (`script-src 'self'`, no `eval`): every main screen and dialog, signed in,
 * is visited with the browser reporting each violation, both as the
 * `securitypolicyviolation` event (listened to before any script of the
 * page runs) and as the console's 'Content Security Policy' message; any
 * one fails the test, named with the page it came from.
 */

/** Starts recording violations on every document `page` loads; the list grows as they come. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation: (text: string) => void })
        .__cspViolation;
      void report(
        `${event.violatedDirective} (${event.blockedURI || 'inline'}) at ` +
          `${event.sourceFile || location.pathname}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** The violations of the screen just visited, after its scripts and reads settle. */
async function violationsOn(page: Page, seen: string[], where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  // The schemas and forms of a screen may load just after its reads: give them a moment.
  await page.waitForTimeout(300);
  return seen.splice(0).map((v) => `${where}: ${v}`);
}

test('no page of the app logs a Content Security Policy violation', async ({ page, browser }) => {
  // Fourteen screens and three dialogs, on two cores shared with the server and Chromium.
  test.setTimeout(300_000);
  const seen = await recordViolations(page);

  // Someone else with a show, so there is another profile, a gig of two people and a follow.
  const other = await openSignedUpBrowser(browser);
  const artist = uniqueName('Csp Band');
  const date = daysAgo(9);
  const theirs = await logShow(other.page.request, { artist, date, venue: 'Coliseu', score: 70 });

  // The sign-up screen (its form's schemas), then Home.
  const me = await registerUser(page);
  const violations = await violationsOn(page, seen, 'sign-up (/auth), then home');
  const show = await logShow(page.request, { artist, date, venue: 'Coliseu', score: 86 });
  await followViaApi(page.request, me.id, other.user.id);
  expect(show.venueId).not.toBeNull();
  const festivalId = await logFestivalSet(page.request, 'Csp', {
    city: 'Lisbon',
    date: daysAgo(3),
  });
  await other.context.close();

  const screens: [string, string][] = [
    ['home', '/'],
    ['home, everyone', '/?feed=everyone'],
    ['own profile', '/profile'],
    ["another user's profile", `/profile/${theirs.userId}`],
    ['diary', `/profile/${me.id}/diary`],
    ['artist', artistPath(artist)],
    ['show', `/show/${show.id}`],
    ['add show', '/add-show'],
    ['festival', `/festival/${festivalId}`],
    ['log a festival', '/festival/log'],
    ['venue', `/venue/${show.venueId}`],
    ['gig', `/gig/${show.artistId}/${show.cityId}/${show.date}`],
    ['import', '/import'],
    ['settings', '/settings'],
    ['leaderboard', '/leaderboard'],
  ];
  for (const [name, path] of screens) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    violations.push(...(await violationsOn(page, seen, `${name} (${path})`)));
  }

  // Dialogs: Edit profile (the settings), Wrapped, and the header's search.
  await profile.openOwn(page);
  await profile.openEditDialog(page);
  violations.push(...(await violationsOn(page, seen, 'edit profile')));
  await page.keyboard.press('Escape');
  await expect(profile.editDialog(page)).toBeHidden();
  await profile.openWrapped(page);
  violations.push(...(await violationsOn(page, seen, 'wrapped')));
  await page.keyboard.press('Escape');
  await expect(profile.wrappedDialog(page)).toBeHidden();
  const search = await openSearchDialog(page);
  await search.getByPlaceholder('Search artists...').fill(artist.slice(0, 8));
  violations.push(...(await violationsOn(page, seen, 'search')));

  expect(violations).toEqual([]);
});
