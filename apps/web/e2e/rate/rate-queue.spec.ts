import type { Page } from '@playwright/test';
import type { Show } from '@gigrank/domain';
import { loadedFeed, settledBox } from '../support/app';
import {
  csvOf,
  importCsv,
  importFiles,
  importSetlistFm,
  setlistFmFixture,
} from '../support/imports';
import { stubProcedure } from '../support/network';
import * as ranking from '../support/ranking';
import { daysAgo, expectOk, logShow, uniqueNames } from '../support/seed';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/**
 * Shows imported without a score wait in the "Rate your imported
 * shows" queue; rated there one by one (keyboard or thumb, at phone width),
 * each takes its place in the ranking at once. An imported setlist.fm show
 * carries its setlist and its source to the show page.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** The setlist.fm fixture's first page: Björk (encore, a cover, a tape intro), Sigur Rós and one more. */
const BJORK_URL =
  'https://www.setlist.fm/setlist/bjork/2024/coliseu-dos-recreios-lisbon-portugal-63de4613.html';

const left = (page: Page) => page.getByTestId('rate-left');
const place = (page: Page) => page.getByTestId('rate-place');
const card = (page: Page) => page.getByTestId('rate-card');
const slider = (page: Page) => card(page).getByRole('slider', { name: 'Score' });

async function unscoredTotal(page: Page, userId: number): Promise<number> {
  const response = await page.request.get(`/api/users/${userId}/unscored-shows?limit=1`);
  await expectOk(response);
  return ((await response.json()) as { total: number }).total;
}

test('rating imported shows in the queue: the count falls, each show finds its place, the ranking follows', async ({
  page,
}) => {
  const me = await signUp(page);
  const [top, middle, newest, skipped, older] = uniqueNames(
    'Rated Top',
    'Rated Mid',
    'Queue Newest',
    'Queue Skipped',
    'Queue Older',
  );
  await logShow(page.request, { artist: top, score: 90, date: daysAgo(100) });
  await logShow(page.request, { artist: middle, score: 70, date: daysAgo(90) });
  // Unscored: three CSV rows with empty score cells, and three setlist.fm setlists (older).
  const csv = await importCsv(
    page.request,
    csvOf([
      { date: daysAgo(10), artist: newest },
      { date: daysAgo(20), artist: skipped },
      { date: daysAgo(30), artist: older, city: 'Porto' },
    ]),
  );
  expect(csv.created).toBe(3);
  const setlists = await importSetlistFm(page.request, [setlistFmFixture('attended-page-1.json')]);
  expect(setlists.created).toBe(3);
  const total = await unscoredTotal(page, me.id);
  expect(total).toBe(6);

  // The own profile says how many wait, and leads to the queue.
  await page.goto('/profile');
  const banner = page.getByRole('link', { name: /Rate your imported shows \(6\)/ });
  await expect(banner).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('profile-banner-phone.png') });
  await banner.tap();
  await expect(page).toHaveURL('/rate');
  await expect(
    page.getByRole('heading', { name: 'Rate your imported shows', level: 1 }),
  ).toBeVisible();
  await expect(left(page)).toHaveText('6 left');

  // 1. The keyboard: the slider has the focus, the arrows score, the verdict follows, Enter saves.
  await expect(card(page).getByRole('heading', { name: newest })).toBeVisible();
  await expect(slider(page)).toBeFocused();
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '75');
  // A screen reader hears which show the slider scores.
  await expect(slider(page)).toHaveAccessibleDescription(new RegExp(`^${newest} `));
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
  await expect(slider(page)).toHaveAttribute('aria-valuenow', '80');
  await expect(slider(page)).toHaveAttribute('aria-valuetext', '80 out of 100, Loved it!');
  await expect(card(page).getByTestId('score-verdict')).toHaveText('Loved it!');
  await page.screenshot({ path: test.info().outputPath('queue-phone.png') });
  await page.keyboard.press('Enter');
  await expect(place(page)).toHaveText(`${newest}: Ranked #2 of 3`);
  await expect(left(page)).toHaveText('5 left');

  // 2. Skipped by a tap: it stays unscored, and counts as left.
  await expect(card(page).getByRole('heading', { name: skipped })).toBeVisible();
  await expect(slider(page)).toBeFocused();
  await page.getByRole('button', { name: 'Skip' }).tap();
  await expect(left(page)).toHaveText('5 left');

  // 3. By thumb: a tap near the slider's left end scores it low, then 'Save and next'.
  await expect(card(page).getByRole('heading', { name: older })).toBeVisible();
  await expect(slider(page)).toBeFocused();
  // The saved show's line above the card keeps one line while the count is read again.
  await expect(place(page)).toHaveText(`${newest}: Ranked #2 of 3`);
  const track = await settledBox(slider(page).locator('xpath=..'));
  await page.touchscreen.tap(track.x + track.width * 0.1, track.y + track.height / 2);
  await expect
    .poll(async () => Number(await slider(page).getAttribute('aria-valuenow')))
    .toBeLessThan(40);
  await expect(card(page).getByTestId('score-verdict')).toHaveText("Didn't like it");
  await page.getByRole('button', { name: 'Save and next' }).tap();
  await expect(place(page)).toHaveText(`${older}: Ranked #4 of 4`);
  await expect(left(page)).toHaveText('4 left');

  // 4. The setlist.fm show: its first songs on the card (not the tape intro); End = 100.
  await expect(card(page).getByRole('heading', { name: 'Björk' })).toBeVisible();
  await expect(card(page).getByTestId('rate-setlist')).toContainText('Utopia');
  await expect(card(page).getByTestId('rate-setlist')).not.toContainText('The Gate');
  await expect(slider(page)).toBeFocused();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Save and next' }).tap();
  await expect(place(page)).toHaveText('Björk: Ranked #1 of 5');
  await expect(left(page)).toHaveText('3 left');
  await expect(card(page).getByRole('heading', { name: 'Sigur Rós' })).toBeVisible();

  // The profile: the three rated shows in the ranking in score order, two still to rate.
  await place(page).getByRole('link', { name: 'Björk' }).click();
  await expect(page).toHaveURL(/\/show\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Björk', level: 1 })).toBeVisible();
  await expect(page.getByText('Ranked #1')).toBeVisible();
  await expect(page.getByText('Loved it!')).toBeVisible();

  // The show page: the setlist in order, the encore apart, the cover marked, the source linked.
  const setlist = page.getByRole('region', { name: 'Setlist' });
  await expect(setlist.getByRole('list', { name: 'Main set' }).getByRole('listitem')).toHaveText([
    'Utopia',
    'Isobel · acoustic',
    'Pagan Poetry',
  ]);
  await expect(setlist.getByRole('heading', { name: 'Encore' })).toBeVisible();
  await expect(setlist.getByRole('list', { name: 'Encore' })).toContainText(
    "It's Oh So Quiet (Betty Hutton cover)",
  );
  await expect(setlist).not.toContainText('The Gate');
  const source = setlist.getByRole('link', { name: /^Source: setlist\.fm/ });
  await expect(source).toHaveAttribute('href', BJORK_URL);
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
  await setlist.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('show-setlist-phone.png') });

  // The edit dialog offers the setlist's songs as the favorite song (any text still goes).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = ranking.editDialog(page);
  const song = edit.getByRole('combobox', { name: 'Favorite song' });
  await song.click();
  await expect(page.getByRole('option', { name: 'Utopia' })).toBeVisible();
  await page.getByRole('option', { name: "It's Oh So Quiet" }).click();
  await expect(song).toHaveValue("It's Oh So Quiet");
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('region', { name: 'About this show' })).toContainText(
    "It's Oh So Quiet",
  );
  // Saving the other fields keeps the setlist and its source.
  await expect(setlist.getByRole('listitem')).toHaveCount(5);
  await expect(source).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: /Rate your imported shows \(3\)/ })).toBeVisible();
  await ranking.expectRanking(ranking.seenRows(page), ['Björk', top, newest, middle, older]);

  // The feed: an unscored show reads '-', no verdict, 'Not yet ranked'. Other tests log
  // shows on the same server meanwhile: the feed answers this user's unscored show alone.
  const waiting = await page.request.get(`/api/users/${me.id}/unscored-shows?limit=50`);
  await expectOk(waiting);
  const { shows } = (await waiting.json()) as { shows: Show[] };
  const skippedShow = shows.find((show) => show.artist === skipped);
  expect(skippedShow?.score).toBeNull();
  await stubProcedure(page, 'shows.feed', { data: [skippedShow] });
  await page.locator('#tab-home').click();
  await expect(loadedFeed(page)).toBeVisible();
  const unscored = page
    .getByRole('list', { name: 'Activity' })
    .getByRole('article', { name: new RegExp(`^${skipped} on `) });
  await expect(unscored).toBeVisible();
  await expect(unscored.getByLabel('No score')).toHaveText('-');
  await expect(unscored).toContainText('Not yet ranked');
  await expect(unscored).not.toContainText(/Loved it!|It was okay|Didn't like it/);
});

test('the queue says so when every show is rated, and the profile has no banner then', async ({
  page,
}) => {
  await signUp(page);
  const [only] = uniqueNames('Only Import');
  await importCsv(page.request, csvOf([{ date: daysAgo(3), artist: only }]));
  await page.goto('/rate');
  await expect(left(page)).toHaveText('1 left');
  await expect(slider(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(place(page)).toHaveText(`${only}: Ranked #1 of 1`);
  await expect(page.getByText('All your shows are rated')).toBeVisible();
  await expect(left(page)).toHaveText('0 left');
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(ranking.seenRows(page)).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Rate your imported shows/ })).toHaveCount(0);
});

test('Skip keeps a show for later: past a full page the queue reads on, and the skipped end starts over', async ({
  page,
}) => {
  await signUp(page);
  // More than one page of the queue (20), newest first.
  const names = Array.from(
    { length: 21 },
    (_, i) => uniqueNames(`Skip ${String(i).padStart(2, '0')}`)[0],
  );
  await importCsv(
    page.request,
    csvOf(names.map((artist, i) => ({ date: daysAgo(10 + i), artist }))),
  );
  await page.goto('/rate');
  await expect(left(page)).toHaveText('21 left');
  for (const name of names) {
    await expect(card(page).getByRole('heading', { name })).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).tap();
  }
  await expect(page.getByText('You skipped the rest')).toBeVisible();
  await expect(page.getByText('21 shows skipped this time.', { exact: false })).toBeVisible();
  await expect(left(page)).toHaveText('21 left');
  await page.getByRole('button', { name: 'Go through the skipped shows' }).tap();
  await expect(card(page).getByRole('heading', { name: names[0] })).toBeVisible();
  await expect(slider(page)).toBeFocused();
});

test("an imported show's notes and favourite song are on its card while it is rated", async ({
  page,
}) => {
  await signUp(page);
  const [remembered, bare] = uniqueNames('Queue Notes', 'Queue Bare');
  const longNotes = Array.from(
    { length: 12 },
    (_, i) => `Line ${i + 1}: the crowd sang every word.`,
  ).join('\n');
  const { commit } = await importFiles(page.request, 'csv', [
    {
      name: 'diary.csv',
      type: 'text/csv',
      text: [
        'date,artist,city,score,notes,favorite song',
        `${daysAgo(5)},${remembered},Lisbon,,"Rain all night, then the encore.\n${longNotes}",Pictures of You`,
        `${daysAgo(9)},${bare},Porto,,,`,
      ].join('\n'),
    },
  ]);
  expect(commit.created).toBe(2);

  await page.goto('/rate');
  await expect(card(page).getByRole('heading', { name: remembered })).toBeVisible();
  await expect(card(page).getByTestId('rate-favorite-song')).toHaveText(
    'Favorite song: Pictures of You',
  );
  const notes = card(page).getByTestId('rate-notes');
  await expect(notes).toContainText('Rain all night, then the encore.');
  // Long notes fold (about five lines), so the slider stays within reach; the rest opens on demand.
  const folded = await settledBox(notes);
  await page.screenshot({ path: test.info().outputPath('queue-notes-phone.png') });
  expect(folded.height).toBeLessThan(180);
  await expect(slider(page)).toBeFocused();
  await expect(slider(page)).toBeInViewport();
  await notes.getByRole('button', { name: 'Show all notes' }).tap();
  await expect(notes.getByRole('button', { name: 'Show less' })).toBeVisible();
  expect((await settledBox(notes)).height).toBeGreaterThan(folded.height + 100);

  // A show without notes or favourite song shows neither.
  await page.getByRole('button', { name: 'Skip' }).tap();
  await expect(card(page).getByRole('heading', { name: bare })).toBeVisible();
  await expect(card(page).getByTestId('rate-notes')).toHaveCount(0);
  await expect(card(page).getByTestId('rate-favorite-song')).toHaveCount(0);
});
