import type { Locator } from '@playwright/test';
import { settledBox, toast } from '../support/app';
import * as ranking from '../support/ranking';
import { logShow, uniqueName } from '../support/seed';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/** The box of an element that must be on screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("cover neither the header nor an open dialog's title, and stay above the tab bar", async ({
    page,
  }) => {
    await signUp(page);
    const show = await logShow(page.request, { artist: uniqueName('Toast Place'), score: 70 });
    await page.goto(`/show/${show.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = ranking.editDialog(page);
    await expect(dialog).toBeVisible();
    const guest = uniqueName('Toast Guest');
    await ranking.addGuest(dialog, guest);
    const shown = toast(page, 'Guest artist added');
    await expect(shown).toBeVisible();
    // Its slide-in over, where it rests.
    const toastBox = await settledBox(shown);
    // The other boxes measured again until it holds: the dialog lays out again with the guest.
    await expect(async () => {
      const title = await box(dialog.getByRole('heading', { name: 'Edit Show Rating' }));
      const header = await box(
        page
          .locator('header')
          .filter({ has: page.getByRole('button', { name: 'Search artists' }) }),
      );
      const tabBar = await box(page.getByRole('navigation', { name: 'Main navigation' }));
      expect(overlaps(toastBox, title), 'the toast covers the dialog title').toBe(false);
      expect(overlaps(toastBox, header), 'the toast covers the header').toBe(false);
      expect(toastBox.y + toastBox.height, 'the toast sits above the tab bar').toBeLessThanOrEqual(
        tabBar.y,
      );
    }).toPass({ timeout: 10_000 });
  });
});
