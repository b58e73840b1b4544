import type { APIRequestContext } from '@playwright/test';
import * as addShow from '../support/add-show';
import { toast } from '../support/app';
import * as ranking from '../support/ranking';
import { daysAgo, logShow, uniqueName, uniqueNames } from '../support/seed';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/**
 * After a save, the user sees where the show landed in their ranking (issue
 * 18: "watch your ranking move"), and the keyboard's focus is on that result.
 */
/** Logs three shows scored 90, 70 and 50 (the oldest best); returns their artists in that order. */
async function logThreeShows(request: APIRequestContext, prefix: string) {
  const artists = uniqueNames(`${prefix} Top`, `${prefix} Mid`, `${prefix} Low`);
  for (const [i, artist] of artists.entries()) {
    await logShow(request, { artist, score: 90 - 20 * i, date: daysAgo(30 - 10 * i) });
  }
  return artists;
}

test.describe("a saved show's place in the ranking", () => {
  test('adding a show: "#2 of 4", its neighbours around it, the focus on the result, a link to the show', async ({
    page,
  }) => {
    await signUp(page);
    const [top, middle] = await logThreeShows(page.request, 'Place');
    const added = uniqueName('Place New');

    const form = await addShow.goto(page);
    await addShow.typeFreely(form, 'Artist', added);
    await addShow.pickOption(page, form, 'City', 'Porto', 'Porto, PT');
    await addShow.moveScore(form, 5);
    await expect(form.getByTestId('score-value')).toHaveText('80');
    await form.getByRole('button', { name: 'Save Show' }).press('Enter');
    await expect(toast(page, 'Show added successfully')).toBeVisible();

    const place = page.getByRole('region', { name: '#2 of 4' });
    await expect(place).toBeVisible();
    // The focus lands on the result of the save, not on the page's top.
    await expect(place.getByRole('heading', { name: '#2 of 4' })).toBeFocused();
    const rows = place
      .getByRole('list', { name: 'Your ranking around this show' })
      .getByRole('listitem');
    await ranking.expectRanking(rows, [top, added, middle], 4);
    await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(place.locator('[aria-current="true"]')).toHaveCount(1);
    // The form is fresh beneath it, for the next show.
    await expect(addShow.picker(form, 'Artist')).toHaveValue('');

    await place.getByRole('link', { name: 'View show' }).click();
    await expect(page).toHaveURL(/\/show\/\d+$/);
    await expect(page.getByRole('heading', { name: added })).toBeVisible();
  });

  test('editing a show: the Full Ranking highlights it where it moved, says "#1 of 3, up 2", and the focus stays on it', async ({
    page,
  }) => {
    await signUp(page);
    const [first, second, third] = await logThreeShows(page.request, 'Move');

    await ranking.openFullRanking(page);
    const dialog = ranking.fullRankingDialog(page);
    await ranking.expectRanking(ranking.fullRankingRows(page), [first, second, third], 3);
    const editThird = dialog.getByRole('button', { name: `Edit ${third} show` });
    await editThird.click();
    const edit = ranking.editDialog(page);
    await ranking.setScore(edit, 95);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();

    await ranking.expectRanking(ranking.fullRankingRows(page), [third, first, second], 3);
    await expect(ranking.fullRankingRows(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(dialog.getByRole('status').filter({ hasText: 'in your ranking' })).toHaveText(
      `${third}: #1 of 3, up 2 in your ranking`,
    );
    // The focus is back on the moved show's edit button, at its new place.
    await expect(editThird).toBeFocused();

    // Closed, the Seen list keeps the highlight and says it once more.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ranking.seenRows(page).first()).toHaveAttribute('aria-current', 'true');
    await expect(ranking.seenSection(page).getByTestId('rank-move')).toHaveText(
      `${third}: #1 of 3, up 2 in your ranking`,
    );
  });

  test('editing from the show page says where the show went', async ({ page }) => {
    await signUp(page);
    const [first, second] = uniqueNames('Page Top', 'Page Low');
    await logShow(page.request, { artist: first, score: 90, date: daysAgo(30) });
    const low = await logShow(page.request, { artist: second, score: 40, date: daysAgo(10) });

    await page.goto(`/show/${low.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = ranking.editDialog(page);
    await ranking.setScore(edit, 99);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByTestId('rank-move')).toHaveText(
      `${second}: #1 of 2, up 1 in your ranking`,
    );
  });
});
