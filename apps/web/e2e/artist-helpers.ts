import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Show } from '@gigrank/domain';
import { makePng } from './fixtures';

/** A show date in the past ('YYYY-MM-DD'), `days` before today. */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** An artist name no catalogue entry and no other test has. */
export function newArtistName(prefix = 'E2E Band'): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface NewShow {
  artist: string;
  city?: string;
  date?: string;
  score?: number;
  venue?: string;
  guests?: string[];
  /** PNG photos to attach, as their pixel sizes. */
  photos?: number;
}

/**
 * Logs a show through the documented multipart API (SPEC section 7) with the
 * cookies of `request`: `page.request` acts as the page's user; an API
 * context that registered another user acts as that user.
 */
export async function createShowViaApi(request: APIRequestContext, show: NewShow): Promise<Show> {
  const form = new FormData();
  form.append('artist', show.artist);
  form.append('city', show.city ?? 'Lisbon');
  form.append('date', show.date ?? daysAgo(7));
  form.append('score', String(show.score ?? 75));
  if (show.venue) form.append('venue', show.venue);
  (show.guests ?? []).forEach((guest, i) => {
    form.append(`guestAppearances[${i}]`, guest);
    form.append(`guest_artist_${i}`, guest);
  });
  for (let i = 0; i < (show.photos ?? 0); i += 1) {
    form.append(
      'photos',
      new Blob([new Uint8Array(makePng(48 + i, 32))], { type: 'image/png' }),
      `photo-${i}.png`,
    );
  }
  const response = await request.post('/api/shows', { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: Show }).show;
}

/** Creates an artist stat through the API; a new artist gets global rank 9999. */
export async function createArtistViaApi(request: APIRequestContext, name: string): Promise<void> {
  const response = await request.post('/api/artist-stats', { data: { artist_name: name } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Opens the header's search dialog and returns it. */
export async function openSearchDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Search artists' }).click();
  const dialog = page.getByRole('dialog', { name: 'SEARCH ARTISTS' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The artist page's show card of a show (its accessible name starts with the artist). */
export function showCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Shows' }).getByRole('article');
}
