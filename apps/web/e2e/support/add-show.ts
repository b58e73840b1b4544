// The Add New Show form (imported as a namespace: `addShow.picker(form, 'City')`).
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import type { Show } from '@gigrank/domain';
import { escapeRegExp, expectOk } from './seed';
import { signUp } from './users';

/** The Add New Show form. */
export function form(page: Page): Locator {
  return page.getByRole('form', { name: 'Add New Show' });
}

export async function goto(page: Page, path = '/add'): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Add New Show', level: 1 })).toBeVisible();
  return form(page);
}

/** A new user, signed up (users.ts signUp), on the Add New Show form. */
export async function gotoAsNewUser(page: Page): Promise<Locator> {
  await signUp(page);
  return goto(page);
}

/** A picker's text box ('Artist', 'City', 'Guest artists', 'Companion'). */
export function picker(form: Locator, label: string): Locator {
  return form.getByRole('combobox', { name: label, exact: true });
}

/** The open list of suggestions of a picker. */
export function suggestions(page: Page, label: string): Locator {
  return page.getByRole('listbox', { name: `${label} suggestions` });
}

/** A picker's no-results state for `text`. */
export function noResults(page: Page, label: string, text: string): Locator {
  return suggestions(page, label).getByText(`No results found for "${text}"`, { exact: true });
}

/** Types into a picker and picks the option whose name starts with `option`. */
export async function pickOption(
  page: Page,
  form: Locator,
  label: string,
  text: string,
  option: string | RegExp = text,
): Promise<void> {
  const box = picker(form, label);
  await box.fill(text);
  const name = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}`) : option;
  const choice = suggestions(page, label).getByRole('option', { name });
  await choice.first().click();
}

/** Types a text into a picker and leaves it typed, the suggestions closed (no pick). */
export async function typeFreely(form: Locator, label: string, text: string): Promise<void> {
  await picker(form, label).fill(text);
  await picker(form, label).press('Escape');
}

/** Types a text into a picker and chooses 'Add "{text}" as ...' from the no-results state. */
export async function createOption(
  page: Page,
  form: Locator,
  label: string,
  text: string,
  kind: 'artist' | 'city',
): Promise<void> {
  await picker(form, label).fill(text);
  await expect(noResults(page, label, text)).toBeVisible();
  await suggestions(page, label)
    .getByRole('option', { name: `Add "${text}" as a new ${kind}` })
    .click();
}

/** Moves the score slider by `steps` (positive: up) with the keyboard. */
export async function moveScore(form: Locator, steps: number): Promise<void> {
  const slider = form.getByRole('slider', { name: 'Score' });
  await slider.focus();
  const key = steps > 0 ? 'ArrowRight' : 'ArrowLeft';
  for (let i = 0; i < Math.abs(steps); i += 1) await slider.press(key);
}

/** The guest chips. */
export function guestChips(form: Locator): Locator {
  return form.getByRole('list', { name: 'Guest artists added' }).getByRole('listitem');
}

/** The photo previews. */
export function photoPreviews(form: Locator): Locator {
  return form.getByRole('list', { name: 'Selected photos' }).getByRole('img', { name: /preview$/ });
}

/** True for the page's POST /api/shows (a show being saved). */
export function isShowPost(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/shows';
}

/** The shows of an artist page's data (REST), none when the artist is unknown. */
export async function artistShows(request: APIRequestContext, artist: string): Promise<Show[]> {
  const response = await request.get(`/api/artists/${encodeURIComponent(artist)}`);
  if (response.status() === 404) return [];
  await expectOk(response);
  return ((await response.json()) as { shows: Show[] }).shows;
}
