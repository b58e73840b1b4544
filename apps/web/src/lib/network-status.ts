import { useSyncExternalStore } from 'react';
import { FROM_CACHE_HEADER } from './offline-caches';

/**
 * Whether the app is offline: the browser says so (navigator.onLine), or the
 * last request to the API failed for network reasons or was answered by the
 * service worker from its cache because the network did not answer. Cleared
 * by the next live answer or the browser's 'online' event. A request that
 * began before the last 'online' event cannot set it again: its failure (or
 * the worker's cached answer) belongs to the outage that just ended, and
 * nothing might follow to clear it.
 *
 * While the browser says it is online, such an answer may only mean a slow
 * server (the worker waits a few seconds before it answers from its cache):
 * the screens ask again after ASK_AGAIN_AFTER_MS, then at doubling intervals up
 * to ASK_AGAIN_MAX_MS, until an answer is live. Without that, a screen filled
 * from the cache on a slow moment would say "offline" until the user acted.
 */
let lastRequestFailed = false;
let onlineEpoch = 0;
const listeners = new Set<() => void>();
/** An answer came from the worker's cache since the last live one: what it showed may be old. */
let servedFromCache = false;
const askAgainListeners = new Set<() => void>();

/** The first retry after an answer from the cache or a failure while the browser is online. */
export const ASK_AGAIN_AFTER_MS = 5_000;
/** Retries double up to this interval while the network keeps not answering. */
export const ASK_AGAIN_MAX_MS = 60_000;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = ASK_AGAIN_AFTER_MS;

function askAgain(): void {
  for (const listener of askAgainListeners) listener();
}

function stopRetrying(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryDelay = ASK_AGAIN_AFTER_MS;
}

/** Schedules the next retry, unless one is due or the browser knows it is offline. */
function retryLater(): void {
  if (retryTimer !== null || !navigator.onLine) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    retryDelay = Math.min(retryDelay * 2, ASK_AGAIN_MAX_MS);
    // The retry's own answers decide: a live one clears the state without asking twice.
    servedFromCache = false;
    askAgain();
  }, retryDelay);
}

function emit(): void {
  for (const listener of listeners) listener();
}

function setFailed(failed: boolean): void {
  if (lastRequestFailed === failed) return;
  lastRequestFailed = failed;
  emit();
}

export function isOffline(): boolean {
  return !navigator.onLine || lastRequestFailed;
}

/** The network answers again after the worker answered from its cache: those answers are refreshed. */
function liveAgain(): void {
  stopRetrying();
  if (!servedFromCache) return;
  servedFromCache = false;
  askAgain();
}

function onOnline(): void {
  onlineEpoch += 1;
  lastRequestFailed = false;
  emit();
  liveAgain();
}

/**
 * Calls listener when the screens should ask the API again: a live answer (or
 * the browser's 'online' event) follows one or more answers from the worker's
 * cache, or a retry is due while the network does not answer (see isOffline).
 * A slow server answered from the cache once is not shown forever.
 */
export function onAskAgain(listener: () => void): () => void {
  askAgainListeners.add(listener);
  return () => askAgainListeners.delete(listener);
}

/** Listens for changes of isOffline (the window's events are attached while anyone listens). */
export function subscribeNetworkStatus(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', emit);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', emit);
    }
  };
}

/** True while offline (see isOffline); re-renders when that changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(subscribeNetworkStatus, isOffline, () => false);
}

/**
 * fetch for the API, noting how it went: a live answer clears the offline
 * state, a network failure or an answer from the worker's cache sets it.
 * A request cancelled by the app (AbortError) says nothing either way.
 */
export async function trackedFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const epoch = onlineEpoch;
  const failed = (): void => {
    if (epoch !== onlineEpoch) return;
    setFailed(true);
    retryLater();
  };
  try {
    const response = await fetch(input, init);
    if (response.headers.has(FROM_CACHE_HEADER)) {
      servedFromCache = true;
      failed();
    } else {
      setFailed(false);
      liveAgain();
    }
    return response;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) failed();
    throw error;
  }
}
