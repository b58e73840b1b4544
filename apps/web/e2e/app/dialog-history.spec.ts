import { expect, test } from '../support/test';
import { openSearchDialog } from '../support/app';
import * as profile from '../support/profile';
import * as ranking from '../support/ranking';
import { logShow, uniqueName } from '../support/seed';
import { signUp, signUpOnHome } from '../support/users';

// The browser's Back with a dialog open closes the dialog and stays on the page
// (lib/lazy-when-opened.tsx, the seam of every code-split dialog).
test.describe('Back with a dialog open', () => {
  test('closes the dialog and stays; X and Escape leave no stray entry; Forward is harmless', async ({
    page,
  }) => {
    await signUp(page);
    await logShow(page.request, { artist: uniqueName('Back Button Band'), date: '2024-05-04' });
    await page.goto('/leaderboard');
    await profile.openOwn(page);
    const seeAll = ranking.seenSection(page).getByRole('button', { name: 'See all' });

    // Back closes the Full Ranking; the page stays.
    await seeAll.click();
    await expect(ranking.fullRankingDialog(page)).toBeVisible();
    await page.goBack();
    await expect(ranking.fullRankingDialog(page)).toBeHidden();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();

    // Forward onto the closed dialog's entry: the same page, working.
    await page.goForward();
    await expect(page).toHaveURL('/profile');
    await expect(ranking.fullRankingDialog(page)).toBeHidden();

    // Wrapped likewise.
    await profile.openWrapped(page);
    await page.goBack();
    await expect(profile.wrappedDialog(page)).toBeHidden();
    await expect(page).toHaveURL('/profile');

    // Closed by Escape, then by its X: Back then leaves the page, as before.
    await seeAll.click();
    await expect(ranking.fullRankingDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ranking.fullRankingDialog(page)).toBeHidden();
    const wrapped = await profile.openWrapped(page);
    await wrapped.getByRole('button', { name: 'Close' }).click();
    await expect(wrapped).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL('/leaderboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a dialog that takes the user elsewhere: Back returns to the page it was on', async ({
    page,
  }) => {
    // Home first: the last Back below goes there.
    await signUpOnHome(page);
    await page.goto('/leaderboard');
    const dialog = await openSearchDialog(page);
    await dialog.getByPlaceholder('Search artists...').fill('beyonce');
    await dialog.getByRole('option', { name: /Beyoncé/ }).click();
    await expect(page).toHaveURL('/artist/Beyonc%C3%A9');
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL('/leaderboard');
    await expect(dialog).toBeHidden();
    // One Back was enough: the next one leaves for Home, where the test began.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});
