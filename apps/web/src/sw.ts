/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest, see
 * vite.config.ts): the app shell precached, app routes answered with it,
 * GET reads of /api and /trpc network-first with the last answer kept for
 * offline, photos cache-first, and Background Sync for the shows saved
 * offline (features/shows/offline). A new version waits until every tab of
 * the old one is closed: an open session never changes code under its feet.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OFFLINE_SHOWS_SYNC_TAG } from './features/shows/offline/queue';
import { flushQueue } from './features/shows/offline/send';
import {
  API_CACHE,
  FLUSH_OFFLINE_SHOWS,
  FROM_CACHE_HEADER,
  OFFLINE_SHOWS_SENT,
  PAGES_CACHE,
  UPLOADS_CACHE,
} from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (PrecacheEntry | string)[];
};

/** Background Sync's event (not in TypeScript's worker library). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const DAY_SECONDS = 24 * 60 * 60;
/** Built files fetched outside the precache (see below); no user data. */
const ASSETS_CACHE = 'gigrank-assets';
/** Server paths that are never the app shell. */
const SERVER_PATHS = /^\/(?:api|trpc|uploads)(?:\/|$)/;

/**
 * Same-origin files under `prefix`, whose names never change content: the
 * cached copy is used, `keep` of them (fewer when storage runs short).
 */
function cacheFirstUnder(
  prefix: string,
  cacheName: string,
  keep: { maxEntries: number; maxAgeSeconds?: number },
): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(prefix),
    new CacheFirst({
      cacheName,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ ...keep, purgeOnQuotaError: true }),
      ],
    }),
  );
}

// The build's index.html, scripts, styles and icons, revisioned by the plugin.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload.
clientsClaim();

/** The precached index.html: the app shell of every app route. */
const APP_SHELL = '/index.html';

// Every app route (/profile, /show/12...) is the SPA. The server's page comes first: it
// carries the session's user and the first screen's data. Without an answer within a few
// seconds, the last copy of that page opens (offline, the last-seen screen with its data),
// else the precached shell (which asks for the data itself).
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: 3,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 14 * DAY_SECONDS }),
        { handlerDidError: async () => (await matchPrecache(APP_SHELL)) ?? undefined },
      ],
    }),
    { denylist: [SERVER_PATHS] },
  ),
);

// Built files this version did not precache (a page of a newer deployment, served while
// this worker still runs, names that build's files): kept as they are fetched, as their
// hashed names never change content, so that page opens offline too.
cacheFirstUnder('/assets/', ASSETS_CACHE, { maxEntries: 300 });

// A new version's pages name its own scripts: the old version's copies go when it takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

/** Marks an answer taken from the cache, so the page can say it is offline. */
const markFromCache: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** How long and how many API answers are kept. */
const API_KEEP = { maxEntries: 400, maxAgeSeconds: 14 * DAY_SECONDS };
const apiExpiration = new CacheExpiration(API_CACHE, API_KEEP);

interface TrpcCall {
  path: string;
  input: unknown;
}

/**
 * The calls of a batched tRPC query (/trpc/a,b?batch=1&input={"0":...,"1":...}),
 * or null for any other request.
 */
function batchedCalls(url: URL): TrpcCall[] | null {
  if (!url.pathname.startsWith('/trpc/') || url.searchParams.get('batch') !== '1') return null;
  const paths = decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
  let inputs: Record<string, unknown> = {};
  try {
    inputs = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, unknown>;
  } catch {
    return null;
  }
  return paths.map((path, i) => ({ path, input: inputs[String(i)] }));
}

/** Where one call's answer is kept: the URL of a batch of that call alone. */
function callKey(origin: string, call: TrpcCall): string {
  const input = JSON.stringify(call.input === undefined ? {} : { 0: call.input });
  return `${origin}/trpc/${encodeURIComponent(call.path)}?batch=1&input=${encodeURIComponent(input)}`;
}

/**
 * tRPC batches group a screen's queries as they happen to be asked together,
 * so the same query comes in different batches from one visit to the next.
 * Each call's answer is kept on its own; a batch with no network is answered
 * from its calls' answers, however it is grouped this time.
 */
const trpcBatches: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    const calls = batchedCalls(url);
    if (!calls) return response;
    const items = (await response.json().catch(() => null)) as unknown[] | null;
    if (!Array.isArray(items) || items.length !== calls.length) return null;
    const cache = await caches.open(API_CACHE);
    await Promise.all(
      calls.map(async (call, i) => {
        const item = items[i] as { result?: unknown } | undefined;
        if (!item?.result) return;
        const key = callKey(url.origin, call);
        await cache.put(
          key,
          new Response(JSON.stringify([item]), {
            headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
          }),
        );
        await apiExpiration.updateTimestamp(key);
      }),
    );
    void apiExpiration.expireEntries();
    // The batch itself is not kept: its calls are.
    return null;
  },
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) return cachedResponse;
    const url = new URL(request.url);
    const calls = batchedCalls(url);
    if (!calls) return null;
    const cache = await caches.open(API_CACHE);
    const items = await Promise.all(
      calls.map(async (call) => {
        const kept = await cache.match(callKey(url.origin, call));
        return kept ? ((await kept.json()) as unknown[])[0] : null;
      }),
    );
    // None known: the network failure stands. Some: those answer, the others fail alone
    // (as the server answers a batch whose calls partly fail: 207, an error in their place).
    if (items.every((item) => item === null)) return null;
    const answers = items.map(
      (item, i) =>
        item ?? {
          error: {
            message: 'Not loaded while online: no copy on this device',
            code: -32603,
            data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 503, path: calls[i]!.path },
          },
        },
    );
    return new Response(JSON.stringify(answers), {
      status: answers.length === items.filter(Boolean).length ? 200 : 207,
      headers: { 'content-type': 'application/json' },
    });
  },
};

// Reads of the API, tRPC queries included (GET only: registerRoute's default method;
// mutations and uploads are never cached). The network first, the last answer after
// a few seconds without one. Live streams (server-sent events) are left alone.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin &&
    /^\/(?:api|trpc)\//.test(url.pathname) &&
    !request.headers.get('accept')?.includes('text/event-stream'),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin(API_KEEP),
      trpcBatches,
      markFromCache,
    ],
  }),
);

// Photos and avatars: their names never change content, so the cached copy is used.
cacheFirstUnder('/uploads/', UPLOADS_CACHE, { maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS });

/**
 * The connection is back (Background Sync). An open page sends the queue
 * itself (it shows the outcome and refreshes its screens); with none open
 * the worker sends it for the signed-in user, and a failure asks the
 * browser to try again later.
 */
async function syncOfflineShows(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length > 0) {
    for (const client of windows) client.postMessage({ type: FLUSH_OFFLINE_SHOWS });
    return;
  }
  const me = await fetch('/api/auth/me', { credentials: 'include' });
  // Signed out: the shows wait for the user's next visit.
  if (!me.ok) return;
  const { user } = (await me.json()) as { user: { id: number } };
  const result = await flushQueue(user.id);
  // A page opened meanwhile hears of it (it refreshes its screens and says so).
  if (result && (result.sent.length > 0 || result.refused.length > 0)) {
    const opened = await self.clients.matchAll({ type: 'window' });
    for (const client of opened) {
      client.postMessage({
        type: OFFLINE_SHOWS_SENT,
        artists: result.sent.map(({ show }) => show.artist),
      });
    }
  }
  if (result?.stopped) throw new Error('The offline shows could not be sent yet');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OFFLINE_SHOWS_SYNC_TAG) sync.waitUntil(syncOfflineShows());
});
