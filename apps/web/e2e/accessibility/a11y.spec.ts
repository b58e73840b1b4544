import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/a11y';
import * as addShow from '../support/add-show';
import { artistPath, loadedFeed, notificationsPanel, openSearchDialog } from '../support/app';
import { file, pngFile } from '../support/files';
import { csvOf, importCsv } from '../support/imports';
import { openNotifications } from '../support/privacy';
import * as profile from '../support/profile';
import * as ranking from '../support/ranking';
import {
  daysAgo,
  expectOk,
  followViaApi,
  logFestivalSet,
  logShow,
  uniqueName,
} from '../support/seed';
import { expect, test } from '../support/test';
import { newUser, registerViaApi, signUp, type SignedUpUser } from '../support/users';

/**
 * Every screen and dialog, signed in with real data, passes axe (WCAG 2.2 A
 * and AA; serious and critical violations fail) at desktop and phone width,
 * in light and dark mode. The mode is the system's (Playwright
 * emulates prefers-color-scheme), which the app follows by default and as it
 * changes: each screen is loaded once and checked in both modes, the system's
 * setting switched between the two checks.
 */

const WIDTHS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** An artist of the seeded catalogue: its page has the streams and global rank badges. */
const CATALOGUE_ARTIST = 'Arctic Monkeys';

interface World {
  me: SignedUpUser;
  friend: SignedUpUser;
  artist: string;
  showId: number;
}

/**
 * The signed-in user with a history (shows with guests, photos, notes, every
 * verdict), a friend who follows them, likes and comments on their show, and
 * whom they follow back: every list and badge has rows. All through the REST
 * API: `page` is signed in as the user, `request` as the friend.
 */
async function makeWorld(page: Page, request: APIRequestContext): Promise<World> {
  const me = await signUp(page, newUser('a11y'));
  const artist = uniqueName('Contrast Band');
  const first = await logShow(page.request, {
    artist,
    city: 'Porto',
    venue: 'Coliseu',
    score: 92,
    guests: [uniqueName('Guest Act')],
    notes: 'Front row, loud and clear.',
    favoriteSong: 'Opening Song',
    photos: [pngFile('stage.png', 640, 480)],
  });
  await logShow(page.request, { artist, city: 'Lisbon', score: 81, date: daysAgo(40) });
  // A catalogue artist (streams and global rank badges) with the world's artist as its guest
  // (the 'Guest appearance' badge on the artist page).
  await logShow(page.request, {
    artist: CATALOGUE_ARTIST,
    score: 77,
    date: daysAgo(60),
    guests: [artist],
  });
  await logShow(page.request, { artist: uniqueName('Okay Act'), score: 55, date: daysAgo(90) });
  await logShow(page.request, { artist: uniqueName('Meh Act'), score: 25, date: daysAgo(120) });
  for (let i = 0; i < 3; i++) {
    await logShow(page.request, { artist: uniqueName(`Filler ${i}`), score: 60 + i });
  }

  const friend = await registerViaApi(request, newUser('a11yfriend'));
  await logShow(request, { artist, score: 88, photos: 1 });
  // Loved by the friend, unseen by me: a For You row naming them, with its Add button.
  await logShow(request, { artist: uniqueName('Friend Pick'), score: 95 });
  await followViaApi(request, friend.id, me.id);
  await followViaApi(page.request, me.id, friend.id);
  await expectOk(request.post(`/api/shows/${first.id}/like`));
  await expectOk(
    request.post(`/api/shows/${first.id}/comments`, { data: { body: 'What a night!' } }),
  );
  return { me, friend, artist, showId: first.id };
}

/** makeWorld, then Home loaded with its feed. */
async function makeWorldOnHome(page: Page, request: APIRequestContext): Promise<World> {
  const world = await makeWorld(page, request);
  await page.goto('/');
  await expect(loadedFeed(page)).toBeVisible();
  return world;
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name} width, light and dark mode`, () => {
    test.use({ viewport: width.size, colorScheme: 'light' });
    /** The axe check of the screen as it is now, in both modes (support/a11y.ts). */
    const expectAccessible = (page: Page, where: string) =>
      expectAccessibleInBothSchemes(page, `${where} (${width.name})`);
    // Each axe pass over a full screen takes seconds on this machine's two cores.
    test.describe.configure({ timeout: 240_000 });

    test('the screens of a user: home tabs, profile and its tabs, another profile', async ({
      page,
      request,
    }) => {
      const world = await makeWorldOnHome(page, request);
      await expect(
        page.getByRole('list', { name: 'Activity' }).getByRole('article').first(),
      ).toBeVisible();
      await expectAccessible(page, 'Home Activity');
      await page.getByRole('tab', { name: 'Artist Leaderboard' }).click();
      await expect(page.getByRole('list', { name: 'Artist Leaderboard' })).toBeVisible();
      await expectAccessible(page, 'Home Artist Leaderboard');
      await page.getByRole('tab', { name: 'User Leaderboard' }).click();
      await expect(page.getByRole('list', { name: 'User Leaderboard' })).toBeVisible();
      await expectAccessible(page, 'Home User Leaderboard');

      await profile.openOwn(page);
      await expect(ranking.seenRows(page).first()).toBeVisible();
      await expectAccessible(page, 'own profile');
      const sections = page.getByRole('radiogroup', { name: 'Profile sections' });
      await sections.getByText('Want to See', { exact: true }).click();
      await expect(page.getByRole('region', { name: 'Want to See' })).toBeVisible();
      await expectAccessible(page, 'own profile, Want to See');
      await sections.getByText('For You', { exact: true }).click();
      await expect(page.getByRole('region', { name: 'Recommendations' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Want to See' }).first()).toBeVisible();
      await expectAccessible(page, 'own profile, For You');
      await page.goto(`/profile/${world.friend.id}`);
      await expect(page.getByRole('heading', { name: world.friend.displayName })).toBeVisible();
      // The taste match card: both rated the world's artist.
      await expect(page.getByRole('region', { name: 'Taste match' })).toBeVisible();
      await expectAccessible(page, "another user's profile");
    });

    // Its own test (a world of its own): the two share the work between the workers.
    test('the other screens: show, artist, leaderboard, add show (and saved), 404, auth', async ({
      page,
      browser,
      request,
    }) => {
      const world = await makeWorld(page, request);

      await page.goto(`/show/${world.showId}`);
      await expect(page.getByRole('heading', { name: world.artist })).toBeVisible();
      await expectAccessible(page, 'show page');

      await page.goto(artistPath(world.artist));
      await expect(page.getByRole('heading', { name: world.artist })).toBeVisible();
      await expectAccessible(page, 'artist page');
      await page.getByRole('tab', { name: 'Guest Appearances' }).click();
      await expect(page.getByText('Guest appearance').first()).toBeVisible();
      await expectAccessible(page, 'artist page, guest appearances');

      await page.goto(artistPath(CATALOGUE_ARTIST));
      await expect(page.getByRole('heading', { name: CATALOGUE_ARTIST })).toBeVisible();
      await expect(page.getByTitle('Global rank')).toBeVisible();
      await expectAccessible(page, 'catalogue artist page');

      await page.goto('/leaderboard');
      await expect(page.locator('tr[data-skeleton]')).toHaveCount(0);
      await expectAccessible(page, '/leaderboard');

      await page.goto('/add');
      await expect(page.getByRole('heading', { name: 'Add New Show', level: 1 })).toBeVisible();
      await expectAccessible(page, 'Add show');
      // Saved: the show's place in the ranking above the fresh form.
      const form = addShow.form(page);
      await addShow.typeFreely(form, 'Artist', uniqueName('Saved Place'));
      await addShow.pickOption(page, form, 'City', 'Porto', 'Porto, PT');
      await form.getByRole('button', { name: 'Save Show' }).click();
      await expect(page.getByTestId('placement').getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page, 'Add show, saved');

      await page.goto('/no/such/page');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expectAccessible(page, '404');

      // Signed out: the auth screen's two tabs.
      const visitor = await browser.newContext({ viewport: width.size, colorScheme: 'light' });
      const auth = await visitor.newPage();
      await auth.goto('/auth');
      await expect(auth.getByRole('tab', { name: 'Login' })).toBeVisible();
      await expectAccessible(auth, 'auth screen, Login');
      await auth.getByRole('tab', { name: 'Register' }).click();
      await expect(auth.getByRole('button', { name: 'Create Account' })).toBeVisible();
      await expectAccessible(auth, 'auth screen, Register');
      await visitor.close();
    });

    // Its own test (a user of its own).
    test('the import screens: the source step, a CSV preview, the rating queue', async ({
      page,
    }) => {
      await signUp(page);
      // Import: the source step, then a CSV's columns, date order and preview.
      await page.goto('/import');
      await expect(page.getByRole('heading', { name: 'Import shows', level: 1 })).toBeVisible();
      await expectAccessible(page, 'Import');
      await page.getByRole('radio', { name: 'CSV spreadsheet' }).check();
      const chooser = page.waitForEvent('filechooser');
      await page.getByLabel('CSV file', { exact: true }).click();
      await (
        await chooser
      ).setFiles(
        file(
          'shows.csv',
          'text/csv',
          `Date,Artist,City,Score\n03/04/2024,${uniqueName('Csv Act')},Porto,\n31/13/2024,Bad Row,Porto,50\n`,
        ),
      );
      await page.getByRole('button', { name: 'Preview import' }).click();
      await expect(
        page.getByRole('radiogroup', { name: /How are the dates written/ }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: '1 refused' })).toBeVisible();
      await expectAccessible(page, 'Import, CSV preview');

      // The rating queue, with an imported show waiting for its score.
      await importCsv(page.request, csvOf([{ date: daysAgo(5), artist: uniqueName('Queue Act') }]));
      await page.goto('/rate');
      await expect(page.getByRole('slider', { name: 'Score' })).toBeFocused();
      await expectAccessible(page, 'Rate your imported shows');
    });

    // With a user of its own: a venue page with shows, tops and an access note, the
    // profile's Venue Insights and Festivals dialogs, a festival page and its log screen.
    test('the venue and festival screens: venue page, Venue Insights, Festivals, festival page, log a festival', async ({
      page,
    }) => {
      await signUp(page, newUser('a11yvenue'));
      const venue = uniqueName('Axe Hall');
      const show = await logShow(page.request, {
        artist: uniqueName('Venue Act'),
        city: 'Porto',
        venue,
        score: 84,
      });
      await logShow(page.request, {
        artist: uniqueName('Venue Act'),
        city: 'Porto',
        venue,
        score: 58,
        date: daysAgo(30),
      });
      expect(show.venueId).not.toBeNull();
      // A festival set and the overall score: the Festivals dialog has a full row.
      const festivalId = await logFestivalSet(page.request, 'Axe', {
        city: 'Porto',
        date: daysAgo(3),
      });
      await expectOk(
        page.request.put(`/api/festivals/${festivalId}/score`, { data: { score: 88 } }),
      );
      await expectOk(
        page.request.post(`/api/venues/${show.venueId}/access-notes`, {
          data: { feature: 'stepFree', note: 'Level entry from the square' },
        }),
      );
      await page.goto(`/venue/${show.venueId}`);
      await expect(page.getByRole('heading', { level: 1, name: venue })).toBeVisible();
      await expect(page.getByText('Level entry from the square')).toBeVisible();
      await expectAccessible(page, 'venue page');

      await profile.openOwn(page);
      await page
        .getByRole('button', { name: 'Venues: open Venue Insights' })
        .click({ position: { x: 12, y: 12 } });
      const insights = page.getByRole('dialog', { name: 'Venue Insights' });
      await expect(profile.insightRows(insights).first()).toContainText(venue);
      await expectAccessible(page, 'Venue Insights');
      await page.keyboard.press('Escape');
      await expect(insights).toBeHidden();

      await page
        .getByRole('button', { name: 'Festivals: open your festivals' })
        .click({ position: { x: 12, y: 12 } });
      const festivals = page.getByRole('dialog', { name: 'Festivals' });
      await expect(festivals.getByRole('listitem')).toHaveCount(1);
      await expectAccessible(page, 'Festivals');
      await page.keyboard.press('Escape');
      await expect(festivals).toBeHidden();

      // The festival page (lineup, best sets, your sets) and the screen that logs its sets.
      await page.goto(`/festival/${festivalId}`);
      await expect(page.getByRole('list', { name: 'Lineup as rated' })).toBeVisible();
      await expectAccessible(page, 'festival page');
      await page.goto(`/festival/log?festival=${festivalId}`);
      await expect(page.getByRole('form', { name: 'Log a set' })).toBeVisible();
      await expectAccessible(page, 'log a festival');
    });

    // With a user of its own: the profile's Plans (one ahead, one due) and "I'm going".
    test("the plans: the profile's Plans section, the I'm going dialog", async ({ page }) => {
      await signUp(page, newUser('a11yplans'));
      const artist = uniqueName('Plans Act');
      // Yesterday (the API takes it, for a clock behind UTC's): due, 'Log this show'.
      for (const [date, venue] of [
        [daysAgo(1), 'Coliseu'],
        [daysAgo(-30), null],
      ] as const) {
        await expectOk(
          page.request.post('/api/plans', { data: { artist, city: 'Porto', date, venue } }),
        );
      }
      await profile.openOwn(page);
      const plans = page.getByRole('region', { name: 'Plans' });
      await expect(plans.getByRole('link', { name: 'Log this show' })).toBeVisible();
      await expect(plans.getByRole('button', { name: /^Not going/ })).toBeVisible();
      await plans.scrollIntoViewIfNeeded();
      await expectAccessible(page, 'Plans');
      // On the artist page the upcoming one shows under the button, which adds another date.
      await page.goto(artistPath(artist));
      await expect(
        page.getByRole('list', { name: `Your plans for ${artist}` }).getByRole('listitem'),
      ).toHaveCount(1);
      await page.getByRole('button', { name: 'Going to another date', exact: true }).click();
      const going = page.getByRole('dialog', { name: "I'm going" });
      await going.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(going.getByText('City is required')).toBeVisible();
      await expectAccessible(page, "I'm going, with its messages");
    });

    // With a user of its own: "Which was better?" from the show page, each step.
    test('the ranking ritual: a question, the score to confirm, the place', async ({ page }) => {
      await signUp(page, newUser('a11yrank'));
      for (const [i, score] of [90, 80, 70].entries()) {
        await logShow(page.request, {
          artist: uniqueName('Past Act'),
          score,
          date: daysAgo(30 + i),
          photos: i === 0 ? 1 : 0,
        });
      }
      const show = await logShow(page.request, { artist: uniqueName('Ritual Act'), score: 60 });
      await page.goto(`/show/${show.id}`);
      await page.getByRole('button', { name: 'Rank against my past shows' }).click();
      const dialog = page.getByRole('dialog', { name: 'Which was better?' });
      await expect(dialog.getByText('Question 1 of 2')).toBeVisible();
      await expectAccessible(page, 'Which was better?');
      await dialog.getByRole('button', { name: /^This show /i }).click();
      await expect(dialog.getByText('Question 2 of 2')).toBeVisible();
      await dialog.getByRole('button', { name: /^Your #\d+ /i }).click();
      await expect(dialog.getByRole('button', { name: 'Change' })).toBeVisible();
      await expectAccessible(page, 'Which was better?, the score to confirm');
      await dialog.getByRole('button', { name: 'Change' }).click();
      await expect(dialog.getByRole('heading', { name: '#2 of 4, up 2' })).toBeFocused();
      await expectAccessible(page, 'Which was better?, the place');
    });

    // With users of its own: Home's Following feed (with a friend's plan and
    // 'Also there') and Everyone, and a gig page with both shows and who is going.
    test('the friends screens: Following with plans, Everyone, a gig page', async ({
      page,
      request,
    }) => {
      const me = await registerViaApi(page.request, newUser('a11ygig'));
      const artist = uniqueName('Gig Contrast');
      const date = daysAgo(9);
      const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
      const mine = await logShow(page.request, {
        artist,
        date,
        city: 'Porto',
        score: 90,
        notes: 'Loud and clear.',
        photos: [pngFile('gig.png', 320, 240)],
      });
      const friend = await registerViaApi(request, newUser('a11ygoer'));
      await logShow(request, { artist, date, city: 'Porto', score: 64, favoriteSong: 'Closer' });
      await expectOk(request.post('/api/plans', { data: { artist, city: 'Porto', date: soon } }));
      await followViaApi(page.request, me.id, friend.id);

      await page.goto('/');
      const following = page.getByRole('list', { name: 'Activity from people you follow' });
      await expect(following.getByRole('link', { name: /^Also there: you/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Coming up' })).toBeVisible();
      await expectAccessible(page, 'Home Activity, Following');
      await page
        .getByRole('radiogroup', { name: 'Activity feed' })
        .getByText('Everyone', { exact: true })
        .click();
      await expect(
        page.getByRole('list', { name: 'Activity' }).getByRole('article').first(),
      ).toBeVisible();
      await expectAccessible(page, 'Home Activity, Everyone');

      await page.goto(`/gig/${mine.artistId}/${mine.cityId}/${date}`);
      await expect(
        page.getByRole('region', { name: "Everyone's shows" }).getByRole('article'),
      ).toHaveCount(2);
      await expectAccessible(page, 'gig page');
      await page.goto(`/gig/${mine.artistId}/${mine.cityId}/${soon}`);
      await expect(
        page.getByRole('region', { name: 'People you follow who are going' }),
      ).toBeVisible();
      await expectAccessible(page, 'gig page, people going');
    });

    test('the dialogs of the header and the ranking: search, notifications, ranking, edit show, delete show', async ({
      page,
      request,
    }) => {
      const world = await makeWorldOnHome(page, request);

      const search = await openSearchDialog(page);
      await search.getByRole('combobox').fill(world.artist.slice(0, 8));
      await expect(search.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, 'Search dialog');
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      await openNotifications(page);
      await expectAccessible(page, 'Notifications');
      await page.keyboard.press('Escape');
      // Closed, the panel takes its history entry back (Back closes a dialog): a page load
      // started before that would be cut short by it.
      await expect(notificationsPanel(page)).toBeHidden();

      await profile.openOwn(page);
      await ranking.seenSection(page).getByRole('button', { name: 'See all' }).click();
      await expect(ranking.fullRankingRows(page).first()).toBeVisible();
      await expectAccessible(page, 'Full Ranking');
      await ranking
        .fullRankingDialog(page)
        .getByRole('button', { name: `Edit ${world.artist} show` })
        .first()
        .click();
      await expect(ranking.editDialog(page)).toBeVisible();
      await expectAccessible(page, 'Edit show');
      await ranking.editDialog(page).getByRole('button', { name: 'Delete' }).click();
      await expect(ranking.deleteShowDialog(page)).toBeVisible();
      await expectAccessible(page, 'Delete show confirmation');
      await ranking.deleteShowDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await expect(ranking.deleteShowDialog(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(ranking.editDialog(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(ranking.fullRankingDialog(page)).toBeHidden();
    });

    // Its own test (a world of its own): the two share the work between the workers.
    test("the profile's dialogs: insights, followers, Wrapped, edit profile, crop", async ({
      page,
      request,
    }) => {
      const world = await makeWorld(page, request);
      await profile.openOwn(page);

      const insights = await profile.openInsights(page, 'artist');
      await expect(profile.insightRows(insights).first()).toBeVisible();
      await expectAccessible(page, 'Artist Insights');
      await page.keyboard.press('Escape');
      await expect(insights).toBeHidden();

      await profile.countButton(page, /^1 Followers?$/).click();
      const followers = page.getByRole('dialog', { name: /Followers/ });
      await expect(followers.getByText(world.friend.displayName)).toBeVisible();
      await expectAccessible(page, 'Followers');
      await page.keyboard.press('Escape');
      await expect(followers).toBeHidden();

      const wrapped = await profile.openWrapped(page);
      await expect(wrapped.getByText(world.artist).first()).toBeVisible();
      await expectAccessible(page, 'Wrapped');
      await page.keyboard.press('Escape');
      await expect(wrapped).toBeHidden();

      await profile.openEditDialog(page);
      await expectAccessible(page, 'Edit profile');
      await page.keyboard.press('Escape');
      await expect(profile.editDialog(page)).toBeHidden();

      await profile.chooseAvatarFile(page, pngFile('me.png', 320, 240));
      await expect(profile.cropDialog(page)).toBeVisible();
      await expectAccessible(page, 'Crop');
    });
  });
}
