// Test data through the documented REST API (SPEC section 7), and unique names and dates for it.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { Show } from '@gigrank/domain';
import { pngFile, type FileFields } from './files';

/** A short text no other call (in this run or an earlier one on the same data) returns. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A name no catalogue artist (or city) and no other test has. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${uniqueSuffix()}`;
}

/** One unique name per prefix, in order. */
export function uniqueNames<const T extends readonly string[]>(
  ...prefixes: T
): { [K in keyof T]: string } {
  return prefixes.map(uniqueName) as { [K in keyof T]: string };
}

/** A show date in the past ('YYYY-MM-DD'), `days` before today (UTC). */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' date as the app writes it in full ('March 5, 2024'). */
export function longDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A plan's date as the app writes it short ('Fri, Dec 5'), with the year
 * when it is not this year's ('Sat, Jan 9, 2027'), today being UTC's.
 */
export function shortPlanDate(date: string): string {
  const sameYear = date.slice(0, 4) === daysAgo(0).slice(0, 4);
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

export interface ShowFields {
  artist: string;
  /** Lisbon unless given. */
  city?: string;
  /** A week ago unless given. */
  date?: string;
  /** 75 unless given. */
  score?: number;
  venue?: string;
  /** A username. */
  companion?: string;
  favoriteSong?: string;
  notes?: string;
  guests?: string[];
  /** Photos to attach: these files, or this many generated PNGs (each of its own size). */
  photos?: number | FileFields[];
  /** A set at this festival edition. */
  festivalId?: number;
}

/** Expects an API answer to succeed (with exactly `status`, when given), its body as the message. */
export async function expectOk(
  answer: APIResponse | Promise<APIResponse>,
  status?: number,
): Promise<void> {
  const response = await answer;
  if (status) expect(response.status(), await response.text()).toBe(status);
  else expect(response.ok(), await response.text()).toBeTruthy();
}

function photoFiles(photos: ShowFields['photos']): FileFields[] {
  if (typeof photos !== 'number') return photos ?? [];
  return Array.from({ length: photos }, (_, i) => pngFile(`photo-${i}.png`, 48 + i, 32));
}

/**
 * Logs a show through the documented multipart POST /api/shows (SPEC section 7)
 * as the user whose cookies `request` carries: `page.request` acts as the
 * page's user; an API context that registered another user acts as that user.
 */
export async function logShow(request: APIRequestContext, show: ShowFields): Promise<Show> {
  const form = new FormData();
  form.append('artist', show.artist);
  form.append('city', show.city ?? 'Lisbon');
  form.append('date', show.date ?? daysAgo(7));
  form.append('score', String(show.score ?? 75));
  for (const field of ['venue', 'companion', 'favoriteSong', 'notes'] as const) {
    const value = show[field];
    if (value) form.append(field, value);
  }
  if (show.festivalId) form.append('festivalId', String(show.festivalId));
  // Every guest twice, as the spec's client sends them.
  (show.guests ?? []).forEach((guest, i) => {
    form.append(`guestAppearances[${i}]`, guest);
    form.append(`guest_artist_${i}`, guest);
  });
  for (const photo of photoFiles(show.photos)) {
    const bytes = new Uint8Array(photo.buffer);
    form.append('photos', new Blob([bytes], { type: photo.mimeType }), photo.name);
  }
  const response = await request.post('/api/shows', { multipart: form });
  await expectOk(response, 201);
  return ((await response.json()) as { show: Show }).show;
}

interface FestivalFields {
  name: string;
  city: string;
  startDate: string;
  /** The start date unless given. */
  endDate?: string;
  /** The start date's year unless given. */
  edition?: number;
}

/** Creates a festival edition through POST /api/festivals; returns its id. */
export async function createFestivalViaApi(
  request: APIRequestContext,
  festival: FestivalFields,
): Promise<number> {
  const { startDate, endDate = startDate, edition = Number(startDate.slice(0, 4)) } = festival;
  const response = await request.post('/api/festivals', {
    data: { ...festival, startDate, endDate, edition },
  });
  await expectOk(response);
  return ((await response.json()) as { id: number }).id;
}

/** Logs a show of each artist with its score, in this order. */
export async function logScores(
  request: APIRequestContext,
  scores: readonly (readonly [artist: string, score: number])[],
): Promise<void> {
  for (const [artist, score] of scores) await logShow(request, { artist, score });
}

/**
 * Creates a one-day festival edition, `${prefix} Fest`, and logs a set at it, by `${prefix} Set`
 * scored 77 (both names made unique); returns the festival's id.
 */
export async function logFestivalSet(
  request: APIRequestContext,
  prefix: string,
  where: { city: string; date: string },
): Promise<number> {
  const { city, date } = where;
  const [name, artist] = uniqueNames(`${prefix} Fest`, `${prefix} Set`);
  const festivalId = await createFestivalViaApi(request, { name, startDate: date, city });
  await logShow(request, { artist, city, date, score: 77, festivalId });
  return festivalId;
}

/** Creates an artist stat through the API; a new artist gets global rank 9999. */
export async function createArtistViaApi(request: APIRequestContext, name: string): Promise<void> {
  await expectOk(request.post('/api/artist-stats', { data: { artist_name: name } }));
}

/** Follows `userId` as the user `followerId` signed in on `request` (REST, SPEC section 7). */
export async function followViaApi(
  request: APIRequestContext,
  followerId: number,
  userId: number,
): Promise<void> {
  await expectOk(request.post(`/api/users/${followerId}/following/${userId}`));
}

/** `s` matched literally inside a regular expression. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
