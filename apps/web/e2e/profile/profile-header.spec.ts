import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import * as profile from '../support/profile';
import { newUser, signUp, signUpWithOther } from '../support/users';

const WIDTHS = [
  { name: 'phone', size: { width: 390, height: 844 } },
  { name: 'desktop', size: { width: 1280, height: 900 } },
] as const;

/** The profile header's avatar (its picture, or the first letter of the name): the page's first. */
function headerAvatar(page: Page): Locator {
  return page.getByRole('main').locator('.mantine-Avatar-root').first();
}

/** The box of the avatar's letter itself (its glyphs, not the circle around them). */
async function letterBox(avatar: Locator) {
  return avatar.locator('.mantine-Avatar-placeholder').evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { left, top, right, bottom } = range.getBoundingClientRect();
    return { left, top, right, bottom, text: element.textContent };
  });
}

test.describe('the profile header', () => {
  for (const width of WIDTHS) {
    test(`the camera badge leaves the avatar's letter clear (${width.name})`, async ({ page }) => {
      await page.setViewportSize(width.size);
      // W: the widest capital, so the letter reaches furthest towards the badge.
      await signUp(page, { ...newUser('badge'), displayName: 'Wanda Wide' });
      await profile.openOwn(page);
      const badge = page.getByRole('button', { name: 'Change profile picture' });
      await expect(badge).toBeVisible();
      // Measured again until it holds: the header lays out again as the app takes the
      // server's markup over, and boxes read across that are from two layouts.
      await expect(async () => {
        const letter = await letterBox(headerAvatar(page));
        expect(letter.text).toBe('W');
        const b = (await badge.boundingBox())!;
        const overlaps =
          b.x < letter.right &&
          letter.left < b.x + b.width &&
          b.y < letter.bottom &&
          letter.top < b.y + b.height;
        expect(
          overlaps,
          `badge ${JSON.stringify(b)} and letter ${JSON.stringify(letter)} must not overlap`,
        ).toBe(false);
        // The badge still sits on the avatar (it is the avatar's control).
        const a = (await headerAvatar(page).boundingBox())!;
        expect(b.x).toBeLessThan(a.x + a.width);
        expect(b.y).toBeLessThan(a.y + a.height);
      }).toPass({ timeout: 10_000 });
    });
  }

  test('says whose profile it is: yours on /profile, theirs on /profile/{id}', async ({
    page,
    request,
  }) => {
    const { me, other } = await signUpWithOther(page, request, { me: 'viewer', other: 'owner' });

    await page.goto(`/profile/${other.id}`);
    // The PROFILE tab is lit on any /profile path (SPEC): the header says it is someone else's.
    await expect(page.locator('#tab-profile')).toHaveAttribute('aria-current', 'page');
    const theirs = page.getByRole('region', { name: `${other.displayName}'s profile` });
    await expect(theirs).toBeVisible();
    await expect(theirs.getByText(`${other.displayName}'s profile`, { exact: true })).toBeVisible();
    await expect(theirs.getByRole('heading', { level: 1, name: other.displayName })).toBeVisible();
    await expect(page.getByText('Your profile', { exact: true })).toHaveCount(0);

    await page.goto('/profile');
    const mine = page.getByRole('region', { name: 'Your profile' });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Your profile', { exact: true })).toBeVisible();
    await expect(mine.getByRole('heading', { level: 1, name: me.displayName })).toBeVisible();

    // Your own id in the path is your profile too.
    await page.goto(`/profile/${me.id}`);
    await expect(page.getByRole('region', { name: 'Your profile' })).toBeVisible();
  });
});
