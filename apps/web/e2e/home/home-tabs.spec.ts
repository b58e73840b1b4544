// Home's three tabs fit one line at every width, however Home was reached: drawn by the app
// after sign-up or sign-in, or rendered by the server on a load.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { settledBox } from '../support/app';
import {
  fillRegisterForm,
  newUser,
  registerUser,
  registerViaApi,
  submitLogin,
} from '../support/users';

/**
 * Home's three tabs (SPEC section 2, word for word) on one line, each label whole and on
 * screen: the same top for each, none clipped, none past the viewport's edge.
 */
async function expectTabsOnOneLine(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['Activity', 'Artist Leaderboard', 'User Leaderboard']);
  const width = page.viewportSize()!.width;
  const boxes = await Promise.all((await tabs.all()).map((tab) => settledBox(tab)));
  for (const box of boxes) {
    expect(Math.round(box.y)).toBe(Math.round(boxes[0]!.y));
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  // Whole labels: no text cut off inside a tab (read again while the labels still lay out).
  for (const tab of await tabs.all()) {
    await expect
      .poll(() => tab.evaluate((el) => el.scrollWidth > el.clientWidth), {
        message: `${await tab.textContent()} is cut off`,
      })
      .toBe(false);
  }
}

test.describe('Home: the tabs fit a phone', () => {
  for (const width of [360, 390, 1280]) {
    test(`${width} px wide: the three tabs on one line, labels whole, each still a tab`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      // Home as the app draws it after sign-up, then as the server renders it on a load (its
      // screen's styles in the page: they must still override Mantine's).
      await registerUser(page);
      await expectTabsOnOneLine(page);
      await page.reload();
      await expect(page.getByRole('tab', { name: 'Activity' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectTabsOnOneLine(page);
      await page.screenshot({ path: test.info().outputPath(`home-tabs-${width}.png`) });

      await page.getByRole('tab', { name: 'User Leaderboard' }).click();
      await expect(page).toHaveURL('/?tab=users');
      await expect(page.getByRole('tab', { name: 'User Leaderboard' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectTabsOnOneLine(page);
      await page.getByRole('tab', { name: 'Artist Leaderboard' }).click();
      await expect(page).toHaveURL('/?tab=artists');
      await expectTabsOnOneLine(page);
    });
  }
});

/**
 * The auth screen as a visitor meets it at the app's own address (/, not /auth): the screen
 * behind the gate is Home, whose code and styles load with the page, before the app's
 * stylesheet is applied; Home must still draw with its own rules over Mantine's.
 */
test.describe('Home: the tabs on one line on a phone right after the auth screen at /', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('after sign-up', async ({ page }) => {
    await page.goto('/');
    await fillRegisterForm(page, newUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectTabsOnOneLine(page);
  });

  test('after sign-in', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await page.goto('/');
    await submitLogin(page, user);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await expectTabsOnOneLine(page);
  });
});
