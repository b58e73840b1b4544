import type { Locator, Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from '../support/a11y';
import { csvOf } from '../support/imports';
import { expectFeed, feedSwitch, followingList, loadedFeed } from '../support/app';
import { file } from '../support/files';
import * as profile from '../support/profile';
import { daysAgo, followViaApi, logShow, uniqueName, uniqueSuffix } from '../support/seed';
import { expect, test } from '../support/test';
import { newUser, openSignedUpBrowser, signUp } from '../support/users';

/**
 * Imports don't flood the feeds, at phone width: a user imports a CSV of 20
 * old shows through the Import screen; their follower's Following feed (and
 * the Everyone feed) shows one line, "Lena imported 20 shows", linking to
 * her profile, beside the card of her show logged before, and no card of
 * any imported show. The Current Streak card then tells each reader the
 * truth: to her, no show dated this week or last; to the follower, that she
 * has no current streak.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** A Home feed's entries of one person: her import's line (her name) and her show cards (her username). */
function entriesOf(list: Locator, who: { displayName: string; username: string }): Locator {
  return list
    .getByRole('article')
    .filter({ hasText: new RegExp(`${who.displayName}|${who.username}`) });
}

async function importThroughTheScreen(page: Page, csv: string, count: number) {
  await page.goto('/import');
  const source = page.getByRole('region', { name: 'Choose your source' });
  await source.getByRole('radio', { name: 'CSV spreadsheet' }).check();
  const chooser = page.waitForEvent('filechooser');
  await source.getByLabel('CSV file').click();
  await (await chooser).setFiles([file('old-shows.csv', 'text/csv', csv)]);
  await source.getByRole('button', { name: 'Preview import' }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `${count} shows to create` })).toBeVisible();
  await preview.getByRole('button', { name: `Import ${count} shows` }).click();
  await expect(page.getByRole('region', { name: 'Import finished' })).toContainText(
    `Imported ${count} shows, skipped 0 already logged, 0 refused`,
  );
}

test('a CSV of 20 old shows is one line in a follower’s feeds, not 20 cards', async ({
  page,
  browser,
}) => {
  const lena = await signUp(page, { ...newUser('lena'), displayName: `Lena ${uniqueSuffix()}` });
  const follower = await openSignedUpBrowser(browser);
  await followViaApi(follower.page.request, follower.user.id, lena.id);
  // Her show of three weeks ago: a card of the feeds, and no current streak.
  const before = uniqueName('Before');
  await logShow(page.request, { artist: before, date: daysAgo(21) });
  const band = uniqueName('Old Band');
  const oldShows = Array.from({ length: 20 }, (_, i) => ({
    date: `2016-${String((i % 12) + 1).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
    artist: `${band} ${i + 1}`,
  }));
  await importThroughTheScreen(page, csvOf(oldShows), 20);

  // Her follower's Following feed: the import's line above her card, nothing more of hers.
  const { page: theirs } = follower;
  await theirs.goto('/');
  await expectFeed(theirs, 'Following');
  const mine = entriesOf(followingList(theirs), lena);
  const line = `${lena.displayName} imported 20 shows`;
  await expect(mine).toHaveCount(2);
  await expect(mine.nth(0)).toHaveAccessibleName(line);
  await expect(mine.nth(1)).toContainText(before);
  await expect(followingList(theirs)).not.toContainText(band);
  await expectAccessibleInBothSchemes(theirs, 'Following feed with an import line');

  // Everyone: the same single line.
  await feedSwitch(theirs).getByText('Everyone', { exact: true }).click();
  await expectFeed(theirs, 'Everyone');
  await expect(loadedFeed(theirs)).toBeVisible();
  const everyone = theirs.getByRole('list', { name: 'Activity' });
  await expect(entriesOf(everyone, lena)).toHaveCount(2);
  await expect(everyone.getByRole('article', { name: line })).toHaveCount(1);
  await expect(everyone).not.toContainText(band);

  // The line opens her profile, where the follower is not told to log.
  await everyone.getByRole('link', { name: line }).click();
  await expect(theirs).toHaveURL(`/profile/${lena.id}`);
  const streak = profile.statCard(theirs, 'Current Streak');
  await expect(streak.getByTestId('stat-streak')).toHaveText('0 weeks');
  await expect(streak).toContainText(`${lena.displayName} has no current streak`);
  await expect(streak).not.toContainText('Log a show');

  // Her own profile: 21 shows, none dated this week or last.
  await profile.openOwn(page);
  const own = profile.statCard(page, 'Current Streak');
  await expect(own.getByTestId('stat-streak')).toHaveText('0 weeks');
  await expect(own).toContainText('No show dated this week or last');
  await expect(own).not.toContainText('Log a show to start one');
  await follower.context.close();
});
