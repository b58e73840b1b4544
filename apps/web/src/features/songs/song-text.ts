/**
 * What the songs screens say, as pure functions: an artist's songs page,
 * a chase list and its rare moments, and a profile's songs heard live.
 * Dates read as the venue and festival pages write them ('4 Mar 2024').
 */
import { pluralize, PRODUCT_NAME, type SongMoment } from '@gigrank/domain';
import dayjs from 'dayjs';

/** Songs of a user's ledger per page: the profile shows one page, then 'Load more'. */
export const LEDGER_PAGE_SIZE = 10;

/** Staples a chase list shows before 'Show all'. */
export const CHASE_PREVIEW = 5;

/** Whose chase list it is: the viewer's own ('you'), or someone else's by their name. */
export type Chaser = { you: true } | { you: false; name: string };

export const YOU: Chaser = { you: true };

/** '4 Mar 2024' of '2024-03-04' (the date as written, no time zone). */
export function songDate(iso: string): string {
  return dayjs(`${iso}T00:00:00`).format('D MMM YYYY');
}

/** The songs page's heading: 'Radiohead: songs played live'. */
export function artistSongsTitle(artist: string): string {
  return `${artist}: songs played live`;
}

/** The tab's title: 'Radiohead: songs played live | Gigrank'. */
export function artistSongsDocumentTitle(artist: string): string {
  return `${artistSongsTitle(artist)} | ${PRODUCT_NAME}`;
}

/** '12 logged gigs with a setlist', '1 logged gig with a setlist'. */
export function loggedGigsText(gigs: number): string {
  return `${pluralize(gigs, 'logged gig')} with a setlist`;
}

/** A song's row on the songs page: 'Played at 3 of 12 gigs'. */
export function playedAtText(gigs: number, total: number): string {
  return `Played at ${gigs} of ${pluralize(total, 'gig')}`;
}

/** "You've heard 4 of these 20 songs live", or none yet. */
export function heardOfTheseText(heard: number, songs: number): string {
  if (heard === 0) return "You haven't heard any of these songs live yet";
  return `You've heard ${heard} of ${songs === 1 ? '1 song' : `these ${songs} songs`} live`;
}

/** The songs page with no setlist: 'No setlists logged for Radiohead yet'. */
export function noSetlistsText(artist: string): string {
  return `No setlists logged for ${artist} yet`;
}

/** "Played at 8 of 12 logged gigs. You've never caught it." (or 'Ana has never caught it.') */
export function chaseItemText(gigs: number, total: number, who: Chaser): string {
  const never = who.you ? "You've never caught it." : `${who.name} has never caught it.`;
  return `Played at ${gigs} of ${pluralize(total, 'logged gig')}. ${never}`;
}

/** A chase list with nothing left: "You've heard everything Radiohead plays most". */
export function chaseDoneText(artist: string, who: Chaser): string {
  return `${who.you ? "You've" : `${who.name} has`} heard everything ${artist} plays most`;
}

/** Under a chase list's title: 'Radiohead · 14 songs heard live'. */
export function chaseCaption(artist: string, heard: number): string {
  return `${artist} · ${pluralize(heard, 'song')} heard live`;
}

/**
 * A rare moment: 'You were at the only performance of Nude among 12 logged
 * gigs', or 'You were at the first logged performance of Nude'.
 */
export function momentText(
  moment: Pick<SongMoment, 'kind' | 'title'>,
  total: number,
  who: Chaser,
): string {
  const were = who.you ? 'You were' : `${who.name} was`;
  return moment.kind === 'only'
    ? `${were} at the only performance of ${moment.title} among ${pluralize(total, 'logged gig')}`
    : `${were} at the first logged performance of ${moment.title}`;
}

/** A song of a ledger: 'heard 3×, first on 4 Mar 2024' (a link to that first show). */
export function heardTimesText(times: number, firstHeard: string): string {
  return `heard ${times}×, first on ${songDate(firstHeard)}`;
}

/** A ledger's count: '42 different songs', '1 song'. */
export function songsHeardCount(total: number): string {
  return total === 1 ? '1 song' : `${total} different songs`;
}

/**
 * The next page of a ledger (the rows already read): a full last page
 * means there may be more, a short one is the end. For `getNextPageParam`.
 */
export function nextLedgerCursor(
  lastPage: { songs: readonly unknown[] },
  allPages: readonly { songs: readonly unknown[] }[],
): number | undefined {
  if (lastPage.songs.length < LEDGER_PAGE_SIZE) return undefined;
  return allPages.reduce((rows, page) => rows + page.songs.length, 0);
}

/**
 * The songs of the ledger's pages read so far, in order, each once: a song
 * heard again while paging moves up and may come back on a later page.
 */
export function ledgerSongs<T extends { id: number }>(pages: readonly { songs: T[] }[]): T[] {
  const seen = new Set<number>();
  return pages
    .flatMap((page) => page.songs)
    .filter((song) => {
      if (seen.has(song.id)) return false;
      seen.add(song.id);
      return true;
    });
}
