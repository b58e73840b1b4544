// The profile page and its dialogs (imported as a namespace: `profile.statCard(page, ...)`).
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseFile } from './app';
import type { FileFields } from './files';
import { escapeRegExp } from './seed';

/**
 * A link to a user's profile around who they are (avatar, name, @handle), named by the text it
 * shows: 'Ana P @ana_p', and more after it where the link shows more (a show's posted time).
 */
export function identityLink(
  scope: Page | Locator,
  user: { displayName: string; username: string },
): Locator {
  const shown = `${escapeRegExp(user.displayName)} @${escapeRegExp(user.username)}`;
  return scope.getByRole('link', { name: new RegExp(`^${shown}(\\s|$)`) });
}

/** The own profile, loaded (its header's 'Edit profile' button showing). */
export async function openOwn(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit profile' })).toBeVisible();
}

export function editDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Edit profile' });
}

/** Opens Edit profile from the profile header and returns the dialog. */
export async function openEditDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = editDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
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

/** Opens Wrapped from the showing profile's header and returns the dialog. */
export async function openWrapped(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Wrapped', exact: true }).click();
  const dialog = wrappedDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
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
export async function chooseAvatarFile(page: Page, file: FileFields): Promise<void> {
  await chooseFile(page.getByRole('button', { name: 'Change profile picture' }), file);
}

/** A stat card of the profile, by its label ('Gigrank', 'Current Streak', ...). */
export function statCard(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label, exact: true });
}

const INSIGHTS = {
  artist: { card: 'Favorite Artist', dialog: 'Artist Insights' },
  city: { card: 'Most Visited', dialog: 'City Insights' },
} as const;

/** Opens Artist Insights (Favorite Artist card) or City Insights (Most Visited) and returns it. */
export async function openInsights(page: Page, kind: keyof typeof INSIGHTS): Promise<Locator> {
  const { card, dialog: name } = INSIGHTS[kind];
  // Near the corner: the middle of the card holds the artist's or city's link.
  await page
    .getByRole('button', { name: `${card}: open ${name}` })
    .click({ position: { x: 12, y: 12 } });
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The rows of an insights dialog, in display order. */
export function insightRows(dialog: Locator): Locator {
  return dialog.getByRole('listitem');
}

/** Selects one of the profile's segmented tabs (Seen, Want to See, For You). */
export async function selectProfileTab(page: Page, label: string): Promise<void> {
  const group = page.getByRole('radiogroup', { name: 'Profile sections' });
  await group.getByText(label, { exact: true }).click();
  await expect(group.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/** The Followers / Following count button of the profile header. */
export function countButton(page: Page, label: RegExp): Locator {
  return page.getByRole('main').getByRole('button', { name: label });
}

/** The Want to See tab's list items. */
export function wantToSeeRows(page: Page): Locator {
  return page.getByRole('list', { name: 'Want to See artists' }).getByRole('listitem');
}
