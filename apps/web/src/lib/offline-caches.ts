/**
 * Names the page and the service worker (src/sw.ts) share: the runtime
 * caches, the header the worker adds to an answer it took from its cache
 * because the network failed, and the messages between them.
 */

/** GET answers of /api and /trpc (NetworkFirst): the last-seen screens' data. */
export const API_CACHE = 'gigrank-api';
/**
 * The server's pages of app routes (NetworkFirst): they carry the session's
 * user and the first screen's data, so they are the session's too.
 */
export const PAGES_CACHE = 'gigrank-pages';
/** Photos and avatars under /uploads (CacheFirst, bounded). */
export const UPLOADS_CACHE = 'gigrank-uploads';
/** Set on an answer served from API_CACHE because the network failed or timed out. */
export const FROM_CACHE_HEADER = 'x-gigrank-from-cache';
/** The worker's Background Sync fired while a page is open: the page sends the queue. */
export const FLUSH_OFFLINE_SHOWS = 'gigrank:flush-offline-shows';
/** The worker sent waiting shows itself (no page was open when it began): `sent` of them. */
export const OFFLINE_SHOWS_SENT = 'gigrank:offline-shows-sent';

/**
 * Sign-out (or an ended session): the cached answers were the signed-in
 * user's, so they go, photos included; the precached app shell stays.
 */
export async function clearSessionCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([API_CACHE, PAGES_CACHE, UPLOADS_CACHE].map((name) => caches.delete(name)));
}
