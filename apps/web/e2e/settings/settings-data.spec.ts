// Settings' Data section: the export, the way to the import, and account deletion.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { cancelThenConfirm, toast } from '../support/app';
import { failProcedure } from '../support/network';
import * as profile from '../support/profile';
import { logShow, uniqueName } from '../support/seed';
import * as settings from '../support/settings';
import { fillRegisterForm, signUp, submitLogin } from '../support/users';

test.describe('Settings: your data', () => {
  test('the export as JSON and CSV', async ({ page }) => {
    const me = await signUp(page);
    await logShow(page.request, { artist: uniqueName('Export'), score: 77 });
    await settings.open(page);
    const data = settings.section(page, 'Data');
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('link', { name: 'Export data (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^gigrank-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      profile: { username: string };
      shows: unknown[];
    };
    expect(exported.profile.username).toBe(me.username);
    expect(exported.shows).toHaveLength(1);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('link', { name: 'Shows as CSV' }).click(),
    ]);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.split('\n')[0]).toContain('rank,date,artist');
  });

  test('Import shows leads to the import screen', async ({ page }) => {
    await signUp(page);
    await settings.open(page);
    await settings.section(page, 'Data').getByRole('link', { name: 'Import shows' }).click();
    await expect(page).toHaveURL('/import');
  });
});

test.describe('account deletion', () => {
  test('the danger zone deletes the account; the app lands on the auth screen', async ({
    page,
  }) => {
    const me = await signUp(page);
    await logShow(page.request, { artist: uniqueName('Farewell'), score: 80 });
    await settings.open(page);
    const dangerZone = settings.dangerZone(page);
    await expect(dangerZone).toBeVisible();

    // Cancel first: nothing happens; then delete.
    await cancelThenConfirm(dangerZone, profile.confirmDeletionDialog(page), {
      action: 'Delete account',
      warning: 'cannot be undone',
      done: 'Account deleted',
    });

    // About a second later: the cache and stored user are gone, the app reloads at /.
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveURL('/');
    const stored = await page.evaluate(() => [
      window.localStorage.getItem('currentUser'),
      window.localStorage.getItem('currentUserId'),
    ]);
    expect(stored).toEqual([null, null]);

    // The old credentials no longer work.
    await submitLogin(page, me);
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    // And the username is free again.
    await fillRegisterForm(page, me);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a failed deletion says so and keeps the account', async ({ page }) => {
    const me = await signUp(page);
    await settings.open(page);
    const restore = await failProcedure(page, 'profile.deleteAccount', { status: 500 });
    await settings.dangerZone(page).getByRole('button', { name: 'Delete account' }).click();
    const confirm = profile.confirmDeletionDialog(page);
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await expect(toast(page, 'Error')).toContainText(
      'Unable to delete account. Please try again later.',
    );
    await expect(confirm).toBeVisible();

    await restore();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: me.displayName })).toBeVisible();
  });
});
