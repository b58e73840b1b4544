import type { Page } from '@playwright/test';
import { adoptAfterNavigationsIn, expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import { settledBox, toast, toasts } from '../support/app';
import { failProcedure, holdProcedure } from '../support/network';
import * as settings from '../support/settings';
import { loginUser, logoutUser, registerViaApi, signUp, submitLogin } from '../support/users';

const PHONE = { width: 390, height: 844 };

/** The error under a field of the showing page, by the field's label. */
async function fieldError(page: Page, label: string) {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('id');
  return page.locator(`#${id}-error`);
}

test.describe('Settings: account', () => {
  test('on a phone: change the password from Settings, sign out, sign in with the new one', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const me = await signUp(page);
    await page.goto('/');
    await settings.openFromAccountMenu(page);
    const form = settings.passwordForm(page);

    // The form's own rules, as at registration: nothing is sent.
    await settings.changePassword(page, me.password, 'short', 'other');
    await expect(await fieldError(page, 'New password')).toHaveText(
      'Password must be at least 6 characters',
    );
    await settings.changePassword(page, me.password, 'brand-new-pass', 'brand-new-past');
    await expect(await fieldError(page, 'Confirm new password')).toHaveText(
      "Passwords don't match",
    );

    // The server's refusals, each under its field, with no toast.
    await settings.changePassword(page, 'not-my-password', 'brand-new-pass');
    const current = form.getByLabel('Current password', { exact: true });
    await expect(await fieldError(page, 'Current password')).toHaveText(
      'Current password is incorrect',
    );
    await expect(current).toBeFocused();
    await settings.changePassword(page, me.password, 'password123');
    await expect(await fieldError(page, 'New password')).toHaveText(
      'This password is too common; choose another',
    );
    await expect(toasts(page)).toHaveCount(0);

    // Changed: said so, the form empties, this browser stays signed in.
    await settings.changePassword(page, me.password, 'brand-new-pass');
    await expect(toast(page, 'Password changed')).toBeVisible();
    await expect(current).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    // Signed out, the old password no longer works; the new one does.
    await logoutUser(page);
    await submitLogin(page, me);
    await expect(toast(page, 'Login failed')).toBeVisible();
    await loginUser(page, { ...me, password: 'brand-new-pass' });
  });

  test('sign out everywhere: asked first, then this browser and another are signed out', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    // The same person signed in on a second device.
    const me = await signUp(page);
    const otherDevice = await browser.newContext();
    adoptAfterNavigationsIn(otherDevice);
    const other = await otherDevice.newPage();
    const signedIn = await other.request.post('/api/auth/login', {
      data: { username: me.username, password: me.password },
    });
    expect(signedIn.ok()).toBe(true);
    await other.goto('/settings');
    await expect(other.getByText(`Signed in as @${me.username}`)).toBeVisible();

    await settings.open(page);
    const account = settings.section(page, 'Account');
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await account.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(confirm).toContainText('this one included');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await account.getByRole('button', { name: 'Sign out everywhere' }).click();
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(toast(page, 'Signed out everywhere')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

    // The other device: its next load finds no session.
    await other.reload();
    await expect(other.getByRole('tab', { name: 'Login' })).toBeVisible();
    await otherDevice.close();

    // The password still signs in.
    await loginUser(page, me);
  });

  test('a failed sign out everywhere says so and stays signed in', async ({ page }) => {
    await signUp(page);
    await settings.open(page);
    await failProcedure(page, 'auth.logoutEverywhere', { status: 500 });
    await settings
      .section(page, 'Account')
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});

test.describe('Settings: states and layout', () => {
  test('signed out: the sign-in screen, then Settings once signed in', async ({
    page,
    request,
  }) => {
    const me = await registerViaApi(request);
    await page.goto('/settings');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
    await submitLogin(page, me);
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('privacy loads with a skeleton, and a failed load offers Try again', async ({ page }) => {
    await signUp(page);
    const release = await holdProcedure(page, 'users.byId');
    await page.goto('/settings');
    const privacy = settings.section(page, 'Privacy');
    await expect(privacy.getByLabel('Loading privacy settings')).toBeVisible();
    // The rest works meanwhile.
    await expect(settings.passwordForm(page)).toBeVisible();
    release();
    await expect(privacy.getByRole('switch', { name: 'Private account' })).toBeVisible();

    const restore = await failProcedure(page, 'users.byId', { status: 500 });
    await page.reload();
    await expect(privacy.getByRole('alert')).toContainText('Failed to load your privacy settings');
    await restore();
    await privacy.getByRole('button', { name: 'Try again' }).click();
    await expect(privacy.getByRole('switch', { name: 'Private account' })).not.toBeChecked();
  });

  for (const { width, beside } of [
    { width: 390, beside: false },
    { width: 1280, beside: true },
  ]) {
    test(`${width} px wide: each section's heading ${beside ? 'beside' : 'above'} its controls, nothing wider than the screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUp(page);
      await settings.open(page);
      const heading = await settledBox(
        settings.section(page, 'Account').getByRole('heading', { level: 2 }),
      );
      const form = await settledBox(settings.passwordForm(page));
      if (beside) {
        expect(form.x).toBeGreaterThan(heading.x + heading.width);
        expect(form.y).toBeLessThan(heading.y + 80);
      } else {
        expect(form.y).toBeGreaterThan(heading.y + heading.height);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(
        settings.section(page, 'Privacy').getByRole('switch', { name: 'Private account' }),
      ).toBeVisible();
      await expectAccessible(page, `Settings, ${width} px`);
      await page.screenshot({
        path: test.info().outputPath(`settings-${width}.png`),
        fullPage: true,
      });
    });
  }

  test('appearance: Dark applies at once and stays after a reload', async ({ page }) => {
    await signUp(page);
    await settings.open(page);
    const schemes = settings.section(page, 'Appearance').getByRole('radiogroup', {
      name: 'Colour scheme',
    });
    await schemes.getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(schemes.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expectAccessible(page, 'Settings, dark');
    await schemes.getByText('Light', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
