import type { Show } from '@gigrank/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { artistShows } from '../support/add-show';
import { file, type FileFields } from '../support/files';
import * as ranking from '../support/ranking';
import { daysAgo, expectOk, logShow, uniqueNames } from '../support/seed';
import { expect, test } from '../support/test';
import { registerViaApi, signUp, signUpOnHome, type SignedUpUser } from '../support/users';

/**
 * The Import screen at phone width: setlist.fm pages and a CSV
 * previewed (created, already logged, refused with reasons), imported with a
 * progress bar, summed up; the same pages again create nothing.
 */

test.use({ viewport: { width: 390, height: 844 } });

const FIXTURES = new URL('../../../../packages/domain/test/fixtures/setlistfm/', import.meta.url);

/** A setlist.fm fixture page (packages/domain/test/fixtures), as a file to upload. */
function setlistPage(name: string): FileFields {
  return file(name, 'application/json', readFileSync(fileURLToPath(new URL(name, FIXTURES))));
}

const PAGES = [setlistPage('attended-page-1.json'), setlistPage('attended-page-2.json')];

/** A region of the screen by its heading. */
function section(page: Page, name: string | RegExp): Locator {
  return page.getByRole('region', { name });
}

/** One of the preview's lists, by its title ('5 shows to create'). */
function previewList(page: Page, title: string): Locator {
  return section(page, 'Preview').getByRole('list', { name: title });
}

/** Picks the source, chooses `files` in its file input and asks for the preview. */
async function uploadFiles(
  page: Page,
  source: 'setlist.fm' | 'CSV spreadsheet',
  files: FileFields[],
) {
  const step = section(page, 'Choose your source');
  await step.getByRole('radio', { name: source }).check();
  const chooser = page.waitForEvent('filechooser');
  await step.getByLabel(source === 'setlist.fm' ? 'setlist.fm JSON pages' : 'CSV file').click();
  await (await chooser).setFiles(files);
  await step.getByRole('button', { name: 'Preview import' }).click();
}

/** A field's Select of the CSV mapping ('Date', 'Artist'...). */
function columnSelect(columns: Locator, field: string): Locator {
  return columns.getByRole('combobox', { name: field, exact: true });
}

/** This user's shows of `artist`, as the server has them. */
async function showsOf(
  request: APIRequestContext,
  me: SignedUpUser,
  artist: string,
): Promise<Show[]> {
  return (await artistShows(request, artist)).filter(
    (show) => show.userId === me.id && !show.isGuestAppearance,
  );
}

/** The fixture pages' artists that make shows (rows 1-4 and 8; row 5 repeats row 1). */
const SETLIST_ARTISTS = ['Björk', 'Sigur Rós', 'Bad Date Band', 'Radiohead', 'Québec Orchestra'];

/** Each of the fixture pages' artists has exactly one show of this user's. */
async function expectOneShowPerSetlistArtist(request: APIRequestContext, me: SignedUpUser) {
  for (const artist of SETLIST_ARTISTS) {
    expect(await showsOf(request, me, artist), artist).toHaveLength(1);
  }
}

test.describe('Import', () => {
  test('setlist.fm pages: the preview, the import with its progress and summary; the same pages again create nothing', async ({
    page,
  }) => {
    const me = await signUpOnHome(page);
    // The entry points: the account menu, and Add Show's link.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Import shows' }).click();
    await expect(page).toHaveURL('/import');
    await page.goto('/add');
    await page.getByRole('link', { name: 'Import your history' }).click();
    await expect(page).toHaveURL('/import');
    await expect(page.getByRole('heading', { name: 'Import shows', level: 1 })).toBeVisible();

    await uploadFiles(page, 'setlist.fm', PAGES);
    const preview = section(page, 'Preview');
    await expect(preview.getByRole('heading', { name: '5 shows to create' })).toBeVisible();
    await expect(
      preview.getByRole('heading', { name: '1 already logged (skipped)' }),
    ).toBeVisible();
    await expect(preview.getByRole('heading', { name: '2 refused' })).toBeVisible();
    // Focus moved to the preview, for a keyboard or a screen reader.
    await expect(preview.getByRole('heading', { name: 'Preview' })).toBeFocused();

    const create = previewList(page, '5 shows to create').getByRole('listitem');
    await expect(create).toHaveCount(5);
    const bjork = create.filter({ hasText: 'Björk' });
    await expect(bjork).toContainText('June 21, 2024');
    await expect(bjork).toContainText('Lisbon (PT)');
    await expect(bjork).toContainText('Coliseu dos Recreios');
    await expect(bjork).toContainText('No score yet');
    await expect(bjork).toContainText(/\d+ setlist songs?/);
    // The page saved twice: its setlist is skipped within the upload.
    await expect(previewList(page, '1 already logged (skipped)')).toContainText(
      'Repeated in this upload',
    );
    const refused = previewList(page, '2 refused').getByRole('listitem');
    await expect(refused.filter({ hasText: 'Row 6' })).toContainText(
      'Invalid date "31-04-2021" (expected dd-MM-yyyy)',
    );
    await expect(refused.filter({ hasText: 'Row 7' })).toContainText('The setlist has no city');
    // The preview changed nothing.
    expect(await showsOf(page.request, me, 'Björk')).toHaveLength(0);

    // The commit is held a moment, so the progress bar is seen before the summary.
    await page.route('**/api/users/*/imports/*/commit', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await preview.getByRole('button', { name: 'Import 5 shows' }).click();
    const bar = page.getByRole('progressbar', { name: 'Importing your shows' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', /^Imported \d+ of 5$/);
    await expect(page.getByRole('heading', { name: 'Importing your shows' })).toBeFocused();

    const summary = section(page, 'Import finished');
    await expect(summary).toContainText('Imported 5 shows, skipped 1 already logged, 2 refused');
    await expect(summary.getByRole('heading', { name: 'Import finished' })).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Rate your imported shows' })).toHaveAttribute(
      'href',
      '/rate',
    );
    await expect(summary.getByRole('link', { name: 'See your ranking' })).toHaveAttribute(
      'href',
      '/profile',
    );
    for (const artist of SETLIST_ARTISTS) {
      const shows = await showsOf(page.request, me, artist);
      expect(shows, artist).toHaveLength(1);
      expect(shows[0]!.score, artist).toBeNull();
    }
    const [bjorkShow] = await showsOf(page.request, me, 'Björk');
    expect(bjorkShow).toMatchObject({ date: '2024-06-21', city: 'Lisbon' });

    // The same pages again: everything is already logged, nothing to import.
    await summary.getByRole('button', { name: 'Import another file' }).click();
    await uploadFiles(page, 'setlist.fm', PAGES);
    await expect(preview.getByRole('heading', { name: '0 shows to create' })).toBeVisible();
    await expect(
      preview.getByRole('heading', { name: '6 already logged (skipped)' }),
    ).toBeVisible();
    await expect(preview).toContainText('Nothing new to import');
    await expect(preview.getByRole('button', { name: /^Import / })).toHaveCount(0);
    await expect(previewList(page, '6 already logged (skipped)')).toContainText(
      'Already in your shows',
    );
    await expectOneShowPerSetlistArtist(page.request, me);
  });

  test('a CSV: its columns matched, its ambiguous dates confirmed, imported; the scored show is ranked', async ({
    page,
  }) => {
    const me = await signUp(page);
    const [first, second] = uniqueNames('Csv Band', 'Csv Act');
    // 'When' is no header the screen knows for a date: the user picks it.
    const csv = [
      'When,Band,Town,Country,Score,Place',
      `03/04/2024,${first},Porto,PT,88,Coliseu`,
      `05/06/2023,${second},Lisbon,PT,,Altice Arena`,
    ].join('\n');
    await page.goto('/import');
    await uploadFiles(page, 'CSV spreadsheet', [file('my-shows.csv', 'text/csv', csv)]);

    const columns = section(page, 'Match the columns');
    await expect(columns.getByRole('region', { name: "The file's first rows" })).toContainText(
      first,
    );
    await expect(columnSelect(columns, 'Artist')).toHaveValue('Band');
    await expect(columnSelect(columns, 'City')).toHaveValue('Town');
    await expect(columnSelect(columns, 'Date')).toHaveValue('Not in the file');
    const preview = section(page, 'Preview');
    const importButton = preview.getByRole('button', { name: 'Import 2 shows' });
    await expect(preview).toContainText('Choose the column for date to import.');

    // Fix the mapping, by keyboard: Date reads 'When' (the option after 'Not in the file').
    await columnSelect(columns, 'Date').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'When', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(columnSelect(columns, 'Date')).toHaveValue('When');
    // 03/04/2024 could be either: the order must be confirmed before importing.
    const order = columns.getByRole('radiogroup', { name: /How are the dates written/ });
    await expect(order).toBeVisible();
    await expect(preview.getByRole('heading', { name: '2 shows to create' })).toBeVisible();
    await expect(importButton).toBeDisabled();
    await order.getByRole('radio', { name: 'Month first (06/21/2024)' }).focus();
    await page.keyboard.press('Space');
    const create = previewList(page, '2 shows to create').getByRole('listitem');
    await expect(create.filter({ hasText: first })).toContainText('March 4, 2024');
    await expect(create.filter({ hasText: first })).toContainText('Score 88');
    await expect(create.filter({ hasText: second })).toContainText('May 6, 2023');
    await expect(create.filter({ hasText: second })).toContainText('No score yet');
    await expect(importButton).toBeEnabled();

    await importButton.click();
    const summary = section(page, 'Import finished');
    await expect(summary).toContainText('Imported 2 shows, skipped 0 already logged, 0 refused');
    await expect(summary.getByRole('link', { name: 'Rate your imported shows' })).toBeVisible();

    expect(await showsOf(page.request, me, first)).toMatchObject([
      { date: '2024-03-04', city: 'Porto', venue: 'Coliseu', score: 88 },
    ]);
    expect(await showsOf(page.request, me, second)).toMatchObject([
      { date: '2023-05-06', city: 'Lisbon', venue: 'Altice Arena', score: null },
    ]);
    // The ranking (profile) lists the scored show at once.
    await summary.getByRole('link', { name: 'See your ranking' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(ranking.seenRows(page).first()).toContainText(first);
  });

  test("a file that is not a setlist.fm page gets the server's message and changes nothing; an empty account has nothing to import", async ({
    page,
  }) => {
    await signUp(page);
    await page.goto('/import');
    await uploadFiles(page, 'setlist.fm', [file('notes.json', 'application/json', '{"hello":1}')]);
    const step = section(page, 'Choose your source');
    await expect(step.getByRole('alert')).toContainText('File 1 is not a setlist.fm attended list');
    await expect(section(page, 'Preview')).toHaveCount(0);

    await uploadFiles(page, 'setlist.fm', [setlistPage('attended-empty.json')]);
    const preview = section(page, 'Preview');
    await expect(preview).toContainText('There is nothing to import in this file');
    await expect(preview.getByRole('button', { name: /^Import / })).toHaveCount(0);
    await expect(step.getByRole('alert')).toHaveCount(0);
  });

  test('an import cut off on the way says so, and Import again finishes it without doubles', async ({
    page,
  }) => {
    const me = await signUp(page);
    await page.goto('/import');
    await uploadFiles(page, 'setlist.fm', PAGES);
    const preview = section(page, 'Preview');
    await page.route('**/api/users/*/imports/*/commit', (route) => route.abort());
    await preview.getByRole('button', { name: 'Import 5 shows' }).click();
    await expect(preview.getByRole('alert')).toContainText('The import stopped');
    await expect(preview.getByRole('heading', { name: 'Preview' })).toBeFocused();

    await page.unroute('**/api/users/*/imports/*/commit');
    await preview.getByRole('button', { name: 'Import 5 shows' }).click();
    await expect(section(page, 'Import finished')).toContainText(
      'Imported 5 shows, skipped 1 already logged, 2 refused',
    );
    await expectOneShowPerSetlistArtist(page.request, me);
  });

  test("Gigrank's own CSV export imports back to the same shows, its columns matched by themselves", async ({
    page,
    request,
  }) => {
    // Someone else's history, exported as CSV (another session: the `request` fixture).
    const other = await registerViaApi(request);
    const [headliner, guest, second] = uniqueNames('Export Band', 'Export Guest', 'Export Act');
    await logShow(request, {
      artist: headliner,
      city: 'Porto',
      venue: 'Hard Club',
      score: 91,
      date: daysAgo(30),
      notes: 'Loud, "quoted", and, with commas',
      favoriteSong: 'Opener',
      guests: [guest],
    });
    await logShow(request, { artist: second, score: 40, date: daysAgo(60) });
    const exported = await request.get(`/api/users/${other.id}/export?format=csv`);
    await expectOk(exported);
    const csv = await exported.text();

    const me = await signUp(page);
    await page.goto('/import');
    await uploadFiles(page, 'CSV spreadsheet', [file('gigrank-shows.csv', 'text/csv', csv)]);
    const columns = section(page, 'Match the columns');
    for (const [field, header] of [
      ['Date', 'date'],
      ['Artist', 'artist'],
      ['City', 'city'],
      ['Venue', 'venue'],
      ['Score', 'score'],
    ] as const) {
      await expect(columnSelect(columns, field), field).toHaveValue(new RegExp(`^${header}`, 'i'));
    }
    const preview = section(page, 'Preview');
    await expect(preview.getByRole('heading', { name: '2 shows to create' })).toBeVisible();
    await preview.getByRole('button', { name: 'Import 2 shows' }).click();
    await expect(section(page, 'Import finished')).toContainText(
      'Imported 2 shows, skipped 0 already logged, 0 refused',
    );
    // No show without a score: no rating queue to offer.
    await expect(
      section(page, 'Import finished').getByRole('link', { name: 'Rate your imported shows' }),
    ).toHaveCount(0);

    const [mine] = await showsOf(page.request, me, headliner);
    expect(mine).toMatchObject({
      date: daysAgo(30),
      city: 'Porto',
      venue: 'Hard Club',
      score: 91,
      notes: 'Loud, "quoted", and, with commas',
      favoriteSong: 'Opener',
    });
    expect(mine!.guestAppearances.map((g) => g.artist)).toEqual([guest]);
    expect(await showsOf(page.request, me, second)).toMatchObject([
      { date: daysAgo(60), score: 40 },
    ]);
  });

  test('a file with many refused rows lists the first 50 and counts the rest; a preview replaced by newer ones says it expired', async ({
    page,
  }) => {
    const me = await signUp(page);
    await page.goto('/import');
    const [band] = uniqueNames('Summarised');
    const bad = Array.from({ length: 60 }, (_, i) => `not-a-date-${i},${band} ${i},Porto`);
    const csv = ['date,artist,city', `${daysAgo(10)},${band},Porto`, ...bad].join('\n');
    await uploadFiles(page, 'CSV spreadsheet', [file('many.csv', 'text/csv', csv)]);
    const preview = section(page, 'Preview');
    await expect(preview.getByRole('heading', { name: '60 refused' })).toBeVisible();
    await expect(previewList(page, '60 refused').getByRole('listitem')).toHaveCount(50);
    await expect(preview).toContainText(
      'And 10 more rows refused, not listed: fix the rows above and upload the file again to see them.',
    );
    await expect(previewList(page, '60 refused').getByRole('listitem').first()).toContainText(
      'Invalid date "not-a-date-0"',
    );

    // Three newer previews (another tab) drop this one: importing it says so.
    for (let i = 0; i < 3; i++) {
      await expectOk(
        page.request.post(`/api/users/${me.id}/imports`, {
          multipart: {
            source: 'csv',
            file: {
              name: `other-${i}.csv`,
              mimeType: 'text/csv',
              buffer: Buffer.from(`date,artist,city\n${daysAgo(20)},${band} other,Porto\n`),
            },
          },
        }),
      );
    }
    await preview.getByRole('button', { name: 'Import 1 show' }).click();
    const alert = preview.getByRole('alert');
    await expect(alert).toContainText('This preview has expired');
    await expect(alert).toContainText('upload the file again');
    await expect(alert).not.toContainText('press Import again');
    await expect(preview.getByRole('button', { name: 'Import 1 show' })).toBeDisabled();
    expect(await showsOf(page.request, me, band)).toEqual([]);
  });
});
