import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Show, User } from '@gigrank/domain';
import { newUser, registerUser, type TestUser } from './fixtures';

/** A show date in the past ('YYYY-MM-DD'), `days` before today (UTC). */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A name no catalogue artist and no other test has. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface ShowFields {
  artist: string;
  city?: string;
  date?: string;
  score?: number;
  venue?: string;
  favoriteSong?: string;
  notes?: string;
  guests?: string[];
}

/**
 * Logs a show through the documented multipart API (SPEC section 7) as the
 * user whose cookies `request` carries (`page.request` is the page's user).
 */
export async function logShow(request: APIRequestContext, show: ShowFields): Promise<Show> {
  const form = new FormData();
  form.append('artist', show.artist);
  form.append('city', show.city ?? 'Lisbon');
  form.append('date', show.date ?? daysAgo(7));
  form.append('score', String(show.score ?? 75));
  if (show.venue) form.append('venue', show.venue);
  if (show.favoriteSong) form.append('favoriteSong', show.favoriteSong);
  if (show.notes) form.append('notes', show.notes);
  (show.guests ?? []).forEach((guest, i) => {
    form.append(`guestAppearances[${i}]`, guest);
    form.append(`guest_artist_${i}`, guest);
  });
  const response = await request.post('/api/shows', { multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { show: Show }).show;
}

/**
 * Registers a user through the REST API on `request` (whose cookie jar then
 * holds that user's session) and returns the created user.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser & { id: number }> {
  const response = await request.post('/api/auth/register', {
    data: { username: user.username, displayName: user.displayName, password: user.password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const body = (await response.json()) as { user: User };
  return { ...user, id: body.user.id };
}

/** Follows `userId` as the user signed in on `request` (REST, SPEC section 7). */
export async function followViaApi(
  request: APIRequestContext,
  currentUserId: number,
  userId: number,
): Promise<void> {
  const response = await request.post(`/api/users/${currentUserId}/following/${userId}`);
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** The signed-in user's id, from the stored session (SPEC section 3: current-user key). */
export async function currentUserId(page: Page): Promise<number> {
  const id = await page.evaluate(() => {
    const raw = localStorage.getItem('currentUser');
    return raw ? (JSON.parse(raw) as { id: number }).id : null;
  });
  expect(id).not.toBeNull();
  return id!;
}

/** A second browser (its own cookies and storage) with a freshly registered user on Home. */
export async function openSecondBrowser(
  browser: Browser,
  prefix: string,
): Promise<{ context: BrowserContext; page: Page; user: TestUser; id: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await registerUser(page, newUser(prefix));
  return { context, page, user, id: await currentUserId(page) };
}

/** The procedures of a tRPC HTTP request ('shows.feed', ...): batched calls list several. */
function proceduresOf(url: string): string[] {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/trpc/')) return [];
  return decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
}

/** True when a request calls `procedure` (alone or in a batch). */
export function callsProcedure(url: string, procedure: string): boolean {
  return proceduresOf(url).includes(procedure);
}

export type StubbedResult =
  { data: unknown } | { error: { message: string; code?: string; httpStatus?: number } };

/**
 * Answers `procedure` with `result` wherever it is called, batched with
 * others or not: the rest of the batch still reaches the real server.
 */
export async function stubProcedure(
  page: Page,
  procedure: string,
  result: StubbedResult,
  options: { delayMs?: number } = {},
): Promise<void> {
  const item =
    'data' in result
      ? { result: { data: result.data } }
      : {
          error: {
            message: result.error.message,
            code: -32603,
            data: {
              code: result.error.code ?? 'INTERNAL_SERVER_ERROR',
              httpStatus: result.error.httpStatus ?? 500,
              path: procedure,
            },
          },
        };
  await page.route(
    (url) => callsProcedure(url.toString(), procedure),
    async (route) => {
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      const names = proceduresOf(route.request().url());
      const response = await route.fetch();
      const body: unknown = await response.json();
      const batched = Array.isArray(body);
      const items = (batched ? body : [body]) as unknown[];
      names.forEach((name, i) => {
        if (name === procedure) items[i] = item;
      });
      await route.fulfill({ response, json: batched ? items : items[0] });
    },
  );
}

/**
 * Delays every call of `procedure` by `ms`, then lets it go on to any other
 * route (a stub registered before) or the server.
 */
export async function delayProcedure(page: Page, procedure: string, ms: number): Promise<void> {
  await page.route(
    (url) => callsProcedure(url.toString(), procedure),
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.fallback();
    },
  );
}

/**
 * Holds every call of `procedure` until the returned `release` is called (to
 * see loading states), then lets it go on to any other route (a stub) or the
 * server. Register it after a stub of the same procedure.
 */
export async function holdProcedure(page: Page, procedure: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => callsProcedure(url.toString(), procedure),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return release;
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
