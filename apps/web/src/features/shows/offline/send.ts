/**
 * Sending the offline queue (queue.ts) to POST /api/shows, from the page or
 * the service worker: one sender at a time across tabs and the worker (a Web
 * Lock), each show with its Idempotency-Key, removed only after a 2xx.
 */
import type { Show } from '@gigrank/domain';
import { photoFiles, putQueuedShow, queuedShows, removeQueuedShow, type QueuedShow } from './queue';

const LOCK_NAME = 'gigrank-offline-shows';

/**
 * Answers that say "not now" rather than "never": not signed in (sent once the
 * user signs in again), timeouts, rate limits and server errors.
 */
function isRetryable(status: number): boolean {
  return status === 401 || status === 408 || status === 429 || status >= 500;
}

export type SendOutcome =
  { kind: 'sent'; show: Show } | { kind: 'refused'; message: string } | { kind: 'retry' };

/** The multipart body of the queued show: its fields, then each photo. */
export function queuedShowBody(show: QueuedShow): FormData {
  const body = new FormData();
  for (const [name, value] of show.fields) body.append(name, value);
  for (const file of photoFiles(show)) body.append('photos', file, file.name);
  return body;
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
  } catch {
    // Not JSON: the status text says it.
  }
  return response.statusText || `The server refused the show (${response.status})`;
}

/**
 * The queued show's setlist, written once the show is in (PUT
 * /api/shows/{id}/setlist). Only "no answer" or "not now" is 'retry': the
 * next round posts the show again under the same key (the same show) and
 * writes the setlist then; a refusal leaves the show as it is, its setlist
 * to write on its page.
 */
async function sendQueuedSetlist(show: QueuedShow, saved: Show): Promise<SendOutcome> {
  if (!show.setlist?.length) return { kind: 'sent', show: saved };
  let response: Response;
  try {
    response = await fetch(`/api/shows/${saved.id}/setlist`, {
      method: 'PUT',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ songs: show.setlist }),
    });
  } catch {
    return { kind: 'retry' };
  }
  if (response.ok) return { kind: 'sent', show: ((await response.json()) as { show: Show }).show };
  return isRetryable(response.status) ? { kind: 'retry' } : { kind: 'sent', show: saved };
}

/** One try at sending one queued show (and its setlist); a network failure is 'retry'. */
export async function sendQueuedShow(show: QueuedShow): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/shows', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Idempotency-Key': show.id },
      body: queuedShowBody(show),
    });
  } catch {
    return { kind: 'retry' };
  }
  if (response.ok) {
    const { show: saved } = (await response.json()) as { show: Show };
    return sendQueuedSetlist(show, saved);
  }
  if (isRetryable(response.status)) return { kind: 'retry' };
  return { kind: 'refused', message: await messageOf(response) };
}

export interface FlushResult {
  /** Sent and removed from the queue. */
  sent: { queued: QueuedShow; show: Show }[];
  /** Refused by the server: kept, marked 'refused' with the message. */
  refused: QueuedShow[];
  /** True when a show could not be sent now (network, session, server): the rest waits too. */
  stopped: boolean;
}

/** Runs `task` holding the queue's lock, or returns null at once when someone else holds it. */
async function withQueueLock<T>(task: () => Promise<T>): Promise<T | null> {
  // navigator.locks: the window's and the worker's navigator alike.
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  if (locks) {
    return locks.request(LOCK_NAME, { ifAvailable: true }, (lock: Lock | null) =>
      lock ? task() : null,
    );
  }
  // No Web Locks (older browsers): one sender per context at least.
  if (flushingHere) return null;
  flushingHere = true;
  try {
    return await task();
  } finally {
    flushingHere = false;
  }
}
let flushingHere = false;

/** What a round of sending reads and writes: the device's queue and the server, by default. */
export interface FlushDeps {
  list: (userId: number) => Promise<QueuedShow[]>;
  put: (show: QueuedShow) => Promise<void>;
  remove: (id: string) => Promise<void>;
  send: (show: QueuedShow) => Promise<SendOutcome>;
}

const DEVICE: FlushDeps = {
  list: queuedShows,
  put: putQueuedShow,
  remove: removeQueuedShow,
  send: sendQueuedShow,
};

/**
 * Sends the user's waiting shows, oldest first, one at a time. Null when
 * another tab or the worker is already sending (it sends them all).
 */
export function flushQueue(userId: number, deps: FlushDeps = DEVICE): Promise<FlushResult | null> {
  return withQueueLock(async () => {
    const result: FlushResult = { sent: [], refused: [], stopped: false };
    const tried = new Set<string>();
    for (;;) {
      // Read again each time: a show saved meanwhile goes in the same round.
      const next = (await deps.list(userId)).find(
        (show) => show.status === 'waiting' && !tried.has(show.id),
      );
      if (!next) break;
      tried.add(next.id);
      const outcome = await deps.send(next);
      if (outcome.kind === 'sent') {
        await deps.remove(next.id);
        result.sent.push({ queued: next, show: outcome.show });
      } else if (outcome.kind === 'refused') {
        const refused: QueuedShow = { ...next, status: 'refused', error: outcome.message };
        await deps.put(refused);
        result.refused.push(refused);
      } else {
        result.stopped = true;
        break;
      }
    }
    return result;
  });
}
