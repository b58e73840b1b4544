import { expect, test } from '../support/test';
import * as profile from '../support/profile';
import { logShow, uniqueNames } from '../support/seed';
import { newUser, openSignedUpBrowser, signUp } from '../support/users';

test.describe('diary', () => {
  test('the calendar of a year: marked days, another year, a day’s shows', async ({ page }) => {
    test.setTimeout(90_000);
    const me = await signUp(page, newUser('diary'));
    const [loved, okay, late, older] = uniqueNames('Loved', 'Okay', 'Late', 'Older');
    const first = await logShow(page.request, {
      artist: loved,
      city: 'Lisbon',
      date: '2024-03-04',
      score: 92,
    });
    await logShow(page.request, { artist: okay, city: 'Porto', date: '2024-03-04', score: 70 });
    await logShow(page.request, { artist: late, city: 'Lisbon', date: '2024-12-30', score: 35 });
    const old = await logShow(page.request, {
      artist: older,
      city: 'Madrid',
      date: '2023-07-14',
      score: 85,
    });

    // The profile's Diary card: the newest year with shows, and the way in.
    await profile.openOwn(page);
    const card = profile.statCard(page, 'Diary');
    await expect(card).toContainText('2 days');
    await expect(card).toContainText('With shows in 2024');
    await card.getByRole('link', { name: /2 days with shows in 2024/ }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${me.id}/diary\\?year=2024$`));
    await expect(page.getByRole('heading', { name: 'Diary', level: 1 })).toBeVisible();
    await expect(page.getByTestId('diary-summary')).toHaveText(
      '2 days with shows · 3 shows in 2024',
    );

    // Twelve months, Monday first; the days with shows are buttons named by their shows.
    const calendar = page.getByRole('region', { name: '2024 calendar' });
    await expect(calendar.getByRole('table')).toHaveCount(12);
    const march = calendar.getByRole('table', { name: /^March/ });
    await expect(march.getByRole('columnheader').first()).toHaveAccessibleName('Monday');
    await expect(march).toContainText('2 shows');
    const day = calendar.getByRole('button', { name: `March 4: ${loved}, 92; ${okay}, 70` });
    await expect(day).toHaveText('4');
    await expect(calendar.getByRole('button', { name: `December 30: ${late}, 35` })).toBeVisible();
    await expect(calendar.getByRole('button')).toHaveCount(2);
    // 1 March 2024 was a Friday: the month's first row has four empty cells before it.
    await expect(march.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('1');

    // A day's shows, from the keyboard.
    await day.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'March 4, 2024' });
    await expect(dialog).toContainText('2 shows');
    await expect(dialog.getByRole('link')).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: new RegExp(loved) })).toHaveAttribute(
      'href',
      `/show/${first.id}`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(day).toBeFocused();

    // Another year, from the picker.
    await page.getByRole('combobox', { name: 'Year' }).click();
    await expect(page.getByRole('option')).toHaveText(['2024', '2023']);
    await page.getByRole('option', { name: '2023' }).click();
    await expect(page).toHaveURL(/\?year=2023$/);
    const july = page.getByRole('button', { name: `July 14: ${older}, 85` });
    await july.click();
    await page
      .getByRole('dialog', { name: 'July 14, 2023' })
      .getByRole('link', { name: new RegExp(older) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/show/${old.id}$`));
    await expect(page.getByRole('heading', { name: older })).toBeVisible();

    // A year without shows.
    await page.goto(`/profile/${me.id}/diary?year=2022`);
    await expect(page.getByText('No shows in 2022')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a show' })).toBeVisible();
  });

  test("another user's diary; a private one", async ({ page, browser }) => {
    const owner = await signUp(page, newUser('diaryowner'));
    const [band] = uniqueNames('Shared');
    await logShow(page.request, { artist: band, date: '2025-02-03', score: 81 });
    const { context, page: visitor } = await openSignedUpBrowser(browser, newUser('diaryvisit'));
    await visitor.goto(`/profile/${owner.id}/diary`);
    await expect(visitor.getByRole('button', { name: `February 3: ${band}, 81` })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Add a show' })).toHaveCount(0);

    await page.request.patch(`/api/users/${owner.id}/profile`, { data: { isPrivate: true } });
    await visitor.goto(`/profile/${owner.id}/diary`);
    await expect(visitor.getByRole('heading', { name: 'This account is private' })).toBeVisible();
    await context.close();
  });
});
