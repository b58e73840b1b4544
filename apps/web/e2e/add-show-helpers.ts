import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './fixtures';

/** A name no catalogue artist or earlier run has. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The Add New Show form. */
export function addShowForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Add New Show' });
}

export async function gotoAddShow(page: Page, path = '/add'): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Add New Show', level: 1 })).toBeVisible();
  return addShowForm(page);
}

/** A picker's text box ('Artist', 'City', 'Guest artists', 'Companion'). */
export function picker(form: Locator, label: string): Locator {
  return form.getByRole('combobox', { name: label, exact: true });
}

/** The open list of suggestions of a picker. */
export function suggestions(page: Page, label: string): Locator {
  return page.getByRole('listbox', { name: `${label} suggestions` });
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

/** Types a text into a picker and chooses 'Add "{text}" as ...' from the no-results state. */
export async function createOption(
  page: Page,
  form: Locator,
  label: string,
  text: string,
  kind: 'artist' | 'city',
): Promise<void> {
  await picker(form, label).fill(text);
  const list = suggestions(page, label);
  await expect(list.getByText(`No results found for "${text}"`, { exact: true })).toBeVisible();
  await list.getByRole('option', { name: `Add "${text}" as a new ${kind}` }).click();
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

/**
 * A toast with this title and text. A toast replacing another may briefly
 * share the screen with the leaving one: the text tells them apart.
 */
export function toastWith(page: Page, title: string, text: string): Locator {
  return toast(page, title).filter({ hasText: text });
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
