import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/**
 * The header's buttons are plain on the first paint and swap for their twins with tooltips and
 * the account menu once that code arrives. The swap waits while a button is pressed or
 * focused: a press on a replaced button would never become a click, and the focus would drop
 * to the page.
 */

/**
 * A signed-in Home whose enhanced buttons' code is held back until `deliver()`, with its
 * plain Search button.
 */
async function homeWithEnhancedButtonsHeld(page: Page) {
  await signUp(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/HeaderActions-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  const deliver = async () => {
    const arrived = page.waitForResponse(/\/assets\/HeaderActions-[^/]+\.js$/);
    release();
    await arrived;
    // Time for the module to run and the app to render what it would with it.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  };
  return { deliver, search: page.getByRole('button', { name: 'Search artists' }) };
}

test('a press that began on a plain button opens its dialog when the enhanced buttons arrive mid-press', async ({
  page,
}) => {
  const { deliver, search } = await homeWithEnhancedButtonsHeld(page);
  const box = (await search.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await deliver();
  await page.mouse.up();
  await expect(page.getByRole('dialog', { name: 'SEARCH ARTISTS' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'SEARCH ARTISTS' })).toBeHidden();

  // Free again, the buttons are the enhanced ones: a hover shows the tooltip.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Notifications' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Notifications' })).toBeVisible();
});

test('a focused plain button keeps the focus when the enhanced buttons arrive, and Enter opens its dialog', async ({
  page,
}) => {
  const { deliver, search } = await homeWithEnhancedButtonsHeld(page);
  await search.focus();
  await deliver();
  await expect(search).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'SEARCH ARTISTS' })).toBeVisible();
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the tooltips' and menu's code loads only when the avatar is tapped, and the menu opens", async ({
    page,
  }) => {
    await signUp(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/HeaderActions-[^/]+\.js$/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search artists' })).toBeVisible();
    // Idle, with the first screen long done: nothing was fetched for tooltips no one can hover.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(asked).toEqual([]);

    // The plain buttons work as they are.
    await page.getByRole('button', { name: 'Search artists' }).tap();
    await expect(page.getByRole('dialog', { name: 'SEARCH ARTISTS' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'SEARCH ARTISTS' })).toBeHidden();

    await page.getByRole('button', { name: 'Account menu' }).tap();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    expect(asked).toHaveLength(1);
  });
});
