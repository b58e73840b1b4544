import { expect, type Locator, type Page } from '@playwright/test';

/** What POST /api/shows answers (the fields the specs read). */
export interface PostedShow {
  id: number;
  userId: number;
  artist: string;
  score: number;
  rank: number;
  photos: { id: number; url: string; thumbnailUrl: string }[];
  guestAppearances: { id: number; artist: string }[];
}

export interface ShowFields {
  artist: string;
  city: string;
  date: string;
  score: number;
  venue?: string;
  companion?: string;
  favoriteSong?: string;
  notes?: string;
  guests?: string[];
}

/** A name no catalogue artist or earlier run has. */
export function uniqueArtist(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Logs a show as the page's signed-in user through the documented multipart
 * POST /api/shows (the page's cookies go along), optionally with one photo.
 */
export async function postShow(
  page: Page,
  fields: ShowFields,
  photo?: { name: string; mimeType: string; buffer: Buffer },
): Promise<PostedShow> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    artist: fields.artist,
    city: fields.city,
    date: fields.date,
    score: String(fields.score),
    venue: fields.venue ?? '',
    companion: fields.companion ?? '',
    favoriteSong: fields.favoriteSong ?? '',
    notes: fields.notes ?? '',
  };
  (fields.guests ?? []).forEach((guest, i) => {
    multipart[`guestAppearances[${i}]`] = guest;
    multipart[`guest_artist_${i}`] = guest;
  });
  if (photo) multipart.photos = photo;
  const response = await page.request.post('/api/shows', { multipart });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: PostedShow }).show;
}

/** The profile's Seen section. */
export function seenSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Seen' });
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

export function editDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Edit Show Rating' });
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
