import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { PICKER_OFFLINE_HINT, type Show } from '@gigrank/domain';
import * as addShow from '../support/add-show';
import { toast, toastWith } from '../support/app';
import { file, pngFile } from '../support/files';
import { isShowPost, offlineBanner, waitForServiceWorker } from '../support/pwa';
import { recordRequests } from '../support/network';
import * as ranking from '../support/ranking';
import { expectOk, uniqueName } from '../support/seed';
import { type SignedUpUser, signUpOnHome } from '../support/users';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/** The Background Sync tag of the offline queue (src/features/shows/offline/queue.ts). */
const SYNC_TAG = 'gigrank-offline-shows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The owner's shows saved on this device, in the Seen list. */
function queuedRows(page: Page) {
  return ranking
    .seenSection(page)
    .getByRole('list', { name: 'Shows waiting to upload' })
    .getByRole('listitem');
}

/** The user's shows as the server has them (all pages). */
async function serverShows(page: Page, user: SignedUpUser): Promise<Show[]> {
  const response = await page.request.get(`/api/users/${user.id}/ranked-shows`);
  await expectOk(response);
  const body = (await response.json()) as Show[] | { shows: Show[] };
  return Array.isArray(body) ? body : body.shows;
}

/** The user's shows of `artist` as the server has them. */
async function serverShowsOf(page: Page, user: SignedUpUser, artist: string): Promise<Show[]> {
  return (await serverShows(page, user)).filter((show) => show.artist === artist);
}

/** One POST of the show went up, and the server has the one show of `artist`. */
async function expectSentOnce(
  page: Page,
  posts: Request[],
  user: SignedUpUser,
  artist: string,
): Promise<void> {
  expect(posts).toHaveLength(1);
  expect(await serverShowsOf(page, user, artist)).toHaveLength(1);
}

/** Closes the toast with this title as a user would, and waits until it is gone. */
async function closeToast(page: Page, title: string): Promise<void> {
  const shown = toast(page, title);
  await shown.getByRole('button', { name: 'Close notification' }).click();
  await expect(shown).toHaveCount(0);
}

/**
 * Signed in, the worker in control, the profile seen once under it, then on Add Show; with a new
 * artist's name for the show, and every POST /api/shows from now on (the page's and the service
 * worker's).
 */
async function readyOffline(page: Page, artistPrefix: string) {
  const me = await signUpOnHome(page);
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'PROFILE' }).click();
  await expect(ranking.seenSection(page)).toBeVisible();
  await page.getByRole('link', { name: 'ADD SHOW' }).click();
  await expect(addShow.form(page)).toBeVisible();
  const posts = recordRequests(page.context(), isShowPost);
  return { me, artist: uniqueName(artistPrefix), posts };
}

/** Saves the filled form when the show cannot go up: the device keeps it. */
async function saveOnDevice(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(toast(page, 'Saved on this device')).toBeVisible();
}

/** Fills the form with text only (offline: no suggestions to pick from). */
async function fillShow(page: Page, artist: string) {
  const form = addShow.form(page);
  await addShow.typeFreely(form, 'Artist', artist);
  await addShow.typeFreely(form, 'City', 'Porto');
  await form.getByLabel('Venue').fill('Hard Club');
  await addShow.moveScore(form, 15);
  await expect(form.getByTestId('score-value')).toHaveText('90');
  return form;
}

test.describe('Logging a show offline', () => {
  test('a show with a photo saved offline waits, survives a reload, and uploads once when online', async ({
    page,
    context,
  }) => {
    // Two reloads and a photo re-encoded by the server: over 60 s in a loaded run.
    test.slow();
    const { me, artist, posts } = await readyOffline(page, 'Basement Signal');

    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    // The artist search cannot answer offline: the list says so plainly, not as an error.
    const artistBox = addShow.picker(addShow.form(page), 'Artist');
    await artistBox.fill('Basement');
    await expect(page.getByText(PICKER_OFFLINE_HINT)).toBeVisible();
    await expect(page.getByText('Failed to fetch artists')).toHaveCount(0);
    await artistBox.fill('');
    const form = await fillShow(page, artist);
    await form.getByLabel('Add photos').setInputFiles(pngFile('stage.png', 64, 48));
    await expect(addShow.photoPreviews(form)).toHaveCount(1);
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(
      toastWith(page, 'Saved on this device', "It will upload when you're back online"),
    ).toBeVisible();
    // The form starts afresh.
    await expect(addShow.picker(form, 'Artist')).toHaveValue('');
    await expect(addShow.photoPreviews(form)).toHaveCount(0);

    // The Seen list shows it as waiting (offline, through the app's own navigation).
    await page.getByRole('link', { name: 'PROFILE' }).click();
    await expect(queuedRows(page)).toHaveCount(1);
    await expect(queuedRows(page).first()).toContainText(artist);
    await expect(queuedRows(page).first()).toContainText('Waiting to upload');
    await expect(queuedRows(page).first()).toContainText('90');

    // A reload while offline keeps it.
    await page.reload();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(queuedRows(page).first()).toContainText(artist);
    await expect(queuedRows(page).first()).toContainText('Waiting to upload');
    expect(posts).toHaveLength(0);

    // Online again: it goes up, once, and the ranking has it.
    await context.setOffline(false);
    // A send tried while the connection was coming back is retried after 15 s by the queue.
    await expect(toastWith(page, 'Show uploaded', artist)).toBeVisible({ timeout: 30_000 });
    await expect(queuedRows(page)).toHaveCount(0);
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    await expect(ranking.seenRows(page).first()).toContainText(/Rank 1(?! of)/);
    await expect(page.getByTestId('seen-count')).toHaveText('1 show');
    await expect(offlineBanner(page)).toHaveCount(0);

    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()['idempotency-key']).toMatch(UUID);
    const shows = await serverShowsOf(page, me, artist);
    expect(shows).toHaveLength(1);
    expect(shows[0]).toMatchObject({ city: 'Porto', venue: 'Hard Club', score: 90 });
    expect(shows[0]!.photos).toHaveLength(1);

    // Nothing is sent again later (a reload sends what waits: nothing).
    await page.reload();
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    await page.waitForTimeout(1000);
    await expectSentOnce(page, posts, me, artist);
  });

  test('a show the server refuses comes back to the form with its message, and is saved once fixed', async ({
    page,
    context,
  }) => {
    // It waits out the page's settle time and a refused upload: 26-32 s alone, over 60 s under load.
    test.slow();
    const { me, artist } = await readyOffline(page, 'Refused Signal');

    await context.setOffline(true);
    const form = await fillShow(page, artist);
    // An image by its name and type only: the form takes it, the server reads it and refuses.
    await form.getByLabel('Add photos').setInputFiles(file('stage.png', 'image/png', 'not a png'));
    await expect(addShow.photoPreviews(form)).toHaveCount(1);
    // On a phone the '1 photo(s) selected' toast rests over Save (and a hovered toast stays):
    // closed as a user would, before Save.
    await closeToast(page, '1 photo(s) selected');
    await saveOnDevice(page, form);
    // The pointer leaves the toast (on a phone it rests above the tab bar, where Save was):
    // hovered, a toast waits, and the next one waits behind it.
    await page.mouse.move(0, 0);

    await context.setOffline(false);
    const refused = toast(page, `${artist} was not uploaded`);
    // Back online, the page waits a second for the connection to settle, then sends the show.
    await expect(refused).toBeVisible({ timeout: 20_000 });
    await expect(refused).toContainText('Photo must be a JPEG, PNG, WebP or GIF image');
    // Read, the lasting toast is closed: on a phone it rests over the bottom of the page,
    // where the Seen list's 'Fix it' can be (the fresh-clone run at 9fa87d7 clicked the toast).
    await refused.getByRole('button', { name: 'Close notification' }).click();
    await expect(refused).toHaveCount(0);
    // Nothing is dropped: the Seen list still has it, marked.
    await page.goto('/profile');
    await expect(queuedRows(page).first()).toContainText(artist);
    await expect(queuedRows(page).first()).toContainText('Not uploaded');
    await expect(queuedRows(page).first()).toContainText(
      'Photo must be a JPEG, PNG, WebP or GIF image',
    );

    // 'Fix it' opens the form on the draft, photo included, with the server's message. Taken
    // with the keyboard: the refusal's lasting toast can be shown again over the bottom of a
    // phone page, and took the pointer's click in the fresh-clone run at 51b6e6e.
    const fixIt = queuedRows(page).first().getByRole('link', { name: 'Fix it' });
    await fixIt.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/add\?draft=/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This show was not uploaded' }),
    ).toContainText('Photo must be a JPEG, PNG, WebP or GIF image');
    const fix = addShow.form(page);
    await expect(addShow.picker(fix, 'Artist')).toHaveValue(artist);
    await expect(addShow.picker(fix, 'City')).toHaveValue('Porto');
    await expect(fix.getByLabel('Venue')).toHaveValue('Hard Club');
    await expect(fix.getByTestId('score-value')).toHaveText('90');
    await expect(addShow.photoPreviews(fix)).toHaveCount(1);

    // Fixed: the bad photo swapped for a real one, saved online.
    await fix.getByRole('button', { name: 'Remove photo 1' }).click();
    await fix.getByLabel('Add photos').setInputFiles(pngFile('stage.png', 40, 30));
    await closeToast(page, '1 photo(s) selected');
    await fix.getByRole('button', { name: 'Save Show' }).click();
    await expect(toast(page, 'Show added successfully')).toBeVisible();

    await page.goto('/profile');
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    await expect(queuedRows(page)).toHaveCount(0);
    const shows = await serverShowsOf(page, me, artist);
    expect(shows).toHaveLength(1);
    expect(shows[0]!.photos).toHaveLength(1);
  });
  test('a save that gets no answer while the browser believes it is online is kept, and sent again under the same key', async ({
    page,
  }) => {
    const { me, artist, posts } = await readyOffline(page, 'Dropped Signal');
    // The connection drops under the request: no answer at all.
    await page.route('**/api/shows', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    const form = await fillShow(page, artist);
    await saveOnDevice(page, form);
    await page.getByRole('link', { name: 'PROFILE' }).click();
    await expect(queuedRows(page).first()).toContainText('Waiting to upload');

    // The next visit sends it (or the worker's Background Sync, if it comes while the page
    // reloads): the key of the try that got no answer, so it is one show.
    await page.unrouteAll({ behavior: 'wait' });
    await page.reload();
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    await expect(queuedRows(page)).toHaveCount(0);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    const keys = new Set(posts.map((post) => post.headers()['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(UUID);
    expect(await serverShowsOf(page, me, artist)).toHaveLength(1);
  });

  test('a save whose answer is lost after the server made the show is not made twice', async ({
    page,
  }) => {
    const { me, artist, posts } = await readyOffline(page, 'Lost Answer');
    // The server gets the show and makes it; its answer never comes back.
    await page.route('**/api/shows', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    });
    const form = await fillShow(page, artist);
    await form.getByLabel('Add photos').setInputFiles(pngFile('stage.png', 32, 24));
    await saveOnDevice(page, form);
    expect(await serverShowsOf(page, me, artist)).toHaveLength(1);

    // Sent again under the same key: the server answers the show it made, nothing more.
    await page.unrouteAll({ behavior: 'wait' });
    await page.goto('/profile');
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    // The server had the show all along: the list can show it before the device's queue is
    // read. The queue empties only when a send is answered, so once it is empty the show was
    // sent again: by the page, or by the service worker's Background Sync, whose request the
    // page's recording does not see (a local run of the whole file saw one POST, then none).
    await expect
      .poll(async () => (await page.goto('/profile'), await queuedRows(page).count()), {
        timeout: 30_000,
      })
      .toBe(0);
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts.map((post) => post.headers()['idempotency-key'])).size).toBe(1);
    const shows = await serverShowsOf(page, me, artist);
    expect(shows).toHaveLength(1);
    expect(shows[0]!.photos).toHaveLength(1);
    await expect(page.getByTestId('seen-count')).toHaveText('1 show');
  });

  test('two open tabs send a waiting show once, and both show it ranked', async ({
    page,
    context,
  }) => {
    const { me, artist, posts } = await readyOffline(page, 'Twin Signal');
    const second = await context.newPage();
    await second.goto('/profile');
    await expect(ranking.seenSection(second)).toBeVisible();

    await context.setOffline(true);
    const form = await fillShow(page, artist);
    await saveOnDevice(page, form);
    // The other tab hears of it.
    await expect(queuedRows(second).first()).toContainText('Waiting to upload');

    // Both tabs see the connection return; one sends (the queue's lock), both refresh.
    await context.setOffline(false);
    await expect(ranking.seenRows(second).first()).toContainText(artist);
    await expect(queuedRows(second)).toHaveCount(0);
    await expect.poll(async () => (await serverShowsOf(page, me, artist)).length).toBe(1);
    await page.waitForTimeout(1500);
    await expectSentOnce(page, posts, me, artist);
  });

  // Background Sync is in the full browser only (playwright.config.ts).
  test(
    'with no tab open, Background Sync has the worker send the waiting show, once',
    { tag: '@full-browser' },
    async ({ page, context }) => {
      const { me, artist, posts } = await readyOffline(page, 'Night Bus Sync');

      await context.setOffline(true);
      const form = await fillShow(page, artist);
      await form.getByRole('button', { name: 'Save Show' }).click();
      await expect(
        toastWith(page, 'Saved on this device', "It will upload when you're back online"),
      ).toBeVisible();
      // The page asked the browser to wake the worker when the connection returns.
      expect(await syncTags(page)).toContain(SYNC_TAG);

      // Every tab of the app closed (a blank one keeps the browser), then the connection returns.
      const blank = await context.newPage();
      await page.close();
      await context.setOffline(false);
      // Chromium holds the sync event while the context is offline and fires it now: the worker
      // sends the show alone (no page of the app is open to do it).
      await expect.poll(async () => (await serverShowsOf(blank, me, artist)).length).toBe(1);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.headers()['idempotency-key']).toMatch(UUID);

      // The next visit finds it ranked and nothing waiting; a second sync sends nothing.
      const next = await context.newPage();
      await next.goto('/profile');
      await expect(ranking.seenRows(next).first()).toContainText(artist);
      await expect(queuedRows(next)).toHaveCount(0);
      // Fired again (as DevTools does), the worker finds nothing left to send.
      await fireSync(blank, SYNC_TAG);
      await next.waitForTimeout(1000);
      expect(posts).toHaveLength(1);
    },
  );
});

/** The Background Sync tags the page's worker registration holds. */
function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      (ServiceWorkerRegistration & { sync?: { getTags(): Promise<string[]> } }) | undefined;
    return (await registration?.sync?.getTags()) ?? [];
  });
}

/**
 * Dispatches Background Sync's event `tag` to the app's service worker through the DevTools
 * protocol, as DevTools' own "Sync" button does.
 */
async function fireSync(page: Page, tag: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag,
    lastChance: false,
  });
  await cdp.detach();
}
