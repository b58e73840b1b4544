import type { SetlistFmFetch } from '@gigrank/domain';
import { formatCount } from './import-text';

/**
 * The words of the import by setlist.fm username: how far a fetch is, and
 * what a server without setlist.fm access tells a fan to do instead.
 */

const shows = (n: number) => `${formatCount(n)} ${n === 1 ? 'show' : 'shows'}`;

/** 'Fetched 3 of 12 pages (60 shows so far)'; before setlist.fm said how many: 'Asking setlist.fm...'. */
export function fetchProgressText(fetch: SetlistFmFetch): string {
  if (fetch.pagesTotal === null) return `Asking setlist.fm for ${fetch.username}'s shows…`;
  const pages = `${formatCount(Math.min(fetch.pagesFetched, fetch.pagesTotal))} of ${formatCount(fetch.pagesTotal)} ${fetch.pagesTotal === 1 ? 'page' : 'pages'}`;
  return `Fetched ${pages} (${shows(fetch.setlists)} so far)`;
}

/** Whole percent of the pages fetched (0 until setlist.fm said how many). */
export function fetchPercent(fetch: SetlistFmFetch): number {
  if (!fetch.pagesTotal) return 0;
  return Math.max(0, Math.min(100, Math.round((fetch.pagesFetched / fetch.pagesTotal) * 100)));
}

/** Said when a fetch ends: 'Fetched 60 shows from setlist.fm'. */
export function fetchedText(fetch: SetlistFmFetch): string {
  return `Fetched ${shows(fetch.setlists)} from setlist.fm`;
}

/** The button that previews what a stopped fetch kept: 'Preview the 60 shows fetched'. */
export function previewKeptText(fetch: SetlistFmFetch): string {
  return `Preview the ${shows(fetch.setlists)} fetched`;
}

/** A server without setlist.fm access: what a fan can do instead, in order. */
export const NO_SETLISTFM_FETCH = {
  title: 'Fetching by username is not set up on this server',
  lines: [
    'This Gigrank server cannot fetch your shows from setlist.fm by your username, but you can still bring them in:',
    'On setlist.fm, open your profile and the list of concerts you attended.',
    'Copy each show into a spreadsheet, one row per show, with its date, artist, venue and city.',
    'Save the spreadsheet as a CSV file and import it with CSV spreadsheet.',
  ],
} as const;
