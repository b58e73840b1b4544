/** What Wrapped's tiles say beyond their figures, as pure functions. */

/**
 * The songs heard tile's label: the different songs heard at the year's
 * shows ('Songs heard this year'), or at every show ('Songs heard live').
 */
export function songsHeardLabel(year: number | null): string {
  return year === null ? 'Songs heard live' : 'Songs heard this year';
}

/** Whether Wrapped shows the songs heard: only once a setlist gave it some. */
export function showsSongsHeard(songsHeard: number): boolean {
  return songsHeard > 0;
}
