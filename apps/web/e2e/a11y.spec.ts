import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { artistPath, loadedFeed, openSearchDialog } from './support/app';
import { pngFile } from './support/files';
import { openNotifications } from './support/privacy';
import * as profile from './support/profile';
import * as ranking from './support/ranking';
import { daysAgo, expectOk, followViaApi, logShow, uniqueName } from './support/seed';
import { expect, test } from './support/test';
import { newUser, openSecondBrowser, registerUser, type SignedUpUser } from './support/users';

/**
 * Every screen and dialog, signed in with real data, passes axe (WCAG 2.2 A
 * and AA; serious and critical violations fail) at desktop and phone width
 * (issue 18).
 */

const WIDTHS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

interface World {
  me: SignedUpUser;
  friend: SignedUpUser;
  artist: string;
  showId: number;
}

/**
 * The signed-in user with a history (shows with guests, photos, notes, every
 * verdict), a friend who follows them, likes and comments on their show, and
 * whom they follow back: every list and badge has rows.
 */
async function makeWorld(page: Page, browser: Browser): Promise<World> {
  const me = await registerUser(page, newUser('a11y'));
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
  await logShow(page.request, { artist: uniqueName('Okay Act'), score: 55, date: daysAgo(90) });
  await logShow(page.request, { artist: uniqueName('Meh Act'), score: 25, date: daysAgo(120) });
  for (let i = 0; i < 3; i++) {
    await logShow(page.request, { artist: uniqueName(`Filler ${i}`), score: 60 + i });
  }

  const second = await openSecondBrowser(browser, newUser('a11yfriend'));
  await logShow(second.page.request, { artist, score: 88, photos: 1 });
  await followViaApi(second.page.request, second.user.id, me.id);
  await followViaApi(page.request, me.id, second.user.id);
  await expectOk(second.page.request.post(`/api/shows/${first.id}/like`));
  await expectOk(
    second.page.request.post(`/api/shows/${first.id}/comments`, {
      data: { body: 'What a night!' },
    }),
  );
  await second.context.close();
  return { me, friend: second.user, artist, showId: first.id };
}

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name} width`, () => {
    test.use({ viewport: width.size });
    // Each axe pass over a full screen takes seconds on this machine's two cores.
    test.describe.configure({ timeout: 180_000 });

    test('the screens: home tabs, profile, show, artist, leaderboard, add show, 404', async ({
      page,
      browser,
    }) => {
      const world = await makeWorld(page, browser);

      await page.goto('/');
      await expect(loadedFeed(page)).toBeVisible();
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
      await page.goto(`/profile/${world.friend.id}`);
      await expect(page.getByRole('heading', { name: world.friend.displayName })).toBeVisible();
      await expectAccessible(page, "another user's profile");

      await page.goto(`/show/${world.showId}`);
      await expect(page.getByRole('heading', { name: world.artist })).toBeVisible();
      await expectAccessible(page, 'show page');

      await page.goto(artistPath(world.artist));
      await expect(page.getByRole('heading', { name: world.artist })).toBeVisible();
      await expectAccessible(page, 'artist page');

      await page.goto('/leaderboard');
      await expect(page.locator('tr[data-skeleton]')).toHaveCount(0);
      await expectAccessible(page, '/leaderboard');

      await page.goto('/add');
      await expect(page.getByRole('heading', { name: 'Add New Show', level: 1 })).toBeVisible();
      await expectAccessible(page, 'Add show');

      await page.goto('/no/such/page');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expectAccessible(page, '404');
    });

    test('the dialogs: search, notifications, ranking, edit show, insights, followers, Wrapped, edit profile, crop', async ({
      page,
      browser,
    }) => {
      const world = await makeWorld(page, browser);
      await page.goto('/');
      await expect(loadedFeed(page)).toBeVisible();

      const search = await openSearchDialog(page);
      await search.getByRole('combobox').fill(world.artist.slice(0, 8));
      await expect(search.getByRole('option').first()).toBeVisible();
      await expectAccessible(page, 'Search dialog');
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      await openNotifications(page);
      await expectAccessible(page, 'Notifications');
      await page.keyboard.press('Escape');

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
      await page.keyboard.press('Escape');
      await expect(ranking.editDialog(page)).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(ranking.fullRankingDialog(page)).toBeHidden();

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
