import { expectAccessibleInBothSchemes } from '../support/a11y';
import * as profile from '../support/profile';
import { logShow, uniqueName } from '../support/seed';
import { expect, test } from '../support/test';
import { newUser, signUp } from '../support/users';

/**
 * The friends' and stats screens pass axe (as a11y.spec.ts checks every other
 * screen): the diary, a day of it, an empty year and the Wrapped story, at
 * desktop and phone width, in light and dark mode.
 */
const WIDTHS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name} width, light and dark mode`, () => {
    test.use({ viewport: width.size, colorScheme: 'light' });
    test.describe.configure({ timeout: 120_000 });

    test('the diary, a day of it, an empty year, the Wrapped story', async ({ page }) => {
      const expectAccessible = (where: string) =>
        expectAccessibleInBothSchemes(page, `${where} (${width.name})`);
      const me = await signUp(page, newUser('a11ydiary'));
      // A show in every score band, and one day with two shows.
      for (const [date, score] of [
        ['2024-03-04', 92],
        ['2024-03-04', 70],
        ['2024-05-10', 65],
        ['2024-06-20', 45],
        ['2024-08-01', 25],
        ['2024-11-30', 10],
      ] as const) {
        await logShow(page.request, { artist: uniqueName('Diary Act'), date, score });
      }
      await page.goto(`/profile/${me.id}/diary?year=2024`);
      const day = page.getByRole('button', { name: /^March 4: / });
      await expect(day).toBeVisible();
      await expectAccessible('Diary');
      await day.click();
      await expect(page.getByRole('dialog', { name: 'March 4, 2024' })).toBeVisible();
      await expectAccessible('Diary day');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.goto(`/profile/${me.id}/diary?year=2021`);
      await expect(page.getByText('No shows in 2021')).toBeVisible();
      await expectAccessible('Diary, empty year');

      await profile.openOwn(page);
      await expect(profile.statCard(page, 'Diary')).toContainText('5 days');
      const wrapped = await profile.openWrapped(page);
      await wrapped.getByText('Story 9:16').click();
      await expect(wrapped.getByTestId('wrapped-story')).toBeVisible();
      await expectAccessible('Wrapped story');
    });
  });
}
