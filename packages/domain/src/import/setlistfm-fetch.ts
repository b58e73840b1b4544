import { z } from 'zod';
import { IMPORT_MAX_TOTAL_BYTES } from './contract';
import type * as answers from '../answers-imports';
import { SETLISTFM_MAX_PAGES } from '../constants';

/**
 * Importing from setlist.fm by username: the server fetches the user's
 * attended setlists page by page through setlist.fm's API (with a key its
 * operator configured), then the import's own preview and commit take over.
 * The REST paths `GET|POST /api/users/{id}/imports/setlistfm-fetches`,
 * `GET .../setlistfm-fetches/{fetchId}` and `POST .../{fetchId}/preview`, and
 * the tRPC procedures `imports.setlistFm`, `imports.fetchSetlistFm`,
 * `imports.setlistFmFetch` and `imports.previewSetlistFmFetch`, answer these shapes.
 */

/** Bytes of one page: every page of a fetch together fits what one import may hold. */
export const SETLISTFM_PAGE_MAX_BYTES = Math.floor(IMPORT_MAX_TOTAL_BYTES / SETLISTFM_MAX_PAGES);
/** Characters of a setlist.fm username (its profile address's last part). */
const SETLISTFM_USERNAME_MAX = 64;

export const SETLISTFM_MESSAGES = {
  /** The server has no setlist.fm key. */
  notSetUp: 'Fetching shows by setlist.fm username is not set up on this server',
  username: `A setlist.fm username is 1 to ${SETLISTFM_USERNAME_MAX} letters, digits, dots, dashes or underscores`,
  running: 'A fetch from setlist.fm is already under way',
  notFound: 'Fetch not found',
  notFetched: 'This fetch has not finished; wait for its last page',
  failed: 'This fetch stopped before its last page; start it again to continue',
  unknownUser: (username: string) => `No setlist.fm user called ${username}`,
  noShows: (username: string) => `${username} has no shows marked as attended on setlist.fm`,
  unavailable:
    'setlist.fm is not answering right now. Try again in a few minutes; the pages fetched so far are kept.',
  /** setlist.fm asked to wait longer than the server waits (its Retry-After). */
  slowDown: (wait: string) =>
    `setlist.fm asked this server to slow down. Try again in ${wait}; the pages fetched so far are kept.`,
  /** The server's own daily allowance of setlist.fm requests is spent. */
  dailyLimit: (wait: string) =>
    `This server has used its setlist.fm requests for today. Try again in ${wait}; the pages fetched so far are kept.`,
  tooLarge: 'setlist.fm sent a page larger than an import can hold',
  refused:
    "setlist.fm refused this server's requests, so fetching by username does not work here for now. Import a file instead.",
} as const;

/** A wait as a message says it: '40 seconds', '3 minutes', 'about 2 hours'. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}

/** A setlist.fm profile address ('https://www.setlist.fm/user/name'): its username. */
const PROFILE_URL = /^(?:https?:\/\/)?(?:www\.)?setlist\.fm\/user\/([^/?#\s]+)\/?(?:[?#].*)?$/i;

/**
 * A setlist.fm username as typed: trimmed, a leading '@' or a pasted profile
 * address taken for the name it holds; then 1 to SETLISTFM_USERNAME_MAX of
 * letters, digits, '.', '-' and '_' (what a profile address holds as it is).
 */
export const setlistFmUsernameSchema = z
  .string({ error: SETLISTFM_MESSAGES.username })
  .trim()
  .transform((value) => PROFILE_URL.exec(value)?.[1] ?? value.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .min(1, SETLISTFM_MESSAGES.username)
      .max(SETLISTFM_USERNAME_MAX, SETLISTFM_MESSAGES.username)
      .regex(/^[A-Za-z0-9._-]+$/, SETLISTFM_MESSAGES.username),
  );

export const setlistFmFetchIdSchema = z
  .string()
  .regex(/^[0-9a-f-]{36}$/, SETLISTFM_MESSAGES.notFound);

export type SetlistFmFetchStatus = SetlistFmFetch['status'];

/** Where a fetch stands: polled by the screen for its progress. */
export type SetlistFmFetch = z.infer<typeof answers.setlistFmFetchAnswer>;

/** The Import screen's first question: can this server fetch, and the user's latest fetch. */
export type SetlistFmFetchState = z.infer<typeof answers.setlistFmFetchStateAnswer>;
