import { expect, type Locator, type Page } from '@playwright/test';

/** A stat card of the profile, by its label ('Gigrank', 'Current Streak', ...). */
export function statCard(page: Page, label: string): Locator {
  return page.getByRole('region', { name: label, exact: true });
}

/** Opens Artist Insights from the Favorite Artist card and returns the dialog. */
export async function openArtistInsights(page: Page): Promise<Locator> {
  // Near the corner: the middle of the card is the artist's link.
  await page
    .getByRole('button', { name: 'Favorite Artist: open Artist Insights' })
    .click({ position: { x: 12, y: 12 } });
  const dialog = page.getByRole('dialog', { name: 'Artist Insights' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens City Insights from the Most Visited card and returns the dialog. */
export async function openCityInsights(page: Page): Promise<Locator> {
  await page
    .getByRole('button', { name: 'Most Visited: open City Insights' })
    .click({ position: { x: 12, y: 12 } });
  const dialog = page.getByRole('dialog', { name: 'City Insights' });
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
