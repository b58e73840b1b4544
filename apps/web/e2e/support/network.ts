// Watching and steering the page's requests: tRPC stubs, failures, holds and records.
import type { BrowserContext, Page, Request } from '@playwright/test';

/** What `page.route` matches: a glob, a regular expression or a test of the URL. */
type UrlMatch = Parameters<Page['route']>[0];

/** The procedures of a tRPC HTTP request ('shows.feed', ...): batched calls list several. */
function proceduresOf(url: string): string[] {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/trpc/')) return [];
  return decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
}

/** Matches every tRPC request that calls `procedure` (alone or in a batch). */
function procedureUrl(procedure: string): UrlMatch {
  return (url) => proceduresOf(url.toString()).includes(procedure);
}

/**
 * Every request the page sends from now on that `matches` (to prove what was, or was not,
 * sent); given the context, its pages' and its service workers' requests alike.
 */
export function recordRequests(
  from: Page | BrowserContext,
  matches: (request: Request) => boolean,
): Request[] {
  const requests: Request[] = [];
  // One listener type for both: Page's and BrowserContext's `on` overloads do not unite.
  (from as Page).on('request', (request) => {
    if (matches(request)) requests.push(request);
  });
  return requests;
}

/** The tRPC procedures the page calls from now on, in order ('shows.feed', ...). */
export function recordProcedureCalls(page: Page): string[] {
  const procedures: string[] = [];
  page.on('request', (request) => procedures.push(...proceduresOf(request.url())));
  return procedures;
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
  await mapProcedure(page, procedure, () => item);
}

/**
 * Passes each answer to `procedure` through `map` on its way to the page, batched
 * with others or not (the rest of the batch is left as the server sent it). An
 * answer is tRPC's item: `{ result: { data } }` or `{ error }`.
 */
async function mapProcedure(
  page: Page,
  procedure: string,
  map: (item: unknown) => unknown,
): Promise<void> {
  await page.route(procedureUrl(procedure), async (route) => {
    const names = proceduresOf(route.request().url());
    const response = await route.fetch();
    const body: unknown = await response.json();
    const batched = Array.isArray(body);
    const items = (batched ? body : [body]) as unknown[];
    names.forEach((name, i) => {
      if (name === procedure) items[i] = map(items[i]);
    });
    await route.fulfill({ response, json: batched ? items : items[0] });
  });
}

/** Marks every photo in an answer (any shape) as still processing. */
function markPhotosProcessing(data: unknown): void {
  if (typeof data !== 'object' || data === null) return;
  const { photos } = data as { photos?: unknown };
  if (Array.isArray(photos)) {
    for (const photo of photos) Object.assign(photo as object, { processing: true });
  }
  Object.values(data).forEach(markPhotosProcessing);
}

/**
 * Answers of `procedure` say every photo is still processing, as a slow
 * server's would, until `release()`; `held()` counts the answers changed.
 */
export async function holdPhotosProcessing(
  page: Page,
  procedure: string,
): Promise<{ release: () => void; held: () => number }> {
  let held = 0;
  let released = false;
  await mapProcedure(page, procedure, (item) => {
    if (released) return item;
    held += 1;
    markPhotosProcessing((item as { result?: unknown }).result);
    return item;
  });
  return { release: () => (released = true), held: () => held };
}

/**
 * Makes every call of `procedure` fail without reaching the server: a network
 * failure, or an answer with `status` (and an empty body), after `delayMs`.
 * Returns what ends it.
 */
export async function failProcedure(
  page: Page,
  procedure: string,
  options: { status?: number; delayMs?: number } = {},
): Promise<() => Promise<void>> {
  const url = procedureUrl(procedure);
  await page.route(url, async (route) => {
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (options.status) {
      await route.fulfill({ status: options.status, contentType: 'application/json', body: '{}' });
    } else {
      await route.abort('failed');
    }
  });
  return () => page.unroute(url);
}

/**
 * Delays every call of `procedure` by `ms`, then lets it go on to any other
 * route (a stub registered before) or the server.
 */
export async function delayProcedure(page: Page, procedure: string, ms: number): Promise<void> {
  await page.route(procedureUrl(procedure), async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.fallback();
  });
}

/**
 * The inputs of a tRPC GET request's calls of `procedure`, in batch order
 * (`?batch=1&input={"0":{...}}`, or `?input={...}` unbatched).
 */
function inputsOf(url: string, procedure: string): unknown[] {
  const names = proceduresOf(url);
  const raw = new URL(url).searchParams.get('input');
  const parsed: unknown = raw ? JSON.parse(raw) : undefined;
  const batched = new URL(url).searchParams.get('batch') === '1';
  return names.flatMap((name, i) =>
    name !== procedure
      ? []
      : [batched ? (parsed as Record<string, unknown> | undefined)?.[i] : parsed],
  );
}

/**
 * Delays each call of `procedure` by what `delayOf` says for its input (the
 * longest of a batch's calls), as a slow network answers some searches later
 * than others; then lets it go on to any other route or the server. Returns
 * the inputs of the calls, in the order they were sent.
 */
export async function delayProcedureByInput(
  page: Page,
  procedure: string,
  delayOf: (input: unknown) => number,
): Promise<unknown[]> {
  const sent: unknown[] = [];
  await page.route(procedureUrl(procedure), async (route) => {
    const inputs = inputsOf(route.request().url(), procedure);
    sent.push(...inputs);
    const ms = Math.max(0, ...inputs.map(delayOf));
    await new Promise((r) => setTimeout(r, ms));
    // The test may end with an answer still held (the page is gone then).
    await route.fallback().catch(() => {});
  });
  return sent;
}

/**
 * Holds every request to `url` (only those of `method`, when given) until the
 * returned `release` is called, to see pending states; then lets it go on to
 * any other route (a stub registered before) or the server.
 */
export async function holdRequests(
  page: Page,
  url: UrlMatch,
  method?: string,
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!method || route.request().method() === method) await released;
    await route.fallback();
  });
  return release;
}

/** Holds every call of `procedure` until the returned `release` is called (see holdRequests). */
export function holdProcedure(page: Page, procedure: string): Promise<() => void> {
  return holdRequests(page, procedureUrl(procedure));
}

/**
 * Pages from now on come without their first screen's data (the server
 * sends it with the page, apps/api http/first-screen.ts): the app then asks
 * for it as the screens' own requests, so a test can hold, stub or fail
 * them, as when a page comes from the service worker's copy.
 */
export async function pagesWithoutFirstScreen(page: Page): Promise<void> {
  await page.route(
    (url) => !/^\/(api|trpc|uploads|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="first-screen">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body });
    },
  );
}
