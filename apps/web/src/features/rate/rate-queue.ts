import { placementText, type SetlistSong } from '@gigrank/domain';

/** Shows the queue asks for at a time (the API allows 1..50). */
export const RATE_QUEUE_PAGE = 20;

/** Songs of a setlist the queue's card lists before '+n more'. */
const SETLIST_PREVIEW_SONGS = 4;

/** A show rated in this visit, and when (ms): until the queue is read again it still counts. */
export interface RatedMark {
  id: number;
  at: number;
}

/** What the queue knows: the page of unscored shows read last and what was done since. */
export interface QueueView<T extends { id: number }> {
  /** The page read last (newest show date first). */
  shows: readonly T[];
  /** All the user's unscored shows, as the server counted them when it answered. */
  total: number;
  /** When that answer came (ms). */
  answeredAt: number;
  /** Whether the page was full (more may follow it). */
  full: boolean;
  skipped: readonly number[];
  rated: readonly RatedMark[];
}

/** The shows of the page still to rate in this visit: neither skipped nor rated. */
export function pendingShows<T extends { id: number }>(view: QueueView<T>): T[] {
  const done = new Set([...view.skipped, ...view.rated.map((mark) => mark.id)]);
  return view.shows.filter((show) => !done.has(show.id));
}

/**
 * '{n} left': the server's count less the shows rated since it answered (a
 * save refreshes the count, but the next card comes at once). Skipped shows
 * are still left to rate.
 */
export function leftToRate(
  view: Pick<QueueView<{ id: number }>, 'total' | 'answeredAt' | 'rated'>,
): number {
  const since = view.rated.filter((mark) => mark.at > view.answeredAt).length;
  return Math.max(0, view.total - since);
}

/**
 * What the queue shows when the page has nothing pending: 'next-page' (every
 * show of a full page was skipped: read on after the last of them), 'skipped'
 * (the rest were all skipped: offer to go through them again), or 'done'.
 */
export function queueEnd<T extends { id: number }>(
  view: QueueView<T>,
): { kind: 'next-page'; after: number } | { kind: 'skipped' } | { kind: 'done' } {
  const left = leftToRate(view);
  if (left === 0) return { kind: 'done' };
  const last = view.shows.at(-1);
  // Only skipped shows are a safe cursor: a rated one has left the unscored list.
  if (view.full && last && view.skipped.includes(last.id))
    return { kind: 'next-page', after: last.id };
  return { kind: 'skipped' };
}

/** The card's setlist line: its first songs and how many more. */
export function setlistPreview(
  songs: readonly SetlistSong[],
  count = SETLIST_PREVIEW_SONGS,
): { names: string[]; more: number } {
  return {
    names: songs.slice(0, count).map((song) => song.title),
    more: Math.max(0, songs.length - count),
  };
}

/**
 * How many shows a user's ranking holds: their shows less the unscored ones
 * (imported, not yet rated: counted as attended, but not ranked).
 */
export function rankedCount(showsCount: number, unscored: number): number {
  return Math.max(0, showsCount - unscored);
}

/** The line said after a save: 'Ranked #4 of 42'; null while the show has no place. */
export function rankedLine(rank: number | null, total: number): string | null {
  const place = placementText(rank, total);
  return place ? `Ranked ${place}` : null;
}
