/**
 * The import by setlist.fm username as a client drives it over REST: start
 * a fetch, ask how it stands until it ends, preview its pages, commit.
 */
import { expect } from 'vitest';
import type { ImportPreviewResponse, SetlistFmFetch, SetlistFmFetchState } from '@gigrank/domain';
import type { Requests } from './requests';

type Person = Requests & { user: { id: number } };

export const fetchesPath = (who: Person) => `/api/users/${who.user.id}/imports/setlistfm-fetches`;

/** POST .../setlistfm-fetches: the fetch started (202), as it stands. */
export async function startFetch(who: Person, username: string): Promise<SetlistFmFetch> {
  const res = await who.post(fetchesPath(who), { username });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as SetlistFmFetch;
}

export async function fetchState(who: Person): Promise<SetlistFmFetchState> {
  const res = await who.get(fetchesPath(who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SetlistFmFetchState;
}

export async function fetchProgress(who: Person, fetchId: string): Promise<SetlistFmFetch> {
  const res = await who.get(`${fetchesPath(who)}/${fetchId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SetlistFmFetch;
}

/** Asks every 50 ms until `done` holds of the fetch (by default: it ended), for up to `ms`. */
export async function waitForFetch(
  who: Person,
  fetchId: string,
  done: (fetch: SetlistFmFetch) => boolean = (f) => f.status !== 'fetching',
  ms = 30_000,
): Promise<SetlistFmFetch> {
  const until = Date.now() + ms;
  for (;;) {
    const fetch = await fetchProgress(who, fetchId);
    if (done(fetch)) return fetch;
    if (Date.now() > until) throw new Error(`fetch still ${JSON.stringify(fetch)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** POST .../{fetchId}/preview: the import's preview of the fetched pages. */
export async function previewFetch(who: Person, fetchId: string): Promise<ImportPreviewResponse> {
  const res = await who.post(`${fetchesPath(who)}/${fetchId}/preview`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImportPreviewResponse;
}

/** The import's own commit of a preview: its counts. */
export async function commitPreview(who: Person, importId: string) {
  const res = await who.post(`/api/users/${who.user.id}/imports/${importId}/commit`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { created: number; skipped: number; refused: number };
}

/** Arrival times (ms) of requests that put three within one second, if any: none is the 2-a-second limit. */
export function tooClose(times: number[]): number[][] {
  const sorted = [...times].sort((a, b) => a - b);
  const close: number[][] = [];
  for (let i = 2; i < sorted.length; i++) {
    if (sorted[i]! - sorted[i - 2]! < 1000) close.push(sorted.slice(i - 2, i + 1));
  }
  return close;
}
