import { expect, test } from '../support/test';
import { cancelThenConfirm, toast } from '../support/app';
import * as ranking from '../support/ranking';
import { logShow, uniqueName, uniqueNames } from '../support/seed';
import { signUp } from '../support/users';

test.describe('the Seen list, the Full Ranking and the Edit Show Rating dialog', () => {
  test('ranks shows, moves a re-scored show at once, and deletes with a confirmation', async ({
    page,
  }) => {
    await signUp(page);
    const [early, best, late] = uniqueNames('Early Seventy', 'Ninety Club', 'Late Seventy');
    await logShow(page.request, { artist: early, city: 'Lisbon', date: '2024-01-10', score: 70 });
    await logShow(page.request, { artist: best, city: 'Porto', date: '2024-02-10', score: 90 });
    await logShow(page.request, { artist: late, city: 'Madrid', date: '2024-03-10', score: 70 });

    await page.goto('/profile');
    const seen = ranking.seenSection(page);
    await expect(seen.getByText('3 shows', { exact: true })).toBeVisible();
    // 90 first; of the two 70s, the later date ranks higher.
    await ranking.expectRanking(ranking.seenRows(page), [best, late, early]);
    await expect(ranking.seenRows(page).first()).toContainText('February 10, 2024');
    await expect(ranking.seenRows(page).first()).toContainText('Porto');
    await expect(ranking.seenRows(page).first()).toContainText('90');
    await expect(seen.getByRole('button', { name: 'See more shows' })).toHaveCount(0);

    // 'See all' opens the Full Ranking, highest to lowest, as rank/total.
    await seen.getByRole('button', { name: 'See all' }).click();
    await expect(ranking.fullRankingDialog(page)).toBeVisible();
    await ranking.expectRanking(ranking.fullRankingRows(page), [best, late, early], 3);
    await expect(ranking.fullRankingRows(page).first()).toContainText('1/3');

    // Re-score the lowest show to 95 from the Full Ranking: it moves to #1 at once.
    await ranking
      .fullRankingDialog(page)
      .getByRole('button', { name: `Edit ${early} show` })
      .click();
    const dialog = ranking.editDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('It was okay')).toBeVisible();
    await ranking.setScore(dialog, 95);
    await expect(dialog.getByTestId('edit-score-value')).toHaveText('95');
    await expect(dialog.getByText('Loved it!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Show updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    await ranking.expectRanking(ranking.fullRankingRows(page), [early, best, late], 3);
    await expect(ranking.fullRankingRows(page).first()).toContainText('95');
    await page.keyboard.press('Escape');
    await expect(ranking.fullRankingDialog(page)).toBeHidden();
    await ranking.expectRanking(ranking.seenRows(page), [early, best, late]);

    // Delete from the edit dialog, through the 'Delete Show' confirmation.
    await seen.getByRole('button', { name: `Edit ${best} show` }).click();
    await expect(dialog).toBeVisible();
    // Cancel first: nothing changes; then delete.
    await cancelThenConfirm(dialog, ranking.deleteShowDialog(page), {
      action: 'Delete',
      done: 'Show deleted',
    });
    await expect(seen.getByText('2 shows', { exact: true })).toBeVisible();
    await ranking.expectRanking(ranking.seenRows(page), [early, late]);

    // Still so after a reload: the server agrees.
    await page.reload();
    await ranking.expectRanking(ranking.seenRows(page), [early, late]);
  });

  test('guest rules in the edit dialog: main artist, duplicate, fourth guest', async ({ page }) => {
    await signUp(page);
    const main = uniqueName('Headliner');
    const [g1, g2, g3, g4] = uniqueNames('Guest One', 'Guest Two', 'Guest Three', 'Guest Four');
    await logShow(page.request, { artist: main, city: 'Berlin', score: 80, guests: [g1] });

    const dialog = await ranking.openEditFromSeen(page, main);
    const guests = dialog.getByRole('list', { name: 'Guest artists of this show' });
    await expect(guests.getByRole('listitem')).toHaveText([g1]);

    await ranking.addGuest(dialog, main.toUpperCase());
    await expect(toast(page, 'Cannot add main artist as guest')).toBeVisible();
    await ranking.addGuest(dialog, g1.toLowerCase());
    await expect(toast(page, 'Duplicate guest artist')).toBeVisible();
    await expect(guests.getByRole('listitem')).toHaveCount(1);

    await ranking.addGuest(dialog, g2);
    await expect(toast(page, 'Guest artist added')).toBeVisible();
    await ranking.addGuest(dialog, g3);
    await expect(guests.getByRole('listitem')).toHaveText([g1, g2, g3]);
    await ranking.addGuest(dialog, g4);
    const refusal = toast(page, 'Maximum guests reached');
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('You can only add up to 3 guest artists');
    await expect(guests.getByRole('listitem')).toHaveCount(3);

    // Remove one, save: the show keeps the other two.
    await dialog.getByRole('button', { name: `Remove ${g2}` }).click();
    await expect(guests.getByRole('listitem')).toHaveText([g1, g3]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Show updated')).toBeVisible();

    await ranking.seenSection(page).getByRole('link', { name: main }).click();
    await expect(page.getByRole('heading', { level: 1, name: main })).toBeVisible();
    await expect(page.getByTestId('show-guests')).toHaveText(`with ${g1} and ${g3}`);
  });

  test('more than five shows: the top five and See more shows', async ({ page }) => {
    await signUp(page);
    const artists = Array.from({ length: 6 }, (_, i) => uniqueName(`Act ${i + 1}`));
    for (const [i, artist] of artists.entries()) {
      await logShow(page.request, { artist, date: `2023-0${i + 1}-15`, score: 40 + i * 10 });
    }
    const byRank = [...artists].reverse();
    await page.goto('/profile');
    const seen = ranking.seenSection(page);
    await expect(seen.getByText('6 shows', { exact: true })).toBeVisible();
    await ranking.expectRanking(ranking.seenRows(page), byRank.slice(0, 5));
    await seen.getByRole('button', { name: 'See more shows' }).click();
    await ranking.expectRanking(ranking.fullRankingRows(page), byRank, 6);
  });

  test('an owner without shows gets the empty state and its call to action', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile');
    const seen = ranking.seenSection(page);
    await expect(seen.getByText("You haven't ranked any shows yet")).toBeVisible();
    await expect(seen.getByRole('button', { name: 'See all' })).toHaveCount(0);
    // Or the gigs found in one's photos.
    await expect(seen.getByRole('link', { name: 'Find them in your photos' })).toHaveAttribute(
      'href',
      '/import/photos',
    );
    await seen.getByRole('link', { name: 'Add your first show' }).click();
    await expect(page).toHaveURL('/add');
  });

  test("the Edit Show dialog's fields carry their own placeholders, as on Add Show", async ({
    page,
  }) => {
    await signUp(page);
    const artist = uniqueName('Placeholder Band');
    await logShow(page.request, { artist, city: 'Porto', date: '2024-05-04', score: 77 });
    // Each field's own hint (ShowFields): the venue's is never the city's 'Where was it?'.
    const placeholders = [
      ['combobox', 'Artist', 'Who played?'],
      ['combobox', 'City', 'Where was it?'],
      ['combobox', 'Venue', 'e.g. Coliseu dos Recreios'],
      ['combobox', 'Companion', 'Who did you go with?'],
      ['textbox', 'Favorite song', 'The song of the night'],
      ['textbox', 'Notes', 'What made it special?'],
      ['combobox', 'Guest artists', 'Search an artist to add'],
    ] as const;

    await page.goto('/add');
    const form = page.getByRole('form', { name: 'Add New Show' });
    for (const [role, name, placeholder] of placeholders) {
      await expect(form.getByRole(role, { name, exact: true }), name).toHaveAttribute(
        'placeholder',
        placeholder,
      );
    }

    const dialog = await ranking.openEditFromSeen(page, artist);
    await dialog.getByRole('button', { name: /Show details/ }).click();
    for (const [role, name, placeholder] of placeholders) {
      await expect(dialog.getByRole(role, { name, exact: true }), name).toHaveAttribute(
        'placeholder',
        placeholder,
      );
    }
    await expect(dialog.getByPlaceholder('Where was it?')).toHaveCount(1);
  });
});
