import * as addShow from '../support/add-show';
import { announced, artistPath, toast } from '../support/app';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/** What a screen reader is told, beyond what axe checks. */
test.describe('screen readers', () => {
  test('the score slider says the score and its verdict at each step', async ({ page }) => {
    const form = await addShow.gotoAsNewUser(page);
    const slider = form.getByRole('slider', { name: 'Score' });
    await expect(slider).toHaveAttribute('aria-valuetext', '75 out of 100, It was okay');
    await addShow.moveScore(form, 10);
    await expect(slider).toHaveAttribute('aria-valuetext', '85 out of 100, Loved it!');
    await slider.press('Home');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(slider).toHaveAttribute('aria-valuetext', /^0 out of 100, .+/);
    // The verdict beside the score is not a second live region (it would be said twice).
    await expect(form.getByTestId('score-verdict').locator('[aria-live]')).toHaveCount(0);
    await expect(form.getByTestId('score-verdict')).not.toHaveAttribute('aria-live', /.*/);
  });

  test('toasts are said once, politely, through a live region that was on the page before them', async ({
    page,
  }) => {
    const form = await addShow.gotoAsNewUser(page);
    // The region is there, empty, before any toast: one that appears with its text is not
    // read by every screen reader.
    const region = announced(page);
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveAttribute('aria-live', 'polite');

    await addShow.typeFreely(form, 'Artist', 'Polite Toast Band');
    await addShow.pickOption(page, form, 'City', 'Porto', 'Porto, PT');
    await form.getByRole('button', { name: 'Save Show' }).click();
    const shown = toast(page, 'Show added successfully');
    await expect(shown).toBeVisible();
    await expect(region).toHaveText(/^Show added successfully: You rated Polite Toast Band/);
    // The toast on screen is not an interrupting alert nor a live region of its own.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(shown.locator('[aria-live], [role="alert"], [role="status"]')).toHaveCount(0);
  });

  test("an artist's global rank badge reads 'Global rank #n'", async ({ page }) => {
    await signUp(page);
    await page.goto(artistPath('Arctic Monkeys'));
    const badge = page.getByTitle('Global rank');
    await expect(badge).toBeVisible();
    // What is seen is the number; what is heard says what it is.
    await expect(badge).toHaveText(/^Global rank #\d+$/);
    await expect(badge.getByText('Global rank', { exact: true })).toHaveCSS('position', 'absolute');
  });
});
