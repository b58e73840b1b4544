import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makePng, newUser, registerUser, toast } from './fixtures';
import { openOwnProfile, pngSize, wrappedDialog } from './profile-edit-helpers';
import { postShow, uniqueArtist } from './show-helpers';

test.describe('Wrapped', () => {
  test('the card shows the stats, switches years and downloads as a PNG', async ({ page }) => {
    // Four shows, a picture and an image render: more than the default budget on a busy machine.
    test.setTimeout(90_000);
    const me = await registerUser(page, { ...newUser('wrap'), displayName: 'Ada Fan' });
    const loved = uniqueArtist('Loved');
    const other = uniqueArtist('Other');
    const older = uniqueArtist('Older');
    await postShow(page, { artist: loved, city: 'Lisbon', date: '2024-05-10', score: 90 });
    await postShow(page, { artist: loved, city: 'Lisbon', date: '2024-08-02', score: 85 });
    await postShow(page, { artist: other, city: 'Porto', date: '2024-09-20', score: 70 });
    await postShow(page, { artist: older, city: 'Madrid', date: '2023-03-15', score: 60 });
    // A picture, so the PNG has the avatar in it (same-origin /uploads).
    const picture = await page.request.patch(
      `/api/users/${await page.evaluate(() => Number(localStorage.getItem('currentUserId')))}`,
      {
        multipart: {
          profilePicture: { name: 'me.png', mimeType: 'image/png', buffer: makePng(120, 120) },
        },
      },
    );
    expect(picture.ok(), await picture.text()).toBe(true);

    await openOwnProfile(page);
    await page.getByRole('button', { name: 'Wrapped', exact: true }).click();
    const dialog = wrappedDialog(page);
    await expect(dialog).toBeVisible();
    const card = dialog.getByTestId('wrapped-card');

    await expect(card).toContainText('Gigrank');
    await expect(card).toContainText('Ada Fan');
    await expect(card.getByRole('img', { name: 'Ada Fan' })).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\//,
    );
    await expect(card.getByRole('group', { name: 'Favorite Artist' })).toContainText(loved);
    await expect(card.getByRole('group', { name: 'Favorite Artist' })).toContainText(
      'Avg score 87.5',
    );
    await expect(card.getByRole('group', { name: 'Most Visited' })).toContainText('Lisbon');
    await expect(card.getByRole('group', { name: 'Most Visited' })).toContainText('2 shows');
    await expect(card.getByRole('group', { name: 'Total Shows' })).toContainText('4');
    await expect(card.getByRole('group', { name: 'Global Rank' })).toContainText(/#\d+/);

    const top = card.getByRole('list', { name: 'Top Rated Shows' }).getByRole('listitem');
    await expect(top).toHaveCount(3);
    await expect(top.nth(0)).toContainText(loved);
    await expect(top.nth(0)).toContainText('Lisbon · May 2024');
    await expect(top.nth(0)).toContainText('90');
    await expect(top.nth(1)).toContainText('August 2024');
    await expect(top.nth(2)).toContainText(other);
    await expect(top.nth(0).getByRole('link', { name: loved })).toHaveAttribute(
      'href',
      `/artist/${encodeURIComponent(loved)}`,
    );
    await expect(card).toContainText(`Follow me @${me.username}`);
    await expect(card).toContainText(/Created \w+ \d{1,2}, \d{4}/);

    // The year picker: all time plus each year with shows.
    const year = dialog.getByLabel('Year');
    await expect(year).toHaveValue('All time');
    await year.click();
    await expect(page.getByRole('option')).toHaveText(['All time', '2024', '2023']);
    await page.getByRole('option', { name: '2023' }).click();
    await expect(card).toContainText('Wrapped · 2023');
    await expect(card.getByRole('group', { name: 'Total Shows' })).toContainText('1');
    await expect(card.getByRole('group', { name: 'Favorite Artist' })).toContainText(older);
    await expect(card.getByRole('group', { name: 'Favorite Artist' })).toContainText(
      'Avg score 60.0',
    );
    await expect(top).toHaveCount(1);

    await year.click();
    await page.getByRole('option', { name: 'All time' }).click();
    await expect(card.getByRole('group', { name: 'Total Shows' })).toContainText('4');

    // Download: a PNG named after the display name, at scale 2.
    const cardBox = await card.boundingBox();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Image' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Ada Fan-gigrank-wrapped.png');
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.length).toBeGreaterThan(10_000);
    const size = pngSize(bytes);
    expect(size.width).toBe(Math.round((cardBox?.width ?? 0) * 2));
    expect(Math.abs(size.height - (cardBox?.height ?? 0) * 2)).toBeLessThanOrEqual(2);
    await expect(toast(page, 'Downloaded successfully')).toContainText(
      'Your Gigrank Wrapped image has been downloaded!',
    );
  });

  test("another user's Wrapped, and an empty one", async ({ page, browser }) => {
    const other = await registerUser(page, newUser('star'));
    const artist = uniqueArtist('Headliner');
    await postShow(page, { artist, city: 'Berlin', date: '2024-02-02', score: 77 });
    const otherId = await page.evaluate(() => Number(localStorage.getItem('currentUserId')));

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await registerUser(visitor, newUser('visit'));
    await visitor.goto(`/profile/${otherId}`);
    await visitor.getByRole('button', { name: 'Wrapped', exact: true }).click();
    const card = wrappedDialog(visitor).getByTestId('wrapped-card');
    await expect(card).toContainText(other.displayName);
    await expect(card.getByRole('group', { name: 'Favorite Artist' })).toContainText(
      'Avg score 77.0',
    );
    await expect(card).toContainText(`Follow me @${other.username}`);
    await visitor.keyboard.press('Escape');

    // The visitor has no shows: dashes and the empty text.
    await visitor.goto('/profile');
    await visitor.getByRole('button', { name: 'Wrapped', exact: true }).click();
    const own = wrappedDialog(visitor).getByTestId('wrapped-card');
    await expect(own.getByRole('group', { name: 'Total Shows' })).toContainText('0');
    await expect(own.getByRole('group', { name: 'Global Rank' })).toContainText('—');
    await expect(own.getByRole('group', { name: 'Favorite Artist' })).toContainText(
      'No ratings yet',
    );
    await expect(own).toContainText('No shows rated yet');
    await context.close();
  });

  test('a failed render says so', async ({ page }) => {
    await registerUser(page);
    await openOwnProfile(page);
    await page.getByRole('button', { name: 'Wrapped', exact: true }).click();
    const dialog = wrappedDialog(page);
    await expect(dialog.getByTestId('wrapped-card')).toBeVisible();
    // Break the canvas export the renderer relies on.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function () {
        throw new Error('broken canvas');
      };
      HTMLCanvasElement.prototype.toDataURL = function () {
        throw new Error('broken canvas');
      };
    });
    await dialog.getByRole('button', { name: 'Download Image' }).click();
    await expect(toast(page, 'Download failed')).toContainText(
      'There was an error generating your image.',
    );
  });
});
