// Helpers for the app shell and widgets every page shares: toasts, dialogs, header, lists.
import { expect, type Locator, type Page } from '@playwright/test';
import type { FileFields } from './files';
import { createArtistViaApi, uniqueName } from './seed';

/**
 * A toast on screen. Toasts are not live regions themselves (screen readers hear them
 * through the page's polite region, `announced`), so they are found by their mark.
 */
const TOAST = '[data-toast]';

/** Every toast on screen. */
export function toasts(page: Page): Locator {
  return page.locator(TOAST);
}

/** The page's polite live region, which says each toast (lib/announce.tsx). */
export function announced(page: Page): Locator {
  return page.locator('#polite-announcer');
}

/** The toast with this title (one toast at a time). */
export function toast(page: Page, title: string): Locator {
  return page.locator(TOAST).filter({ hasText: title });
}

/**
 * A toast with this title and text. A toast replacing another may briefly
 * share the screen with the leaving one: the text tells them apart.
 */
export function toastWith(page: Page, title: string, text: string): Locator {
  return toast(page, title).filter({ hasText: text });
}

/** Clicks `trigger`, which opens a file chooser, and picks `file` in it. */
export async function chooseFile(trigger: Locator, file: FileFields): Promise<void> {
  const chooser = trigger.page().waitForEvent('filechooser');
  await trigger.click();
  await (await chooser).setFiles(file);
}

/**
 * A destructive action behind a confirmation: `action` in `dialog` asks, and
 * Cancel backs out (the confirmation closes, `dialog` stays); asked again,
 * confirming with the same label does it, with the `done` toast, and both close.
 */
export async function cancelThenConfirm(
  dialog: Locator,
  confirmation: Locator,
  { action, done, warning }: { action: string; done: string; warning?: string },
): Promise<void> {
  await dialog.getByRole('button', { name: action }).click();
  await expect(confirmation).toBeVisible();
  if (warning) await expect(confirmation).toContainText(warning);
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: action }).click();
  await confirmation.getByRole('button', { name: action }).click();
  await expect(toast(dialog.page(), done)).toBeVisible();
  await expect(confirmation).toBeHidden();
  await expect(dialog).toBeHidden();
}

/** Opens the header's search dialog and returns it. */
export async function openSearchDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Search artists' }).click();
  const dialog = page.getByRole('dialog', { name: 'SEARCH ARTISTS' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The header's notifications panel. */
export function notificationsPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'NOTIFICATIONS' });
}

/** The header's unread badge (absent at 0). */
export function unreadBadge(page: Page): Locator {
  return page.getByTestId('notifications-badge');
}

/** The Home tab panel's user leaderboard row of a user (named after the display name). */
export function leaderboardRow(page: Page, displayName: string): Locator {
  return page
    .getByRole('list', { name: 'User Leaderboard' })
    .getByRole('listitem', { name: displayName, exact: true });
}

/** Home's Activity feed, or its empty state: what shows once the feed has loaded. */
export function loadedFeed(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Activity' })
    .or(page.getByText('No shows have been rated yet.'));
}

/** Home Activity's Following / Everyone switch. */
export function feedSwitch(page: Page): Locator {
  return page.getByRole('radiogroup', { name: 'Activity feed' });
}

/** Home Activity shows this feed (its segment is the checked one). */
export async function expectFeed(page: Page, feed: 'Following' | 'Everyone'): Promise<void> {
  await expect(feedSwitch(page).getByRole('radio', { name: feed })).toBeChecked();
}

/** Home Activity's Following feed: the shows of people the viewer follows. */
export function followingList(page: Page): Locator {
  return page.getByRole('list', { name: 'Activity from people you follow' });
}

/** An artist page's path. */
export function artistPath(name: string): string {
  return `/artist/${encodeURIComponent(name)}`;
}

/** Creates a new artist (global rank 9999) through the API and opens its page; returns its name. */
export async function openNewArtistPage(page: Page, prefix: string): Promise<string> {
  const name = uniqueName(prefix);
  await createArtistViaApi(page.request, name);
  await page.goto(artistPath(name));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

/** The artist page's show cards (each one's accessible name starts with the artist). */
export function showCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Shows' }).getByRole('article');
}

/** The 'Load more' button of a paged list inside `scope`. */
export function loadMore(scope: Locator | Page): Locator {
  return scope.getByRole('button', { name: 'Load more' });
}

/** Scrolls the page down until `target` shows (lists that render as they scroll). */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return target.isVisible();
    })
    .toBe(true);
}

/**
 * The element's box once it has stopped moving (the same over two reads a
 * frame apart): a tap aimed at a box still settling lands beside it.
 */
export async function settledBox(
  locator: Locator,
): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await locator.boundingBox();
  await expect
    .poll(async () => {
      await locator.page().waitForTimeout(50);
      const next = await locator.boundingBox();
      const same = JSON.stringify(next) === JSON.stringify(last);
      last = next;
      return same && next !== null;
    })
    .toBe(true);
  if (!last) throw new Error('the element has no box');
  return last;
}

/**
 * Computed style properties of an element (CSS names: 'background-color') once it has
 * settled: attached, no transition or animation running on it, and the same over two
 * reads a frame apart. An element the app replaces between the lookup and the read
 * gives empty strings; one mid-transition gives a colour between two.
 */
export async function settledStyle<const P extends readonly string[]>(
  locator: Locator,
  properties: P,
): Promise<Record<P[number], string>> {
  const read = () =>
    locator
      .evaluate(
        (el, names) => {
          if (!el.isConnected || el.getAnimations().length > 0) return null;
          const style = getComputedStyle(el);
          return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
        },
        properties as readonly string[],
      )
      .catch(() => null);
  let last = await read();
  await expect
    .poll(
      async () => {
        await locator.page().waitForTimeout(50);
        const next = await read();
        const same = next !== null && JSON.stringify(next) === JSON.stringify(last);
        last = next;
        return same && Object.values(next!).every((value) => value !== '');
      },
      { message: `the computed ${properties.join(', ')} of ${locator} settle` },
    )
    .toBe(true);
  return last as unknown as Record<P[number], string>;
}
