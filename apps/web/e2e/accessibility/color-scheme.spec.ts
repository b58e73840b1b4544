import type { Locator, Page } from '@playwright/test';
import { settledStyle } from '../support/app';
import { headerAvatar } from '../support/profile';
import { expect, test } from '../support/test';
import { newUser, signUp, signUpOnHome } from '../support/users';

/**
 * Dark mode: the app follows the system's setting, and the account
 * menu's Appearance group keeps a choice; either way the page is in its mode
 * from the first paint, before any of the app's scripts run.
 */

/** The page is in this scheme (the one Mantine's styles are keyed on). */
function expectScheme(page: Page, scheme: 'light' | 'dark') {
  return expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** The Appearance group's choice `name` is checked, or not. */
function expectChoice(appearance: Locator, name: string, checked: boolean) {
  return expect(appearance.getByRole('menuitemradio', { name })).toHaveAttribute(
    'aria-checked',
    String(checked),
  );
}

/** What the CSP refused on the page (the inline colour-scheme script must not be among it). */
function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/**
 * Loads `path` with every script of the app refused, so what sets the scheme
 * can only be index.html's inline script: what the first paint gets.
 */
async function gotoWithoutAppScripts(page: Page, path: string): Promise<void> {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.route(/\/(after-paint|registerSW)[^/]*\.js$/, (route) => route.abort());
  // The frame's goto: the page's waits for the app to adopt the screen, which cannot happen here.
  await page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

async function openAppearance(page: Page) {
  await headerAvatar(page).click();
  const group = page.getByRole('group', { name: 'Appearance' });
  await expect(group).toBeVisible();
  return group;
}

test.describe('following the system', () => {
  test.use({ colorScheme: 'dark' });

  test('a dark system gets a dark page from the first paint, the CSP allowing the one inline script', async ({
    page,
  }) => {
    const refused = cspRefusals(page);
    await gotoWithoutAppScripts(page, '/auth');
    await expectScheme(page, 'dark');
    // The page's background is the dark one before the app's stylesheet and scripts arrive.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(26, 21, 39)');

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expectScheme(page, 'dark');
    expect(refused).toEqual([]);
  });

  test('the system switching to light switches the open page', async ({ page }) => {
    await signUpOnHome(page, newUser('sysdark'));
    await expectScheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectScheme(page, 'light');
  });
});

test.describe('the account menu switch', () => {
  test.use({ colorScheme: 'light' });

  test('Dark is kept over a light system, from the next first paint on; System follows it again', async ({
    page,
  }) => {
    const refused = cspRefusals(page);
    await signUpOnHome(page, newUser('darkpick'));
    await expectScheme(page, 'light');

    const appearance = await openAppearance(page);
    await expectChoice(appearance, 'System', true);
    await appearance.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expectScheme(page, 'dark');
    // The menu stays open on the change, and says which is on.
    await expectChoice(appearance, 'Dark', true);
    await expectChoice(appearance, 'System', false);
    await page.keyboard.press('Escape');

    // The next visit is dark before any of the app's code runs, on a light system.
    await gotoWithoutAppScripts(page, '/profile');
    await expectScheme(page, 'dark');
    await page.goto('/profile');
    await expectScheme(page, 'dark');

    // Light, by keyboard: the radio items are reached with the arrow keys.
    await headerAvatar(page).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const light = menu.getByRole('menuitemradio', { name: 'Light' });
    for (let i = 0; i < 8 && !(await light.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(light).toBeFocused();
    await page.keyboard.press('Enter');
    await expectScheme(page, 'light');
    await page.keyboard.press('Escape');

    // System again: the page follows the system's setting, whichever it is.
    const again = await openAppearance(page);
    await again.getByRole('menuitemradio', { name: 'System' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectScheme(page, 'dark');
    await page.reload();
    await expectScheme(page, 'dark');
    expect(refused).toEqual([]);
  });
});

/** WCAG contrast ratio of two computed 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const mode of ['light', 'dark'] as const) {
  test(`the profile's selected tab reads clearly on its fill (${mode})`, async ({ page }) => {
    // axe cannot tell this one: the fill is a separate element slid under the label.
    await page.emulateMedia({ colorScheme: mode });
    await signUp(page, newUser('tabfill'));
    await page.goto('/profile');
    const tabs = page.getByRole('radiogroup', { name: 'Profile sections' });
    const label = tabs.locator('label[data-active]');
    await expect(label).toHaveText('Seen');
    const fill = tabs.locator('.mantine-SegmentedControl-indicator');
    await expect(fill).toBeVisible();
    // Read once both have settled: the app mounts the fill again after the first render
    // (a replaced element reads as no colour at all), and the label's colour fades in.
    const { color: text } = await settledStyle(label, ['color']);
    const { 'background-color': background } = await settledStyle(fill, ['background-color']);
    expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  });
}
