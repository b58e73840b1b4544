import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { killServers, startServer, type ServerProcess, webDist } from '../support/own-server';
import * as addShow from '../support/add-show';
import { waitForServiceWorker } from '../support/pwa';
import { adoptAfterNavigationsIn, expect, test } from '../support/test';
import { signUpOnHome } from '../support/users';

/**
 * A new deployment while a tab is open ("updates apply on the next
 * visit without breaking an open session"). The test runs its own server on
 * a copy of the build, so it can deploy a second version of the service
 * worker without touching the build every other spec is served from.
 */

/** The cache the second version's worker opens when it activates: proof of which one runs. */
const VERSION_B_CACHE = 'gigrank-e2e-version-b';

let root: string;
let dist: string;
let server: ServerProcess;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gigrank-sw-update-'));
  dist = join(root, 'dist');
  cpSync(webDist, dist, { recursive: true });
  server = await startServer(join(root, 'data'), { WEB_DIST_DIR: dist });
});

test.afterAll(() => {
  killServers();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Deploys version B: another service worker (the browser compares its bytes),
 * whose precache names a new revision of the app shell and which marks its
 * activation. The compressed copies go, so the server sends the new file.
 */
function deployVersionB(): void {
  const file = join(dist, 'sw.js');
  const source = readFileSync(file, 'utf8');
  const shell = /\{"revision":"([0-9a-f]+)","url":"index\.html"\}/;
  expect(source).toMatch(shell);
  writeFileSync(
    file,
    `${source.replace(shell, '{"revision":"b-$1","url":"index.html"}')}\n` +
      `self.addEventListener('activate', (e) => e.waitUntil(caches.open('${VERSION_B_CACHE}')));\n`,
  );
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

function versionBActive(page: Page): Promise<boolean> {
  return page.evaluate((name) => caches.has(name), VERSION_B_CACHE);
}

test.use({ serviceWorkers: 'allow' });

test('a new version waits while a tab is open, keeps its half-typed form, and runs on the next visit', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'allow' });
  adoptAfterNavigationsIn(context);
  try {
    const page = await context.newPage();
    await signUpOnHome(page);
    await waitForServiceWorker(page);
    const form = await addShow.goto(page);
    await form.getByLabel('Notes').fill('Half-typed at the venue');
    // Gone if the page reloads.
    await page.evaluate(() => ((window as { openSession?: boolean }).openSession = true));

    deployVersionB();
    // What the browser does on a navigation or after a day: asks for /sw.js again.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
        ),
      )
      .toBe('installed');

    // The open tab keeps the old version and everything typed in it.
    expect(await versionBActive(page)).toBe(false);
    await expect(form.getByLabel('Notes')).toHaveValue('Half-typed at the venue');
    expect(await page.evaluate(() => (window as { openSession?: boolean }).openSession)).toBe(true);
    await form.getByLabel('Venue').fill('Still works');
    await expect(form.getByLabel('Venue')).toHaveValue('Still works');

    // The next visit, once the tab is closed, runs version B, still signed in.
    await page.close();
    const next = await context.newPage();
    await next.goto('/profile');
    await expect(next.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect.poll(() => versionBActive(next)).toBe(true);
    await expect
      .poll(() =>
        next.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            waiting: registration?.waiting ?? null,
            controlled: navigator.serviceWorker.controller?.state ?? null,
          };
        }),
      )
      .toEqual({ waiting: null, controlled: 'activated' });
  } finally {
    await context.close();
  }
});
