import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import * as addShow from '../support/add-show';
import { loadedFeed } from '../support/app';
import { signUp, signUpOnHome } from '../support/users';

/** The element that has the keyboard focus: its id, role and name. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      id: el?.id ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
    };
  });
}

/** The focused skip link `name` is in view; Enter moves the focus to the element `targetId`. */
async function followSkipLink(page: Page, name: string, targetId: string): Promise<void> {
  const link = page.getByRole('link', { name });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
  expect((await focused(page)).id).toBe(targetId);
}

test.describe('keyboard', () => {
  test('skip links: the first Tab offers the main content, the second the tab bar', async ({
    page,
  }) => {
    await signUpOnHome(page);
    await expect(loadedFeed(page)).toBeVisible();

    await page.keyboard.press('Tab');
    await followSkipLink(page, 'Skip to main content', 'main-content');
    await expect(page).toHaveURL('/');
    // The next stop is the screen's own first control, not the header's.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'Activity' })).toBeFocused();

    // From the top again: ADD SHOW is four presses away.
    await page.reload();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await followSkipLink(page, 'Skip to tab bar', 'tab-bar');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'ADD SHOW' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/add');
    await expect(page.getByRole('heading', { name: 'Add New Show', level: 1 })).toBeVisible();
  });

  test('on a phone, the focused Add photos area is clear of the fixed tab bar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = await addShow.gotoAsNewUser(page);
    // From the notes, with the zone's top just inside the window but under the tab bar (the
    // browser sees it as in view and would not scroll), Tab reaches the photos' input.
    await form.getByLabel('Notes').focus();
    const label = form.locator('label', { hasText: 'Add photos' });
    await label.evaluate((el) => {
      const top = el.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - (window.innerHeight - 40));
    });
    for (let i = 0; i < 6 && (await focused(page)).text !== 'Add photos'; i++) {
      await page.keyboard.press('Tab');
    }
    expect((await focused(page)).text).toBe('Add photos');
    // Measured again until it holds: the focus scrolls the page, and a box read mid-scroll is
    // where the zone was, not where it comes to rest.
    await expect(async () => {
      const zone = await label.boundingBox();
      const tabBar = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
      expect(zone).not.toBeNull();
      expect(zone!.y + zone!.height).toBeLessThanOrEqual(tabBar!.y);
      expect(zone!.y).toBeGreaterThanOrEqual(60);
    }).toPass({ timeout: 10_000 });
  });

  test('with reduced motion asked for, dialogs open without a transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUpOnHome(page);
    await page.getByRole('button', { name: 'Search artists' }).click();
    const dialog = page.getByRole('dialog', { name: 'SEARCH ARTISTS' });
    await expect(dialog).toBeVisible();
    const duration = await dialog.evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration.split(',').every((d) => parseFloat(d) <= 0.001)).toBe(true);
  });
});

/**
 * Waits until the header has swapped its first-paint buttons for the enhanced ones (the
 * account button then opens a menu): a button focused before the swap is replaced under the
 * focus, and the Enter that follows reaches nothing.
 */
async function headerEnhanced(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
    'aria-haspopup',
    'menu',
  );
}

/** Enter on the focused opener shows the dialog; Escape closes it and the focus is back on the opener. */
async function openAndEscape(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe('focus returns to what opened a dialog', () => {
  test('Search: closed with Escape or Cancel, the focus is back on the header button', async ({
    page,
  }) => {
    await signUpOnHome(page);
    await headerEnhanced(page);
    const opener = page.getByRole('button', { name: 'Search artists' });
    const dialog = page.getByRole('dialog', { name: 'SEARCH ARTISTS' });
    await openAndEscape(page, opener, dialog);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('Edit profile: closed, the focus is back on its button', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile');
    await headerEnhanced(page);
    await openAndEscape(
      page,
      page.getByRole('button', { name: 'Edit profile' }),
      page.getByRole('dialog', { name: 'Edit profile' }),
    );
  });
});
