import type { Locator, Page } from '@playwright/test';
import { file } from '../support/files';
import * as ranking from '../support/ranking';
import { daysAgo, uniqueNames } from '../support/seed';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/**
 * A spreadsheet rated out of 10, imported at phone width: the mapping step
 * says the scale it guessed from the "Rating (out of 10)" header and what it
 * does ("8 becomes 80"), the preview shows the converted scores, and after
 * the import the ranking holds 85 for an 8.5; changing the scale reads the
 * file again. The user is signed up through the API; the import is driven
 * through the screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

test('a CSV rated out of 10 with halves imports 8.5 as 85 and 9 as 90', async ({ page }) => {
  await signUp(page);
  const [halfBand, nineBand, sevenBand] = uniqueNames('Half Band', 'Nine Band', 'Seven Band');
  const csv = [
    'Date,Artist,City,Country,Rating (out of 10)',
    `${daysAgo(40)},${halfBand},Lisbon,PT,8.5`,
    `${daysAgo(41)},${nineBand},Porto,PT,9`,
    `${daysAgo(42)},${sevenBand},Braga,PT,"7,5"`,
  ].join('\n');

  await page.goto('/import');
  const source = section(page, 'Choose your source');
  await source.getByRole('radio', { name: 'CSV spreadsheet' }).check();
  const chooser = page.waitForEvent('filechooser');
  await source.getByLabel('CSV file').click();
  await (await chooser).setFiles(file('ratings.csv', 'text/csv', csv));
  await source.getByRole('button', { name: 'Preview import' }).click();

  // The mapping step: the score column found, its scale said and changeable.
  const columns = section(page, 'Match the columns');
  await expect(columns.getByRole('combobox', { name: 'Score', exact: true })).toHaveValue(
    'Rating (out of 10)',
  );
  const scale = columns.getByRole('combobox', { name: 'Score scale' });
  await expect(scale).toHaveValue('Out of 10');
  await expect(columns).toContainText('Ratings out of 10: 8 becomes 80, 8.5 becomes 85.');
  await expect(columns).toContainText("Guessed from the column's name.");
  await expect(columns).toContainText('rounded half up');

  const preview = section(page, 'Preview');
  const created = preview.getByRole('list', { name: '3 shows to create' });
  await expect(created.getByRole('listitem').filter({ hasText: halfBand })).toContainText(
    'Score 85',
  );
  await expect(created.getByRole('listitem').filter({ hasText: nineBand })).toContainText(
    'Score 90',
  );
  await expect(created.getByRole('listitem').filter({ hasText: sevenBand })).toContainText(
    'Score 75',
  );

  // Read out of 100 instead, 8.5 would be 9: the preview follows the choice, and back.
  await scale.click();
  await page.getByRole('option', { name: 'Out of 100', exact: true }).click();
  await expect(columns).toContainText('Ratings out of 100: 87 stays 87.');
  await expect(created.getByRole('listitem').filter({ hasText: halfBand })).toContainText(
    /Score 9(?!\d)/,
  );
  await scale.click();
  await page.getByRole('option', { name: 'Out of 10', exact: true }).click();
  await expect(columns).toContainText('Ratings out of 10: 8 becomes 80, 8.5 becomes 85.');
  await expect(created.getByRole('listitem').filter({ hasText: halfBand })).toContainText(
    'Score 85',
  );

  await preview.getByRole('button', { name: 'Import 3 shows' }).click();
  await expect(section(page, 'Import finished')).toContainText('Imported 3 shows');

  // The ranking: 90, 85, 75.
  await page.goto('/profile');
  const rows = ranking.seenRows(page);
  await ranking.expectRanking(rows, [nineBand, halfBand, sevenBand]);
  await expect(rows.filter({ hasText: halfBand }).getByLabel('Score 85 out of 100')).toBeVisible();
  await expect(rows.filter({ hasText: nineBand }).getByLabel('Score 90 out of 100')).toBeVisible();
});
