import { expect, test } from '@playwright/test';
import { registerUser, toast } from './fixtures';
import {
  addGuest,
  editDialog,
  expectRanking,
  fullRankingDialog,
  fullRankingRows,
  postShow,
  seenRows,
  seenSection,
  setScore,
  uniqueArtist,
} from './show-helpers';

test.describe('the Seen list, the Full Ranking and the Edit Show Rating dialog', () => {
  test('ranks shows, moves a re-scored show at once, and deletes with a confirmation', async ({
    page,
  }) => {
    await registerUser(page);
    const early = uniqueArtist('Early Seventy');
    const best = uniqueArtist('Ninety Club');
    const late = uniqueArtist('Late Seventy');
    await postShow(page, { artist: early, city: 'Lisbon', date: '2024-01-10', score: 70 });
    await postShow(page, { artist: best, city: 'Porto', date: '2024-02-10', score: 90 });
    await postShow(page, { artist: late, city: 'Madrid', date: '2024-03-10', score: 70 });

    await page.goto('/profile');
    const seen = seenSection(page);
    await expect(seen.getByText('3 shows', { exact: true })).toBeVisible();
    // 90 first; of the two 70s, the later date ranks higher.
    await expectRanking(seenRows(page), [best, late, early]);
    await expect(seenRows(page).first()).toContainText('February 10, 2024');
    await expect(seenRows(page).first()).toContainText('Porto');
    await expect(seenRows(page).first()).toContainText('90');
    await expect(seen.getByRole('button', { name: 'See more shows' })).toHaveCount(0);

    // 'See all' opens the Full Ranking, highest to lowest, as rank/total.
    await seen.getByRole('button', { name: 'See all' }).click();
    await expect(fullRankingDialog(page)).toBeVisible();
    await expectRanking(fullRankingRows(page), [best, late, early], 3);
    await expect(fullRankingRows(page).first()).toContainText('1/3');

    // Re-score the lowest show to 95 from the Full Ranking: it moves to #1 at once.
    await fullRankingDialog(page)
      .getByRole('button', { name: `Edit ${early} show` })
      .click();
    const dialog = editDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('It was okay')).toBeVisible();
    await setScore(dialog, 95);
    await expect(dialog.getByTestId('edit-score-value')).toHaveText('95');
    await expect(dialog.getByText('Loved it!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Show updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expectRanking(fullRankingRows(page), [early, best, late], 3);
    await expect(fullRankingRows(page).first()).toContainText('95');
    await page.keyboard.press('Escape');
    await expect(fullRankingDialog(page)).toBeHidden();
    await expectRanking(seenRows(page), [early, best, late]);

    // Delete from the edit dialog, through the 'Delete Show' confirmation.
    await seen.getByRole('button', { name: `Edit ${best} show` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Show' });
    await expect(confirm).toBeVisible();
    // Cancel first: nothing changes.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Show deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(seen.getByText('2 shows', { exact: true })).toBeVisible();
    await expectRanking(seenRows(page), [early, late]);

    // Still so after a reload: the server agrees.
    await page.reload();
    await expectRanking(seenRows(page), [early, late]);
  });

  test('guest rules in the edit dialog: main artist, duplicate, fourth guest', async ({ page }) => {
    await registerUser(page);
    const main = uniqueArtist('Headliner');
    const [g1, g2, g3, g4] = ['One', 'Two', 'Three', 'Four'].map((n) => uniqueArtist(`Guest ${n}`));
    await postShow(page, {
      artist: main,
      city: 'Berlin',
      date: '2024-05-01',
      score: 80,
      guests: [g1!],
    });

    await page.goto('/profile');
    await seenSection(page)
      .getByRole('button', { name: `Edit ${main} show` })
      .click();
    const dialog = editDialog(page);
    const guests = dialog.getByRole('list', { name: 'Guest artists of this show' });
    await expect(guests.getByRole('listitem')).toHaveText([g1!]);

    await addGuest(dialog, main.toUpperCase());
    await expect(toast(page, 'Cannot add main artist as guest')).toBeVisible();
    await addGuest(dialog, g1!.toLowerCase());
    await expect(toast(page, 'Duplicate guest artist')).toBeVisible();
    await expect(guests.getByRole('listitem')).toHaveCount(1);

    await addGuest(dialog, g2!);
    await expect(toast(page, 'Guest artist added')).toBeVisible();
    await addGuest(dialog, g3!);
    await expect(guests.getByRole('listitem')).toHaveText([g1!, g2!, g3!]);
    await addGuest(dialog, g4!);
    const refusal = toast(page, 'Maximum guests reached');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('You can only add up to 3 guest artists');
    await expect(guests.getByRole('listitem')).toHaveCount(3);

    // Remove one, save: the show keeps the other two.
    await dialog.getByRole('button', { name: `Remove ${g2}` }).click();
    await expect(guests.getByRole('listitem')).toHaveText([g1!, g3!]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Show updated')).toBeVisible();

    await seenSection(page).getByRole('link', { name: main }).click();
    await expect(page.getByRole('heading', { level: 1, name: main })).toBeVisible();
    await expect(page.getByTestId('show-guests')).toHaveText(`with ${g1} and ${g3}`);
  });

  test('more than five shows: the top five and See more shows', async ({ page }) => {
    await registerUser(page);
    const artists = Array.from({ length: 6 }, (_, i) => uniqueArtist(`Act ${i + 1}`));
    for (const [i, artist] of artists.entries()) {
      await postShow(page, {
        artist,
        city: 'Paris',
        date: `2023-0${i + 1}-15`,
        score: 40 + i * 10,
      });
    }
    const byRank = [...artists].reverse();
    await page.goto('/profile');
    const seen = seenSection(page);
    await expect(seen.getByText('6 shows', { exact: true })).toBeVisible();
    await expectRanking(seenRows(page), byRank.slice(0, 5));
    await seen.getByRole('button', { name: 'See more shows' }).click();
    await expectRanking(fullRankingRows(page), byRank, 6);
  });

  test('an owner without shows gets the empty state and its call to action', async ({ page }) => {
    await registerUser(page);
    await page.goto('/profile');
    const seen = seenSection(page);
    await expect(seen.getByText("You haven't ranked any shows yet")).toBeVisible();
    await expect(seen.getByRole('button', { name: 'See all' })).toHaveCount(0);
    await seen.getByRole('link', { name: 'Add your first show' }).click();
    await expect(page).toHaveURL('/add');
  });
});
