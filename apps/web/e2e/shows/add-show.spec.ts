import { expect, test } from '../support/test';
import type { Show } from '@gigrank/domain';
import * as addShow from '../support/add-show';
import { toast, toastWith } from '../support/app';
import { file, pngFile } from '../support/files';
import { holdRequests, failProcedure, recordRequests } from '../support/network';
import { uniqueName } from '../support/seed';
import { newUser, registerViaApi, type SignedUpUser, signUp } from '../support/users';

test.describe('Add New Show', () => {
  let me: SignedUpUser;
  test.beforeEach(async ({ page }) => {
    me = await signUp(page);
  });

  test('adds a show with a typed new artist, a listed city, two guests and a photo', async ({
    page,
  }) => {
    const artist = uniqueName('The Velvet Basement');
    const newGuest = uniqueName('Basement Choir');
    const form = await addShow.goto(page, '/add');

    // Defaults: today, score 75 ('It was okay').
    await expect(form.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(form.getByRole('slider', { name: 'Score' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(form.getByText('It was okay', { exact: true })).toBeVisible();

    // The artist is typed freely (no pick): saving creates it.
    await addShow.picker(form, 'Artist').fill(artist);
    await expect(addShow.noResults(page, 'Artist', artist)).toBeVisible();
    await addShow.picker(form, 'Artist').press('Escape');

    await addShow.pickOption(page, form, 'City', 'Lisbon', 'Lisbon, PT');
    await expect(addShow.picker(form, 'City')).toHaveValue('Lisbon, PT');
    await form.getByLabel('Venue').fill('Coliseu dos Recreios');

    // A catalogue guest, picked from the list (with streams and rank).
    await addShow.picker(form, 'Guest artists').fill('Arctic Monk');
    const option = addShow.suggestions(page, 'Guest artists').getByRole('option', {
      name: /^Arctic Monkeys/,
    });
    await expect(option).toContainText('monthly streams');
    await expect(option).toContainText('#50');
    await option.click();
    await expect(toastWith(page, 'Guest artist added', 'Arctic Monkeys')).toBeVisible();
    // A new guest, added from the no-results state.
    await addShow.createOption(page, form, 'Guest artists', newGuest, 'artist');
    await expect(toastWith(page, 'Guest artist added', newGuest)).toBeVisible();
    await expect(addShow.guestChips(form)).toHaveText(['Arctic Monkeys', newGuest]);

    await form.getByLabel('Favorite song').fill('Basement Hymn');
    await form.getByLabel('Notes').fill('Sweaty, loud, perfect.');
    await addShow.moveScore(form, 10);
    await expect(form.getByTestId('score-value')).toHaveText('85');
    await expect(form.getByText('Loved it!', { exact: true })).toBeVisible();

    await form.getByLabel('Add photos').setInputFiles(pngFile('stage.png', 64, 48));
    await expect(toast(page, '1 photo(s) selected')).toBeVisible();
    await expect(addShow.photoPreviews(form)).toHaveCount(1);

    await form.getByRole('button', { name: 'Save Show' }).click();
    const added = toast(page, 'Show added successfully');
    await expect(added).toBeVisible();
    await expect(added).toContainText(`You rated ${artist} 85/100`);

    // A full reset.
    await expect(addShow.picker(form, 'Artist')).toHaveValue('');
    await expect(addShow.picker(form, 'City')).toHaveValue('');
    await expect(form.getByLabel('Venue')).toHaveValue('');
    await expect(form.getByLabel('Notes')).toHaveValue('');
    await expect(form.getByLabel('Favorite song')).toHaveValue('');
    await expect(form.getByRole('slider', { name: 'Score' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(addShow.guestChips(form)).toHaveCount(0);
    await expect(addShow.photoPreviews(form)).toHaveCount(0);

    // Stored: on the artist's page data, with its city, guests, score and photo.
    const shows = await addShow.artistShows(page.request, artist);
    expect(shows).toHaveLength(1);
    const show = shows[0]!;
    expect(show).toMatchObject({
      artist,
      city: 'Lisbon',
      cityCountry: 'PT',
      venue: 'Coliseu dos Recreios',
      notes: 'Sweaty, loud, perfect.',
      score: 85,
      rating: 'loved',
    });
    expect(show.guestAppearances.map((g) => g.artist)).toEqual(['Arctic Monkeys', newGuest]);
    expect(show.photos).toHaveLength(1);
    // Its sizes are made after the answer: the show page shows the photo once they exist
    // (a placeholder until then, asked again while it waits).
    await page.goto(`/show/${show.id}`);
    await expect(page.getByRole('button', { name: 'Open photo 1 of 1' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('photo-processing')).toHaveCount(0);
    const thumb = page.getByRole('button', { name: 'Open photo 1 of 1' }).locator('img');
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // In the user's ranking, and listed as a guest appearance on the new guest's page.
    const ranked = await page.request.get(`/api/users/${me.id}/ranked-shows`);
    expect(((await ranked.json()) as Show[]).map((s) => s.id)).toContain(show.id);
    const guestPage = await addShow.artistShows(page.request, newGuest);
    expect(guestPage).toEqual([
      expect.objectContaining({ id: show.id, isGuestAppearance: true, mainArtist: artist }),
    ]);

    // The artist page shows it.
    await page.goto(`/artist/${encodeURIComponent(artist)}`);
    await expect(page.getByRole('heading', { name: artist, level: 1 })).toBeVisible();
  });

  test('the city picker tells same-named cities apart by their region, and saves the one picked', async ({
    page,
  }) => {
    const artist = uniqueName('Lisbon Ohio Band');
    const form = await addShow.goto(page);
    await addShow.picker(form, 'Artist').fill(artist);
    await addShow.picker(form, 'Artist').press('Escape');
    await addShow.picker(form, 'City').fill('Lisbon');
    const options = addShow.suggestions(page, 'City').getByRole('option');
    // Portugal's Lisbon (its region is Lisbon too: said once), then the six of the US.
    await expect(options.first()).toHaveText(/^Lisbon, PT/);
    const us = options.filter({ hasText: /^Lisbon, (.+, )?US/ });
    await expect(us).toHaveCount(6);
    const names = (await us.allTextContents()).map((text) => text.replace(/\s*[\d.]+K$/, ''));
    expect(names.sort()).toEqual([
      'Lisbon, Connecticut, US',
      'Lisbon, Iowa, US',
      'Lisbon, Maine, US',
      'Lisbon, North Dakota, US',
      'Lisbon, Ohio, US',
      'Lisbon, Ohio, US',
    ]);
    await expect(options.filter({ hasText: /^Lisbon, US/ })).toHaveCount(0);

    await options.filter({ hasText: /^Lisbon, North Dakota, US/ }).click();
    await expect(addShow.picker(form, 'City')).toHaveValue('Lisbon, North Dakota, US');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toast(page, 'Show added successfully')).toBeVisible();
    const [show] = await addShow.artistShows(page.request, artist);
    expect(show).toMatchObject({ city: 'Lisbon', cityCountry: 'US', cityRegion: 'North Dakota' });

    // Where the show is displayed, the region comes along.
    await page.goto(`/show/${show!.id}`);
    await expect(page.getByText('Lisbon, North Dakota, US')).toBeVisible();
  });

  test('guest rules: a fourth guest, a duplicate and the main artist are refused', async ({
    page,
  }) => {
    const form = await addShow.goto(page);
    await addShow.pickOption(page, form, 'Artist', 'Radiohead');
    await expect(addShow.picker(form, 'Artist')).toHaveValue('Radiohead');

    for (const guest of ['Coldplay', 'Arctic Monkeys', 'Daft Punk']) {
      await addShow.pickOption(page, form, 'Guest artists', guest);
      await expect(toastWith(page, 'Guest artist added', guest)).toBeVisible();
    }
    await expect(addShow.guestChips(form)).toHaveCount(3);

    await addShow.pickOption(page, form, 'Guest artists', 'Björk');
    const max = toast(page, 'Maximum guests reached');
    await expect(max).toBeVisible();
    await expect(max).toContainText('You can only add up to 3 guest artists');
    await expect(addShow.guestChips(form)).toHaveCount(3);

    await form.getByRole('button', { name: 'Remove guest Daft Punk' }).click();
    await expect(addShow.guestChips(form)).toHaveText(['Coldplay', 'Arctic Monkeys']);

    // A guest already added is not offered; typed (Enter) in another case: still a duplicate.
    await addShow.picker(form, 'Guest artists').fill('coldplay');
    await expect(addShow.noResults(page, 'Guest artists', 'coldplay')).toBeVisible();
    await addShow.picker(form, 'Guest artists').press('Enter');
    await expect(toast(page, 'Guest already added')).toBeVisible();

    // Nor is the main artist; typed, it is refused.
    await addShow.picker(form, 'Guest artists').fill('Radiohead');
    await expect(addShow.noResults(page, 'Guest artists', 'Radiohead')).toBeVisible();
    await addShow.picker(form, 'Guest artists').press('Enter');
    await expect(toast(page, 'Cannot add main artist as guest')).toBeVisible();
    await expect(addShow.guestChips(form)).toHaveText(['Coldplay', 'Arctic Monkeys']);
  });

  test('validation messages, with nothing saved', async ({ page }) => {
    const posts = recordRequests(page, addShow.isShowPost);
    const form = await addShow.goto(page);
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(form.getByText('Artist is required', { exact: true })).toBeVisible();
    await expect(form.getByText('City is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Date is required', { exact: true })).toBeVisible();
    await expect(addShow.picker(form, 'Artist')).toHaveAttribute('aria-invalid', 'true');

    // Typing clears a message; a date after tomorrow is refused.
    await addShow.typeFreely(form, 'Artist', 'Radiohead');
    await expect(form.getByText('Artist is required', { exact: true })).toHaveCount(0);
    await form.getByLabel('Date').fill('2999-01-01');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(form.getByText('Date cannot be in the future', { exact: true })).toBeVisible();
    await expect(form.getByText('City is required', { exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  test('/add-show?artist= prefills the artist', async ({ page }) => {
    let form = await addShow.goto(page, '/add-show?artist=Radiohead');
    await expect(addShow.picker(form, 'Artist')).toHaveValue('Radiohead');
    form = await addShow.goto(page, `/add?artist=${encodeURIComponent('Sigur Rós')}`);
    await expect(addShow.picker(form, 'Artist')).toHaveValue('Sigur Rós');
  });

  test("photos: the '{n} photo(s) selected' toast, previews, removal and refusals", async ({
    page,
  }) => {
    const form = await addShow.goto(page);
    const input = form.getByLabel('Add photos');
    await input.setInputFiles([pngFile('one.png', 40, 30), pngFile('two.png', 30, 40)]);
    await expect(toast(page, '2 photo(s) selected')).toBeVisible();
    await expect(addShow.photoPreviews(form)).toHaveCount(2);
    await form.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(addShow.photoPreviews(form)).toHaveCount(1);

    await input.setInputFiles(file('huge.png', 'image/png', Buffer.alloc(15 * 1024 * 1024 + 1)));
    const tooLarge = toast(page, 'Photo too large');
    await expect(tooLarge).toContainText('Each photo must be at most 15 MB');
    await expect(tooLarge).toContainText('huge.png');
    await input.setInputFiles(file('notes.txt', 'text/plain', 'not an image'));
    await expect(toast(page, 'Not an image')).toBeVisible();
    await expect(addShow.photoPreviews(form)).toHaveCount(1);

    const many = Array.from({ length: 20 }, (_, i) => pngFile(`p${i}.png`, 8, 8));
    await input.setInputFiles(many);
    await expect(toast(page, 'Too many photos')).toContainText('at most 20 photos');
    await expect(addShow.photoPreviews(form)).toHaveCount(20);
  });

  test('SAVING... while the show is sent', async ({ page }) => {
    const release = await holdRequests(page, '**/api/shows', 'POST');
    const form = await addShow.goto(page);
    await addShow.pickOption(page, form, 'Artist', 'Daft Punk');
    await addShow.pickOption(page, form, 'City', 'Paris', 'Paris, Île-de-France, FR');
    await form.getByRole('button', { name: 'Save Show' }).click();
    const saving = form.getByRole('button', { name: 'SAVING...' });
    await expect(saving).toBeVisible();
    await expect(saving).toBeDisabled();
    release();
    await expect(toast(page, 'Show added successfully')).toContainText(
      'You rated Daft Punk 75/100',
    );
    await expect(form.getByRole('button', { name: 'Save Show' })).toBeEnabled();
  });

  test('a save the server refuses shows its message and keeps the form', async ({ page }) => {
    await page.route('**/api/shows', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Date cannot be in the future' }),
          })
        : route.continue(),
    );
    const form = await addShow.goto(page);
    await addShow.pickOption(page, form, 'Artist', 'Radiohead');
    await addShow.typeFreely(form, 'City', 'Lisbon');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toastWith(page, 'Error', 'Date cannot be in the future')).toBeVisible();
    await expect(addShow.picker(form, 'Artist')).toHaveValue('Radiohead');

    await page.unroute('**/api/shows');
    await page.route('**/api/shows', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'oops' })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toastWith(page, 'Error', 'Failed to add show')).toBeVisible();
    await expect(addShow.picker(form, 'Artist')).toHaveValue('Radiohead');

    // No answer at all (the connection dropped): the show is kept on the device instead
    // (offline-show.spec.ts follows it up).
    await page.unroute('**/api/shows');
    await page.route('**/api/shows', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(
      toastWith(page, 'Saved on this device', "It will upload when you're back online"),
    ).toBeVisible();
  });

  test('a typed artist that cannot be created stops the save', async ({ page }) => {
    const posts = recordRequests(page, addShow.isShowPost);
    // The server fails it (with no answer at all, the show would be kept on the device).
    await failProcedure(page, 'artists.create', { status: 500 });
    const form = await addShow.goto(page);
    const artist = uniqueName('Unsaved Band');
    await addShow.typeFreely(form, 'Artist', artist);
    await addShow.typeFreely(form, 'City', 'Porto');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toast(page, 'Error adding new artist')).toContainText('Failed to add artist');
    expect(posts).toHaveLength(0);
    expect(await addShow.artistShows(page.request, artist)).toEqual([]);
  });

  test("a new city: 'City added', or the 'Warning' with the typed city kept", async ({ page }) => {
    const form = await addShow.goto(page);
    const city = uniqueName('Atlantis');
    await addShow.createOption(page, form, 'City', city, 'city');
    await expect(toast(page, 'City added')).toBeVisible();
    await expect(addShow.picker(form, 'City')).toHaveValue(city);

    await failProcedure(page, 'cities.create');
    const other = uniqueName('Lemuria');
    await addShow.createOption(page, form, 'City', other, 'city');
    await expect(toast(page, 'Warning')).toContainText(
      "City was set for this show, but couldn't be saved to the database for future use",
    );
    await expect(addShow.picker(form, 'City')).toHaveValue(other);

    // The typed city is still used for the show.
    await addShow.pickOption(page, form, 'Artist', 'Coldplay');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toast(page, 'Show added successfully')).toBeVisible();
    const shows = await addShow.artistShows(page.request, 'Coldplay');
    expect(shows.some((s) => s.city === other)).toBeTruthy();
  });

  test('the companion picker lists other users, never yourself', async ({ page, request }) => {
    const friend = await registerViaApi(request, newUser('pal'));
    const form = addShow.form(page);
    await addShow.goto(page);
    await addShow.picker(form, 'Companion').fill(friend.username);
    await addShow
      .suggestions(page, 'Companion')
      .getByRole('option', { name: new RegExp(friend.displayName) })
      .click();
    await expect(addShow.picker(form, 'Companion')).toHaveValue(friend.username);

    await addShow.picker(form, 'Companion').fill(me.username);
    await expect(addShow.noResults(page, 'Companion', me.username)).toBeVisible();
  });
});
