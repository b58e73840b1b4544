import { expect, test, type Page, type Request } from '@playwright/test';
import {
  addShowForm,
  createOption,
  gotoAddShow,
  guestChips,
  moveScore,
  photoPreviews,
  picker,
  pickOption,
  suggestions,
  toastWith,
  uniqueName,
} from './add-show-helpers';
import { createUserViaApi, makePng, newUser, registerUser, toast } from './fixtures';

interface ApiShow {
  id: number;
  artist: string;
  city: string;
  cityCountry: string | null;
  venue: string | null;
  notes: string | null;
  score: number;
  rating: string;
  date: string;
  photos: { url: string }[];
  guestAppearances: { artist: string }[];
  isGuestAppearance?: boolean;
  mainArtist?: string;
}

/** Every POST /api/shows the page sends. */
function recordShowPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shows') {
      posts.push(request);
    }
  });
  return posts;
}

async function artistShows(page: Page, artist: string): Promise<ApiShow[]> {
  const response = await page.request.get(`/api/artists/${encodeURIComponent(artist)}`);
  if (response.status() === 404) return [];
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { shows: ApiShow[] }).shows;
}

test.describe('Add New Show', () => {
  test.beforeEach(async ({ page }) => {
    await registerUser(page);
  });

  test('adds a show with a typed new artist, a listed city, two guests and a photo', async ({
    page,
  }) => {
    const artist = uniqueName('The Velvet Basement');
    const newGuest = uniqueName('Basement Choir');
    const form = await gotoAddShow(page, '/add');

    // Defaults: today, score 75 ('It was okay').
    await expect(form.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(form.getByRole('slider', { name: 'Score' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(form.getByText('It was okay', { exact: true })).toBeVisible();

    // The artist is typed freely (no pick): saving creates it.
    await picker(form, 'Artist').fill(artist);
    await expect(
      suggestions(page, 'Artist').getByText(`No results found for "${artist}"`, { exact: true }),
    ).toBeVisible();
    await picker(form, 'Artist').press('Escape');

    await pickOption(page, form, 'City', 'Lisbon', 'Lisbon, PT');
    await expect(picker(form, 'City')).toHaveValue('Lisbon, PT');
    await form.getByLabel('Venue').fill('Coliseu dos Recreios');

    // A catalogue guest, picked from the list (with streams and rank).
    await picker(form, 'Guest artists').fill('Arctic Monk');
    const option = suggestions(page, 'Guest artists').getByRole('option', {
      name: /^Arctic Monkeys/,
    });
    await expect(option).toContainText('monthly streams');
    await expect(option).toContainText('#50');
    await option.click();
    await expect(toastWith(page, 'Guest artist added', 'Arctic Monkeys')).toBeVisible();
    // A new guest, added from the no-results state.
    await createOption(page, form, 'Guest artists', newGuest, 'artist');
    await expect(toastWith(page, 'Guest artist added', newGuest)).toBeVisible();
    await expect(guestChips(form)).toHaveText(['Arctic Monkeys', newGuest]);

    await form.getByLabel('Favorite song').fill('Basement Hymn');
    await form.getByLabel('Notes').fill('Sweaty, loud, perfect.');
    await moveScore(form, 10);
    await expect(form.getByTestId('score-value')).toHaveText('85');
    await expect(form.getByText('Loved it!', { exact: true })).toBeVisible();

    await form.getByLabel('Add photos').setInputFiles({
      name: 'stage.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48),
    });
    await expect(toast(page, '1 photo(s) selected')).toBeVisible();
    await expect(photoPreviews(form)).toHaveCount(1);

    await form.getByRole('button', { name: 'Save Show' }).click();
    const added = toast(page, 'Show added successfully');
    await expect(added).toBeVisible();
    await expect(added).toContainText(`You rated ${artist} 85/100`);

    // A full reset.
    await expect(picker(form, 'Artist')).toHaveValue('');
    await expect(picker(form, 'City')).toHaveValue('');
    await expect(form.getByLabel('Venue')).toHaveValue('');
    await expect(form.getByLabel('Notes')).toHaveValue('');
    await expect(form.getByLabel('Favorite song')).toHaveValue('');
    await expect(form.getByRole('slider', { name: 'Score' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(guestChips(form)).toHaveCount(0);
    await expect(photoPreviews(form)).toHaveCount(0);

    // Stored: on the artist's page data, with its city, guests, score and photo.
    const shows = await artistShows(page, artist);
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

    // In the user's ranking, and listed as a guest appearance on the new guest's page.
    const userId = await page.evaluate(() => localStorage.getItem('currentUserId'));
    const ranked = await page.request.get(`/api/users/${userId}/ranked-shows`);
    expect(((await ranked.json()) as ApiShow[]).map((s) => s.id)).toContain(show.id);
    const guestPage = await artistShows(page, newGuest);
    expect(guestPage).toEqual([
      expect.objectContaining({ id: show.id, isGuestAppearance: true, mainArtist: artist }),
    ]);

    // The artist page shows it.
    await page.goto(`/artist/${encodeURIComponent(artist)}`);
    await expect(page.getByRole('heading', { name: artist, level: 1 })).toBeVisible();
  });

  test('guest rules: a fourth guest, a duplicate and the main artist are refused', async ({
    page,
  }) => {
    const form = await gotoAddShow(page);
    await pickOption(page, form, 'Artist', 'Radiohead');
    await expect(picker(form, 'Artist')).toHaveValue('Radiohead');

    for (const guest of ['Coldplay', 'Arctic Monkeys', 'Daft Punk']) {
      await pickOption(page, form, 'Guest artists', guest);
      await expect(toastWith(page, 'Guest artist added', guest)).toBeVisible();
    }
    await expect(guestChips(form)).toHaveCount(3);

    await pickOption(page, form, 'Guest artists', 'Björk');
    const max = toast(page, 'Maximum guests reached');
    await expect(max).toBeVisible();
    await expect(max).toContainText('You can only add up to 3 guest artists');
    await expect(guestChips(form)).toHaveCount(3);

    await form.getByRole('button', { name: 'Remove guest Daft Punk' }).click();
    await expect(guestChips(form)).toHaveText(['Coldplay', 'Arctic Monkeys']);

    // Typed (Enter) in another case: still a duplicate.
    await picker(form, 'Guest artists').fill('coldplay');
    await picker(form, 'Guest artists').press('Enter');
    await expect(toast(page, 'Guest already added')).toBeVisible();

    await pickOption(page, form, 'Guest artists', 'Radiohead');
    await expect(toast(page, 'Cannot add main artist as guest')).toBeVisible();
    await expect(guestChips(form)).toHaveText(['Coldplay', 'Arctic Monkeys']);
  });

  test('validation messages, with nothing saved', async ({ page }) => {
    const posts = recordShowPosts(page);
    const form = await gotoAddShow(page);
    await form.getByLabel('Date').fill('');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(form.getByText('Artist is required', { exact: true })).toBeVisible();
    await expect(form.getByText('City is required', { exact: true })).toBeVisible();
    await expect(form.getByText('Date is required', { exact: true })).toBeVisible();
    await expect(picker(form, 'Artist')).toHaveAttribute('aria-invalid', 'true');

    // Typing clears a message; a date after tomorrow is refused.
    await picker(form, 'Artist').fill('Radiohead');
    await picker(form, 'Artist').press('Escape');
    await expect(form.getByText('Artist is required', { exact: true })).toHaveCount(0);
    await form.getByLabel('Date').fill('2999-01-01');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(form.getByText('Date cannot be in the future', { exact: true })).toBeVisible();
    await expect(form.getByText('City is required', { exact: true })).toBeVisible();
    await page.waitForTimeout(300);
    expect(posts).toHaveLength(0);
  });

  test('/add-show?artist= prefills the artist', async ({ page }) => {
    let form = await gotoAddShow(page, '/add-show?artist=Radiohead');
    await expect(picker(form, 'Artist')).toHaveValue('Radiohead');
    form = await gotoAddShow(page, `/add?artist=${encodeURIComponent('Sigur Rós')}`);
    await expect(picker(form, 'Artist')).toHaveValue('Sigur Rós');
  });

  test("photos: the '{n} photo(s) selected' toast, previews, removal and refusals", async ({
    page,
  }) => {
    const form = await gotoAddShow(page);
    const input = form.getByLabel('Add photos');
    await input.setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: makePng(40, 30) },
      { name: 'two.png', mimeType: 'image/png', buffer: makePng(30, 40) },
    ]);
    await expect(toast(page, '2 photo(s) selected')).toBeVisible();
    await expect(photoPreviews(form)).toHaveCount(2);
    await form.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(photoPreviews(form)).toHaveCount(1);

    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(15 * 1024 * 1024 + 1),
    });
    const tooLarge = toast(page, 'Photo too large');
    await expect(tooLarge).toContainText('Each photo must be at most 15 MB');
    await expect(tooLarge).toContainText('huge.png');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(toast(page, 'Not an image')).toBeVisible();
    await expect(photoPreviews(form)).toHaveCount(1);

    const many = Array.from({ length: 20 }, (_, i) => ({
      name: `p${i}.png`,
      mimeType: 'image/png',
      buffer: makePng(8, 8),
    }));
    await input.setInputFiles(many);
    await expect(toast(page, 'Too many photos')).toContainText('at most 20 photos');
    await expect(photoPreviews(form)).toHaveCount(20);
  });

  test('SAVING... while the show is sent', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shows', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const form = await gotoAddShow(page);
    await pickOption(page, form, 'Artist', 'Daft Punk');
    await pickOption(page, form, 'City', 'Paris', 'Paris, FR');
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
    const form = await gotoAddShow(page);
    await pickOption(page, form, 'Artist', 'Radiohead');
    await picker(form, 'City').fill('Lisbon');
    await picker(form, 'City').press('Escape');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toastWith(page, 'Error', 'Date cannot be in the future')).toBeVisible();
    await expect(picker(form, 'Artist')).toHaveValue('Radiohead');

    await page.unroute('**/api/shows');
    await page.route('**/api/shows', (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.continue(),
    );
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toastWith(page, 'Error', 'Failed to add show')).toBeVisible();
  });

  test('a typed artist that cannot be created stops the save', async ({ page }) => {
    const posts = recordShowPosts(page);
    await page.route(/\/trpc\/[^?]*artists\.create/, (route) => route.abort('failed'));
    const form = await gotoAddShow(page);
    const artist = uniqueName('Unsaved Band');
    await picker(form, 'Artist').fill(artist);
    await picker(form, 'Artist').press('Escape');
    await picker(form, 'City').fill('Porto');
    await picker(form, 'City').press('Escape');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toast(page, 'Error adding new artist')).toContainText('Failed to add artist');
    expect(posts).toHaveLength(0);
    expect(await artistShows(page, artist)).toEqual([]);
  });

  test("a new city: 'City added', or the 'Warning' with the typed city kept", async ({ page }) => {
    const form = await gotoAddShow(page);
    const city = uniqueName('Atlantis');
    await createOption(page, form, 'City', city, 'city');
    await expect(toast(page, 'City added')).toBeVisible();
    await expect(picker(form, 'City')).toHaveValue(city);

    await page.route(/\/trpc\/[^?]*cities\.create/, (route) => route.abort('failed'));
    const other = uniqueName('Lemuria');
    await createOption(page, form, 'City', other, 'city');
    await expect(toast(page, 'Warning')).toContainText(
      "City was set for this show, but couldn't be saved to the database for future use",
    );
    await expect(picker(form, 'City')).toHaveValue(other);

    // The typed city is still used for the show.
    await pickOption(page, form, 'Artist', 'Coldplay');
    await form.getByRole('button', { name: 'Save Show' }).click();
    await expect(toast(page, 'Show added successfully')).toBeVisible();
    const shows = await artistShows(page, 'Coldplay');
    expect(shows.some((s) => s.city === other)).toBeTruthy();
  });

  test('the companion picker lists other users, never yourself', async ({ page, request }) => {
    const friend = await createUserViaApi(request, newUser('pal'));
    const me = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { username: string }).username,
    );
    const form = addShowForm(page);
    await gotoAddShow(page);
    await picker(form, 'Companion').fill(friend.username);
    await suggestions(page, 'Companion')
      .getByRole('option', { name: new RegExp(friend.displayName) })
      .click();
    await expect(picker(form, 'Companion')).toHaveValue(friend.username);

    await picker(form, 'Companion').fill(me);
    await expect(
      suggestions(page, 'Companion').getByText(`No results found for "${me}"`, { exact: true }),
    ).toBeVisible();
  });
});
