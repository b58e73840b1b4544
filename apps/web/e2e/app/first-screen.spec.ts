// A page comes with its first screen: the server sends the
// session's user and the screen's first answers with the HTML, so Home, a
// profile, an artist page and a show page paint their content without the
// session check or the screen's own requests; moving on inside the app asks
// for the next screen as before. The server renders the screen's markup
// too: it paints without any script, and the app adopts it as it is.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { artistPath, loadedFeed } from '../support/app';
import { recordProcedureCalls } from '../support/network';
import { logShow, uniqueName } from '../support/seed';
import { newUser, registerUser } from '../support/users';

/** Hydration failures React reports (in production as minified errors 418, 423 and 425). */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  const hydration = /hydrat|Minified React error #4(18|23|25)/i;
  page.on('pageerror', (error) => {
    if (hydration.test(error.message)) problems.push(`${page.url()}: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && hydration.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  return problems;
}

/** The #root element as the server sent it, or null when the page came without markup. */
async function serverMarkup(page: Page, path: string): Promise<string | null> {
  const response = await page.request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const start = html.indexOf('<div id="root" data-server-rendered');
  return start < 0 ? null : html.slice(start, html.lastIndexOf('</body>'));
}

test.describe('the first screen comes with the page', () => {
  test('Home, profile, artist and show pages paint without asking the API', async ({ page }) => {
    const me = await registerUser(page);
    const artist = uniqueName('First Paint');
    const show = await logShow(page.request, { artist, city: 'Lisbon', score: 91 });

    const calls = recordProcedureCalls(page);
    const screens: [string, () => Promise<void>, string[]][] = [
      [
        '/',
        () => expect(loadedFeed(page).getByRole('link', { name: artist }).first()).toBeVisible(),
        ['auth.me', 'shows.feed'],
      ],
      [
        '/profile',
        () => expect(page.getByRole('heading', { name: me.displayName })).toBeVisible(),
        // With the stat cards' figures (the diary's among them) and the plans, above the fold.
        ['auth.me', 'users.byId', 'shows.ranked', 'users.diary', 'plans.list'],
      ],
      [
        artistPath(artist),
        () => expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible(),
        // With the viewer's plans of the artist beside 'Going' ("You're going").
        ['auth.me', 'artists.page', 'plans.list'],
      ],
      [
        `/show/${show.id}`,
        () => expect(page.getByLabel('Score 91 out of 100')).toBeVisible(),
        ['auth.me', 'shows.byId'],
      ],
    ];
    for (const [path, painted, brought] of screens) {
      calls.length = 0;
      await page.goto(path);
      await painted();
      for (const procedure of brought)
        expect(calls, `${path}: ${procedure}`).not.toContain(procedure);
    }

    // Inside the app, the next screen asks for its own data.
    calls.length = 0;
    await page.getByRole('link', { name: artist }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    expect(calls).toContain('artists.page');
  });
});

test.describe('the server renders the first screen', () => {
  test('each screen paints without scripts, and the app adopts that markup without re-rendering it', async ({
    page,
    browser,
  }) => {
    const me = await registerUser(page);
    const artist = uniqueName('Rendered <b>Twice</b>');
    // The artist leaderboard lists the 50 artists with the most shows (the oldest first among
    // equals): seen more often than any other spec's artist, this one is on it whatever ran before.
    for (let i = 0; i < 12; i++) await logShow(page.request, { artist, score: 60 + i });
    const show = await logShow(page.request, {
      artist,
      city: 'Porto',
      score: 87,
      notes: 'Front row & loud',
    });
    // Home's Activity is the 50 newest shows of everyone: the other worker's shows can push this
    // user's out between two loads, so Home is known by its tabs and the artist by its leaderboard.
    const screens: [string, string][] = [
      ['/', 'Artist Leaderboard'],
      ['/?tab=artists', artist],
      ['/profile', me.displayName],
      [`/profile/${me.id}`, me.displayName],
      [artistPath(artist), artist],
      [`/show/${show.id}`, 'Front row & loud'],
      ['/add', 'Log a concert you went to'],
      ['/leaderboard', 'Leaderboard'],
    ];

    // The HTML holds the screen, its user text escaped as text.
    for (const [path, text] of screens) {
      const markup = await serverMarkup(page, path);
      expect(markup, path).not.toBeNull();
      const escaped = text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      expect(markup!, path).toContain(escaped);
      expect(markup!, path).not.toContain('<b>Twice</b>');
    }

    // With scripts off, the screens still show (signed in with the same cookie).
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const still = await noScript.newPage();
    await still.goto('/?tab=artists');
    await expect(still.getByText(artist).first()).toBeVisible();
    await still.goto(`/show/${show.id}`);
    await expect(still.getByText('Front row & loud')).toBeVisible();
    await expect(still.getByText('87', { exact: true }).first()).toBeVisible();
    // Not usable until the app has adopted it: nothing typed or clicked before then is lost.
    await expect(still.locator('#root')).toHaveAttribute('inert', '');
    // The cards' icons come from the page's sprite, drawn without any script.
    await still.goto('/profile');
    const icon = still.locator('svg.tabler-icon-calendar use').first();
    expect(await icon.evaluate((use) => use.getBoundingClientRect().width)).toBeGreaterThan(0);
    await noScript.close();

    // The browser's clock two minutes ahead of the server's: relative times ("2 minutes
    // ago") still hydrate as the server wrote them, then move on.
    await page.clock.setFixedTime(Date.now() + 2 * 60_000);
    const problems = watchHydration(page);
    // Each page marks a node of the server's markup before the app starts (after-paint.ts
    // waits for a frame): adopted, it is still in the document once the app has run.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverNode?: Element | null }).serverNode = document.querySelector(
          '#root[data-server-rendered] header, #root[data-server-rendered] h1',
        );
      });
    });
    let iconsDrawn = 0;
    for (const [path, text] of screens) {
      await page.goto(path);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      // The app runs: the account menu opens (its handlers are attached).
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await page.keyboard.press('Escape');
      expect(
        await page.evaluate(
          () => (window as unknown as { serverNode?: Element | null }).serverNode?.isConnected,
        ),
        `${path}: the server's markup is the page's`,
      ).toBe(true);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      // The cards' icons are drawn from the page's one sprite: each <use> finds its symbol.
      const uses = await page.evaluate(() =>
        [...document.querySelectorAll('svg use')].map((use) => {
          const symbol = document.getElementById(use.getAttribute('href')!.slice(1));
          return { href: use.getAttribute('href'), found: symbol?.tagName === 'symbol' };
        }),
      );
      expect(
        uses.filter((use) => !use.found),
        path,
      ).toEqual([]);
      iconsDrawn += uses.length;
      // Each of the screen's modules is preloaded once: after-paint.ts adds the page's list
      // before the app starts, so the route's own loader finds them there and adds none.
      const preloads = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => link.href,
        ),
      );
      expect(preloads.length, path).toBeGreaterThan(0);
      expect(
        preloads.filter((href, i) => preloads.indexOf(href) !== i),
        path,
      ).toEqual([]);
    }
    expect(iconsDrawn).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('a visitor gets the sign-in screen rendered in the browser, as before', async ({ page }) => {
    expect(await serverMarkup(page, '/')).toBeNull();
    expect(await serverMarkup(page, '/profile')).toBeNull();
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    expect(newUser().username).toBeTruthy();
  });
});
