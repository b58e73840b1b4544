// The Settings screen (imported as a namespace: `settings.section(page, 'Privacy')`).
import { expect, type Locator, type Page } from '@playwright/test';

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

/** One of Settings' sections: Account, Privacy, Data or Appearance. */
export function section(page: Page, name: 'Account' | 'Privacy' | 'Data' | 'Appearance'): Locator {
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
