import type { JobLog } from './job-log';
/**
 * setlist.fm's REST API, as the import by username needs it. The adapter
 * (adapters/setlistfm-http.ts) keeps setlist.fm's limits for the whole
 * server: requests spaced to at most 2 a second, a daily cap, its 429s
 * waited out, a timeout and a size cap per answer.
 */

/** One page of a user's attended setlists: its text as sent, or none (404: no such user or page). */
export type AttendedAnswer = { kind: 'page'; body: string } | { kind: 'notFound' };

export interface SetlistFmApi {
  /** `GET /1.0/user/{userId}/attended?p={page}`. */
  attended(username: string, page: number, signal: AbortSignal): Promise<AttendedAnswer>;
  /** `GET /1.0/user/{userId}`: whether setlist.fm has that user. */
  userExists(username: string, signal: AbortSignal): Promise<boolean>;
}

/**
 * A request setlist.fm did not answer usefully, after the retries the
 * adapter allows: the message says what the user is told (SETLISTFM_MESSAGES).
 */
export class SetlistFmFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetlistFmFailure';
  }
}

/**
 * The fetches from setlist.fm one server process runs in the background
 * (modules/imports/setlistfm-jobs.ts): what the app, its handlers and tests
 * ask of them.
 */
export interface SetlistFmFetchRunner {
  /** Takes up stalled fetches now and every few seconds; failures go to `log`. */
  start(log?: JobLog): void;
  /** Works on that fetch unless this process already does; resolves when it stops. */
  run(id: string): Promise<void>;
  isRunning(id: string): boolean;
  /** Lets go of every fetch this process holds. */
  close(): Promise<void>;
}
