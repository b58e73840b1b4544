import { expect, type Locator, type Page } from '@playwright/test';

/** The own profile, loaded (its header's 'Edit profile' button showing). */
export async function openOwnProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
}

export function editProfileDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Edit profile' });
}

export function confirmDeletionDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Are you absolutely sure?' });
}

export function cropDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Crop Profile Picture' });
}

export function wrappedDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Gigrank Wrapped' });
}

/** The header's avatar menu button (its picture or first letter). */
export function headerAvatar(page: Page): Locator {
  return page.getByRole('button', { name: 'Account menu' });
}

/** The display name the avatar menu shows (upper case, SPEC section 2). */
export async function expectHeaderName(page: Page, displayName: string): Promise<void> {
  await headerAvatar(page).click();
  await expect(page.getByRole('menu')).toContainText(displayName.toUpperCase());
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Opens the file picker through 'Change profile picture' and picks `file`. */
export async function chooseAvatarFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  await (await chooser).setFiles(file);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = bytes.subarray(0, 8).toString('hex');
  expect(signature, 'PNG signature').toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
