import type { Locator, Page } from '@playwright/test';
import type { Show, User } from '@gigrank/domain';
import { exifJpeg, type PhotoExif } from '../support/exif-jpeg';
import type { FileFields } from '../support/files';
import { logShow, uniqueNames } from '../support/seed';
import { expect, test } from '../support/test';
import { newUser, registerViaApi, signUpOnHome } from '../support/users';

/**
 * Backfill from photos at phone width: 30 JPEGs whose EXIF says when
 * (with its offset) and where they were taken, over four evenings at
 * catalogue cities (two running past midnight) and three photos without a
 * date or a place. The screen reads them on the device, proposes the
 * evenings (one with the gig another fan logged there that night), and the
 * three confirmed become unscored shows in the rating queue; picking the
 * same photos again, the import skips the one already logged.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

/** The signed-in user's id. */
async function myId(page: Page): Promise<string> {
  const me = await page.request.get('/api/auth/me');
  return String(((await me.json()) as { user: User }).user.id);
}

/** Points beside the catalogue's city centres (GeoNames), where each is the nearest city. */
const LISBON = { lat: 38.71667, lng: -9.13333 };
const PORTO = { lat: 41.14961, lng: -8.61099 };
const MADRID = { lat: 40.4165, lng: -3.70256 };
const BERLIN = { lat: 52.52437, lng: 13.41053 };

/** `count` photos from `start` (local 'YYYY-MM-DD HH:mm') every `everyMinutes`, a few metres apart. */
function evening(
  prefix: string,
  start: string,
  offset: string,
  at: { lat: number; lng: number },
  count: number,
  everyMinutes: number,
): { name: string; exif: PhotoExif }[] {
  const [date, time] = start.split(' ') as [string, string];
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const taken = new Date(wall + i * everyMinutes * 60_000).toISOString();
    return {
      name: `${prefix}-${i + 1}.jpg`,
      exif: {
        taken: `${taken.slice(0, 10)} ${taken.slice(11, 19)}`,
        offset,
        position: { lat: at.lat + i * 0.0002, lng: at.lng - i * 0.0001 },
      },
    };
  });
}

/** The 30 photos: 27 over four evenings, three without a date or a place. */
function photoLibrary(): FileFields[] {
  const photos = [
    // Lisbon, 21:10 to 00:50 the next day (+01:00): one evening, June 21.
    ...evening('lisbon', '2019-06-21 21:10', '+01:00', LISBON, 9, 25),
    // Porto, an evening in November (UTC).
    ...evening('porto', '2019-11-04 21:30', '+00:00', PORTO, 6, 15),
    // Madrid, a March evening.
    ...evening('madrid', '2019-03-10 20:30', '+01:00', MADRID, 6, 20),
    // Berlin, 22:00 to 01:45 the next day (+02:00): one evening, August 16.
    ...evening('berlin', '2019-08-16 22:00', '+02:00', BERLIN, 6, 45),
    { name: 'no-gps-1.jpg', exif: { taken: '2019-06-21 22:00:00', offset: '+01:00' } },
    { name: 'no-gps-2.jpg', exif: { taken: '2019-06-21 22:05:00' } },
    { name: 'no-date.jpg', exif: { position: LISBON } },
  ];
  return photos.map((photo) => exifJpeg(photo.name, photo.exif));
}

async function pickPhotos(page: Page, files: FileFields[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('button', { name: /Choose (other )?photos/ })
    .first()
    .click();
  await (await chooser).setFiles(files);
}

const proposals = (page: Page) => page.getByTestId('photo-backfill-proposal');
const proposal = (page: Page, title: string): Locator =>
  proposals(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('photos become evenings; three confirmed land in the rating queue, and again are skipped', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [headliner, portoBand, berlinBand] = uniqueNames(
    'Photo Headliner',
    'Porto Band',
    'Berlin Band',
  );
  // Another fan logged the Lisbon gig that night, at its venue.
  const fan = await playwright.request.newContext({ baseURL });
  await registerViaApi(fan, newUser('photofan'));
  await logShow(fan, {
    artist: headliner,
    city: 'Lisbon',
    venue: 'Coliseu dos Recreios',
    date: '2019-06-21',
  });
  await fan.dispose();

  await signUpOnHome(page);
  await page.goto('/import/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Backfill from photos' })).toBeVisible();
  const library = photoLibrary();
  expect(library).toHaveLength(30);
  await pickPhotos(page, library);

  // Four evenings, earliest first; the photos past midnight stay with their evening.
  const review = page.getByRole('region', { name: '4 evenings found in 30 photos' });
  await expect(review).toBeVisible();
  await expect(
    review.getByRole('heading', { name: '4 evenings found in 30 photos' }),
  ).toBeFocused();
  await expect(proposals(page)).toHaveCount(4);
  await expect(review.getByRole('heading', { level: 3 })).toHaveText([
    'March 10, 2019',
    'June 21, 2019',
    'August 16, 2019',
    'November 4, 2019',
  ]);
  await expect(review).toContainText('3 photos without a date or a place, left out');
  await review.getByText('3 photos without a date or a place, left out').click();
  await expect(review.getByText('no-date.jpg: no date')).toBeVisible();
  await expect(review.getByText('no-gps-1.jpg: no place')).toBeVisible();

  // Lisbon: 21:10 to 00:30, nine photos; the server's suggestion fills in the show.
  const lisbon = proposal(page, 'June 21, 2019');
  await expect(lisbon).toContainText('21:10 to 00:30, 9 photos');
  await expect(lisbon).toContainText(`${headliner} at Coliseu dos Recreios? 1 person logged it`);
  await expect(lisbon.getByLabel('Artist')).toHaveValue(headliner);
  await expect(lisbon.getByLabel('City')).toHaveValue('Lisbon');
  await expect(lisbon.getByLabel('Venue')).toHaveValue('Coliseu dos Recreios');
  await expect(lisbon.getByLabel('Date (YYYY-MM-DD)')).toHaveValue('2019-06-21');

  await lisbon.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('photo-backfill-proposal.png') });

  // Berlin ran past midnight: one evening, on the 16th.
  const berlin = proposal(page, 'August 16, 2019');
  await expect(berlin).toContainText('22:00 to 01:45, 6 photos');
  await expect(berlin.getByLabel('City')).toHaveValue('Berlin');

  // The nearest catalogue city fills in the others; nobody logged a gig there.
  const porto = proposal(page, 'November 4, 2019');
  await expect(porto.getByLabel('City')).toHaveValue('Porto');
  await expect(porto).toContainText('Porto (PT)');
  await expect(porto.getByLabel('Artist')).toHaveValue('');

  // A proposal without an artist cannot be confirmed.
  await porto.getByRole('button', { name: 'Confirm' }).click();
  await expect(porto.getByRole('alert')).toHaveText('Add the artist to confirm this show.');
  await porto.getByLabel('Artist').fill(portoBand);
  await porto.getByRole('button', { name: 'Confirm' }).click();
  // Confirmed as 'artist, [venue,] city': other specs may have left a venue in Porto.
  await expect(porto).toContainText(new RegExp(`${portoBand}, (.+, )?Porto`));

  // Lisbon's nine photos go with its show; the others' stay on the device.
  await lisbon.getByRole('checkbox', { name: 'Attach its 9 photos to the show' }).check();
  await lisbon.getByRole('button', { name: 'Confirm' }).click();
  await expect(lisbon).toContainText('with 9 photos');
  await berlin.getByLabel('Artist').fill(berlinBand);
  await berlin.getByRole('button', { name: 'Confirm' }).click();
  await proposal(page, 'March 10, 2019').getByRole('button', { name: 'Drop' }).click();
  await expect(proposal(page, 'March 10, 2019')).toContainText('Not added');

  await page.screenshot({
    path: test.info().outputPath('photo-backfill-review.png'),
    fullPage: true,
  });
  await page.getByRole('button', { name: 'Add 3 shows' }).click();
  const summary = page.getByRole('region', { name: 'Import finished' });
  await expect(summary).toContainText('Imported 3 shows, skipped 0 already logged, 0 refused');
  await expect(summary.getByRole('heading', { name: 'Import finished' })).toBeFocused();
  await expect(page.getByTestId('photo-backfill-attached')).toHaveText(
    'Photos attached to 1 show.',
  );
  const queue = await page.request.get(`/api/users/${await myId(page)}/unscored-shows`);
  const imported = ((await queue.json()) as { shows: Show[] }).shows;
  expect(imported.find((show) => show.artist === headliner)?.photos).toHaveLength(9);
  expect(imported.find((show) => show.artist === portoBand)?.photos).toHaveLength(0);
  await page.screenshot({ path: test.info().outputPath('photo-backfill-done.png') });

  // The three wait in the rating queue, unscored.
  await summary.getByRole('link', { name: 'Rate your imported shows' }).click();
  await expect(page).toHaveURL('/rate');
  await expect(page.getByTestId('rate-left')).toHaveText('3 left');
  await expect(page.getByTestId('rate-card').getByRole('heading').first()).toHaveText(
    new RegExp(`^(${headliner}|${portoBand}|${berlinBand})$`),
  );

  // The same photos again: the Lisbon show is already logged, and the import says so.
  await page.goto('/import/photos');
  await pickPhotos(page, library);
  const again = proposal(page, 'June 21, 2019');
  await expect(again.getByLabel('Artist')).toHaveValue(headliner);
  await again.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'Add 1 show' }).click();
  await expect(summary).toContainText('Imported 0 shows, skipped 1 already logged, 0 refused');
  await expect(page.getByTestId('photo-backfill-duplicates')).toContainText(
    `${headliner}, Lisbon, 2019-06-21`,
  );
});

test('photos without a date or a place: no evening, and the screen says why', async ({ page }) => {
  await signUpOnHome(page);
  // Reached from the Import page.
  await page.goto('/import');
  await page.getByRole('link', { name: 'Find your gigs in your photos' }).click();
  await expect(page).toHaveURL(/\/import\/photos$/);
  await pickPhotos(page, [
    exifJpeg('a.jpg', { taken: '2019-06-21 22:00:00' }),
    exifJpeg('b.jpg', { position: LISBON }),
  ]);
  const review = page.getByRole('region', { name: '0 evenings found in 2 photos' });
  await expect(review).toContainText('No evening found');
  await expect(review).toContainText('2 photos without a date or a place, left out');
  await expect(page.getByRole('button', { name: /^Add/ })).toHaveCount(0);
});
