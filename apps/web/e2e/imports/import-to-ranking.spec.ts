import { file } from '../support/files';
import { setlistFmFixture } from '../support/imports';
import * as ranking from '../support/ranking';
import { expect, test } from '../support/test';
import { signUpOnHome } from '../support/users';

/**
 * Importing's whole path through the screens, at phone width and with no
 * request sent by the test itself: a new user imports setlist.fm pages and a
 * CSV, sees each preview, imports, follows the summary to the rating queue,
 * rates three shows there with the keyboard, and finds them in their
 * ranking, with the setlist and its source on a show's page.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('import setlist.fm pages and a CSV, rate three in the queue, see the ranking and a setlist', async ({
  page,
}) => {
  await signUpOnHome(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Import shows' }).click();
  const source = page.getByRole('region', { name: 'Choose your source' });
  const preview = page.getByRole('region', { name: 'Preview' });

  // setlist.fm: five setlists to create (a page saved twice, two refused).
  await source.getByRole('radio', { name: 'setlist.fm' }).check();
  let chooser = page.waitForEvent('filechooser');
  await source.getByLabel('setlist.fm JSON pages').click();
  await (
    await chooser
  ).setFiles(
    ['attended-page-1.json', 'attended-page-2.json'].map((name) =>
      file(name, 'application/json', setlistFmFixture(name)),
    ),
  );
  await source.getByRole('button', { name: 'Preview import' }).click();
  await expect(preview.getByRole('heading', { name: '5 shows to create' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: '2 refused' })).toBeVisible();
  await preview.getByRole('button', { name: 'Import 5 shows' }).click();
  const summary = page.getByRole('region', { name: 'Import finished' });
  await expect(summary).toContainText('Imported 5 shows');

  // A CSV: one scored show, one without a score.
  await summary.getByRole('button', { name: 'Import another file' }).click();
  await source.getByRole('radio', { name: 'CSV spreadsheet' }).check();
  chooser = page.waitForEvent('filechooser');
  await source.getByLabel('CSV file').click();
  await (
    await chooser
  ).setFiles(
    file(
      'history.csv',
      'text/csv',
      'date,artist,city,country,score\n2018-05-20,Spreadsheet Scored,Porto,PT,64\n2017-09-09,Spreadsheet Unscored,Braga,PT,\n',
    ),
  );
  await source.getByRole('button', { name: 'Preview import' }).click();
  await expect(preview.getByRole('heading', { name: '2 shows to create' })).toBeVisible();
  await preview.getByRole('button', { name: 'Import 2 shows' }).click();
  await expect(summary).toContainText('Imported 2 shows');

  // The queue: six shows wait; three rated with the keyboard alone.
  await summary.getByRole('link', { name: 'Rate your imported shows' }).click();
  await expect(page).toHaveURL('/rate');
  const left = page.getByTestId('rate-left');
  const card = page.getByTestId('rate-card');
  const slider = card.getByRole('slider', { name: 'Score' });
  await expect(left).toHaveText('6 left');
  const rated: { artist: string; score: number }[] = [];
  for (const key of ['End', 'Home', 'End']) {
    await expect(slider).toBeFocused();
    const artist = (await card.getByRole('heading').first().textContent())!.trim();
    await page.keyboard.press(key);
    if (key === 'End') await page.keyboard.press('ArrowLeft');
    const score = Number(await slider.getAttribute('aria-valuenow'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('rate-place')).toContainText(artist);
    rated.push({ artist, score });
  }
  await expect(left).toHaveText('3 left');
  expect(rated.map((r) => r.score)).toEqual([99, 0, 99]);

  // The ranking: the CSV's scored show and the three rated, highest first.
  await page.goto('/profile');
  // The queue goes newest show first; the two 99s tie and the later date ranks first.
  const [first, second, third] = rated.map((r) => r.artist);
  const rows = ranking.seenRows(page);
  await ranking.expectRanking(rows, [first!, third!, 'Spreadsheet Scored', second!]);
  await expect(page.getByRole('link', { name: /Rate your imported shows \(3\)/ })).toBeVisible();

  // A rated setlist.fm show: its page shows the setlist and links its source.
  const setlistShow = rated.find((r) => r.artist !== 'Spreadsheet Unscored')!;
  await rows.filter({ hasText: setlistShow.artist }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: setlistShow.artist, level: 1 })).toBeVisible();
  const setlist = page.getByRole('region', { name: 'Setlist' });
  await expect(setlist.getByRole('listitem').first()).toBeVisible();
  await expect(setlist.getByRole('link', { name: /^Source: setlist\.fm/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.setlist\.fm\/setlist\//,
  );
});
