import { expect, test } from '../support/test';
import { artistPath, showCards, toast } from '../support/app';
import {
  holdPhotosProcessing,
  pagesWithoutFirstScreen,
  recordProcedureCalls,
} from '../support/network';
import { pngFile } from '../support/files';
import { identityLink } from '../support/profile';
import * as ranking from '../support/ranking';
import { expectOk, logShow, uniqueName, uniqueNames } from '../support/seed';
import { newUser, registerViaApi, signUp, signUpWithOther } from '../support/users';

test.describe('the show page', () => {
  test('shows every field, the guests, the verdict and the photo gallery', async ({
    page,
    request,
  }) => {
    // A separate request context: the page's own cookies stay out of it.
    const { me, other: friend } = await signUpWithOther(page, request, { other: 'pal' });
    const [artist, g1, g2] = uniqueNames('Stage Lights', 'Opener', 'Surprise');
    const show = await logShow(page.request, {
      artist,
      city: 'Lisbon',
      date: '2024-03-05',
      score: 88,
      venue: 'Coliseu dos Recreios',
      companion: friend.username,
      favoriteSong: 'Encore Song',
      notes: 'Front row.\nThe encore was unforgettable.',
      guests: [g1, g2],
      photos: [pngFile('crowd.png', 64, 48)],
    });
    expect(show.photos).toHaveLength(1);

    await page.goto(`/show/${show.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${artist}.*\\| Gigrank`));
    await expect(page.getByTestId('show-guests')).toHaveText(`with ${g1} and ${g2}`);
    await expect(page.getByRole('link', { name: g1 })).toHaveAttribute('href', artistPath(g1));
    await expect(page.getByText('March 5, 2024')).toBeVisible();
    await expect(page.getByTestId('show-venue')).toHaveText('Coliseu dos Recreios');
    await expect(page.getByTestId('show-city')).toContainText('Lisbon');
    await expect(page.getByLabel('Score 88 out of 100')).toBeVisible();
    await expect(page.getByText('Loved it!')).toBeVisible();
    await expect(page.getByText('Ranked #1')).toBeVisible();
    await expect(page.getByTestId('show-notes')).toHaveText(
      'Front row.\nThe encore was unforgettable.',
    );
    await expect(page.getByText('Encore Song')).toBeVisible();
    await expect(identityLink(page, me)).toBeVisible();

    // The companion resolves to a user: linked to their profile.
    const companion = page.getByRole('link', { name: `@${friend.username}` });
    await expect(companion).toHaveAttribute('href', /\/profile\/\d+$/);

    // The gallery opens the full-size (display) image.
    const photos = page.getByRole('region', { name: 'Photos' });
    await photos.getByRole('button', { name: 'Open photo 1 of 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await expect(viewer).toBeVisible();
    const full = viewer.getByRole('img', { name: /Photo 1 from the/ });
    await expect(full).toHaveAttribute('src', show.photos[0]!.url);
    await expect
      .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    await companion.click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: friend.displayName })).toBeVisible();
  });

  test('the owner edits the details and deletes the show from its page', async ({ page }) => {
    await signUp(page);
    const artist = uniqueName('Edit Me');
    const show = await logShow(page.request, {
      artist,
      score: 64,
      venue: 'Old Hall',
      photos: [pngFile('a.png', 40, 40)],
    });
    await page.goto(`/show/${show.id}`);
    await expect(page.getByText('It was okay')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = ranking.editDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Venue' }).fill('New Arena');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill('Changed my mind about this one.');
    // Bad input is refused with its message and nothing is sent.
    await dialog.getByRole('combobox', { name: 'Artist', exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Artist is required')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Artist', exact: true }).fill(artist);
    await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Show updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('show-venue')).toHaveText('New Arena');
    await expect(page.getByTestId('show-notes')).toHaveText('Changed my mind about this one.');
    await expect(page.getByText('No photos from this show yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = ranking.deleteShowDialog(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Show deleted')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expect(
      ranking.seenSection(page).getByText("You haven't ranked any shows yet"),
    ).toBeVisible();

    await page.goto(`/show/${show.id}`);
    await expect(page.getByRole('heading', { name: 'Show not found' })).toBeVisible();
  });

  test('a visitor sees no Edit or Delete and a read-only Seen list', async ({ page, request }) => {
    const owner = await registerViaApi(request, newUser('owner'));
    const artist = uniqueName('Visited');
    const show = await logShow(request, { artist, city: 'Rome', score: 91 });
    await logShow(request, { artist: uniqueName('Second'), city: 'Rome', score: 30 });

    await signUp(page, newUser('visitor'));
    await page.goto(`/show/${show.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    await identityLink(page, owner).click();
    await expect(page).toHaveURL(`/profile/${show.userId}`);
    await expect(page.getByRole('heading', { level: 1, name: owner.displayName })).toBeVisible();
    await expect(ranking.seenRows(page)).toHaveCount(2);
    await expect(ranking.seenRows(page).first()).toContainText(artist);
    await expect(ranking.seenSection(page).getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await ranking.seenSection(page).getByRole('button', { name: 'See all' }).click();
    await expect(ranking.fullRankingRows(page)).toHaveCount(2);
    await expect(
      ranking.fullRankingDialog(page).getByRole('button', { name: /^Edit / }),
    ).toHaveCount(0);
  });

  test("a visitor on a profile without shows sees '{displayName} hasn't ranked any shows yet'", async ({
    page,
    request,
  }) => {
    const { other: quiet } = await signUpWithOther(page, request, { me: 'peek', other: 'quiet' });
    const lookup = await page.request.get(`/api/users/by-username/${quiet.username}`);
    expect(lookup.ok()).toBeTruthy();
    const { id: quietId } = (await lookup.json()) as { id: number };
    await page.goto(`/profile/${quietId}`);
    const seen = ranking.seenSection(page);
    await expect(seen.getByText(`${quiet.displayName} hasn't ranked any shows yet`)).toBeVisible();
    await expect(seen.getByRole('link', { name: 'Add your first show' })).toHaveCount(0);
  });

  test('a missing show is asked for once, on a fresh load and on an in-app visit', async ({
    page,
  }) => {
    // The loader's request was sent again (main.tsx runs the loader twice on a
    // fresh load), and the screen's query asked once more on mount after the failure.
    const calls = recordProcedureCalls(page);
    const asked = () => calls.filter((procedure) => procedure === 'shows.byId').length;
    await signUp(page);
    await page.goto('/show/999999');
    await expect(page.getByRole('heading', { name: 'Show not found' })).toBeVisible();
    // Anything sent late would have left by now.
    await page.waitForTimeout(1000);
    expect(asked(), 'shows.byId requests on a fresh load').toBe(1);

    // In the app: a show the artist page still lists, deleted meanwhile.
    const artist = uniqueName('Vanished Act');
    const show = await logShow(page.request, { artist, city: 'Porto' });
    await page.goto(artistPath(artist));
    await expect(showCards(page)).toHaveCount(1);
    await expectOk(page.request.delete(`/api/shows/${show.id}`));
    calls.length = 0;
    await showCards(page).first().getByText('Porto').click();
    await expect(page).toHaveURL(`/show/${show.id}`);
    await expect(page.getByRole('heading', { name: 'Show not found' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(asked(), 'shows.byId requests on an in-app visit').toBe(1);
  });

  test("an unknown show gives a clear 'Show not found' state", async ({ page }) => {
    await signUp(page);
    await page.goto('/show/999999');
    await expect(page.getByRole('heading', { name: 'Show not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('a photo whose sizes are being made', () => {
  test('stands as a placeholder, and the page shows it once they exist', async ({
    page,
    request,
  }) => {
    const { me } = await signUpWithOther(page, request, { other: 'pal' });
    const show = await logShow(page.request, {
      artist: uniqueName('Slow Photo'),
      city: 'Lisbon',
      date: '2024-03-05',
      score: 70,
      photos: [pngFile('crowd.png', 64, 48)],
    });
    // Every answer says the photo is still processing until the placeholder has been seen (on
    // a busy machine, prefetches may take the first answers; a batched call is caught as well).
    const hold = await holdPhotosProcessing(page, 'shows.byId');
    // Opened from the profile, in the app: the page asks the API (a first screen would not).
    await page.goto(`/profile/${me.id}`);
    await page.locator(`a[href="/show/${show.id}"]`).first().click();
    const photos = page.getByRole('region', { name: 'Photos' });
    await expect(photos.getByRole('img', { name: 'Photo processing' })).toBeVisible();
    hold.release();
    // The page asks again by itself (every 1.5 s at first) and shows the photo once it is made.
    await expect(photos.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(photos.getByRole('img', { name: 'Photo processing' })).toHaveCount(0);
    expect(hold.held()).toBeGreaterThan(0);
  });

  test("on a list's show card too: the artist page asks again and shows the thumbnail", async ({
    page,
  }) => {
    await signUp(page);
    const artist = uniqueName('Slow Card');
    await logShow(page.request, { artist, score: 70, photos: [pngFile('stage.png', 64, 48)] });
    await pagesWithoutFirstScreen(page);
    const hold = await holdPhotosProcessing(page, 'artists.page');
    await page.goto(artistPath(artist));
    const card = showCards(page);
    await expect(card.getByRole('img', { name: 'Photo processing' })).toBeVisible();
    hold.release();
    await expect(card.getByRole('img', { name: `Photo 1 of ${artist}` })).toBeVisible({
      timeout: 10_000,
    });
    await expect(card.getByRole('img', { name: 'Photo processing' })).toHaveCount(0);
  });
});
