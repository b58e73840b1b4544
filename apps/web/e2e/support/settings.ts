// The Settings screen (imported as a namespace: `settings.section(page, 'Privacy')`).
import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './app';

/** Settings, loaded at its address. */
export async function open(page: Page): Promise<void> {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** Settings, reached as a user does: the account menu's 'Settings'. */
export async function openFromAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

/** One of Settings' sections: Account, Privacy, Data, API tokens, Webhooks or Appearance. */
export function section(
  page: Page,
  name: 'Account' | 'Privacy' | 'Data' | 'API tokens' | 'Webhooks' | 'Appearance',
): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The Data section's danger zone, whose 'Delete account' asks first. */
export function dangerZone(page: Page): Locator {
  return section(page, 'Data').getByRole('region', { name: 'Danger zone' });
}

/** The Account section's Change password form. */
export function passwordForm(page: Page): Locator {
  return section(page, 'Account').getByRole('form', { name: 'Change password' });
}

/** Fills the Change password form and sends it (whatever the server answers). */
export async function changePassword(
  page: Page,
  current: string,
  next: string,
  confirm = next,
): Promise<void> {
  const form = passwordForm(page);
  await form.getByLabel('Current password', { exact: true }).fill(current);
  await form.getByLabel('New password', { exact: true }).fill(next);
  await form.getByLabel('Confirm new password', { exact: true }).fill(confirm);
  await form.getByRole('button', { name: 'Change password' }).click();
}

/**
 * The secret a Settings section shows once after a create (an API token, a
 * webhook's signing secret): it has `shape`, its Copy button puts it on the
 * clipboard (the page needs clipboard permissions), and it is returned.
 */
export async function copyShownOnce(
  page: Page,
  section: Locator,
  { testId, shape, copy }: { testId: string; shape: RegExp; copy: string },
): Promise<string> {
  const shown = section.getByTestId(testId);
  await expect(shown).toHaveText(shape);
  const secret = (await shown.textContent())!;
  await section.getByRole('button', { name: copy }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  return secret;
}

/** Done on a secret shown once: after a reload it is nowhere on the page. */
export async function putAwaySecret(page: Page, section: Locator, secret: string): Promise<void> {
  await section.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
}

/**
 * Removes an item of a Settings list (a token, a webhook) as a person does:
 * its red `button` ('Revoke Spreadsheet sync'), then the `dialog`'s button
 * of the same first word; the `done` toast says so.
 */
export async function removeItem(
  page: Page,
  row: Locator,
  { button, dialog, done }: { button: string; dialog: string; done: string },
): Promise<void> {
  await row.getByRole('button', { name: button }).click();
  const confirm = button.split(' ')[0]!;
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: confirm }).click();
  await expect(toast(page, done)).toBeVisible();
}
