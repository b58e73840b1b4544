// The Seen list, the Full Ranking and the show dialogs (imported as a namespace: `ranking.*`).
import { expect, type Locator, type Page } from '@playwright/test';

/** The profile's Seen section. */
export function seenSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Seen', exact: true });
}

/** The top shows of the Seen section, in rank order. */
export function seenRows(page: Page): Locator {
  return seenSection(page).getByRole('list', { name: 'Top ranked shows' }).getByRole('listitem');
}

export function fullRankingDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Full Ranking' });
}

export function fullRankingRows(page: Page): Locator {
  return fullRankingDialog(page).getByRole('list', { name: 'Full ranking' }).getByRole('listitem');
}

/** Opens the signed-in user's Full Ranking from their profile's Seen section. */
export async function openFullRanking(page: Page): Promise<Locator> {
  await page.goto('/profile');
  await seenSection(page).getByRole('button', { name: 'See all' }).click();
  return fullRankingRows(page);
}

/** The Edit Show Rating dialog (from the rankings or the show page). */
export function editDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Edit Show Rating' });
}

/** Opens the signed-in user's profile and the Edit Show Rating dialog of their show of `artist`. */
export async function openEditFromSeen(page: Page, artist: string): Promise<Locator> {
  await page.goto('/profile');
  await seenSection(page)
    .getByRole('button', { name: `Edit ${artist} show` })
    .click();
  return editDialog(page);
}

/** The 'Delete Show' confirmation. */
export function deleteShowDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Delete Show' });
}

/** Expects the rows to hold these artists, ranked 1..n in this order. */
export async function expectRanking(rows: Locator, artists: string[], total?: number) {
  await expect(rows).toHaveCount(artists.length);
  for (const [i, artist] of artists.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(artist);
    await expect(row).toContainText(
      total ? `Rank ${i + 1} of ${total}` : new RegExp(`Rank ${i + 1}(?! of)`),
    );
  }
}

/** Sets the edit dialog's score slider with the keyboard (End = 100, then steps down). */
export async function setScore(dialog: Locator, score: number): Promise<void> {
  const slider = dialog.getByRole('slider', { name: 'Score' });
  await slider.focus();
  await slider.press('End');
  for (let i = 100; i > score; i -= 1) await slider.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', String(score));
}

/** Types a guest into the edit dialog's guest picker and presses Enter. */
export async function addGuest(dialog: Locator, name: string): Promise<void> {
  const box = dialog.getByRole('combobox', { name: 'Guest artists' });
  await box.fill(name);
  await box.press('Enter');
}
