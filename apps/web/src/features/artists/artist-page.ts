import {
  artistRankBadge,
  pluralize,
  PRODUCT_NAME,
  RANK_DISPLAY_LIMIT,
  roundAverage,
  type ArtistResponse,
  type Show,
} from '@gigrank/domain';
import { serverErrorCode } from '../../lib/errors';
import { mergeShowPages } from '../../lib/paging';

/** The artist page's Shows tabs (SPEC section 2); All Shows is the default (section 4). */
export const ARTIST_SHOW_TABS = [
  { value: 'all', label: 'All Shows', empty: 'No shows found for this artist.' },
  {
    value: 'guest',
    label: 'Guest Appearances',
    empty: 'No guest appearances found for this artist.',
  },
  { value: 'photos', label: 'With Photos', empty: 'No shows with photos found for this artist.' },
] as const;

export type ArtistShowsTab = (typeof ARTIST_SHOW_TABS)[number]['value'];
export const DEFAULT_ARTIST_SHOWS_TAB: ArtistShowsTab = 'all';

export function isArtistShowsTab(value: string | null): value is ArtistShowsTab {
  return ARTIST_SHOW_TABS.some((tab) => tab.value === value);
}

/** The shows a tab lists: every show; the guest appearances; the shows with photos. */
export function showsForTab(shows: readonly Show[], tab: ArtistShowsTab): Show[] {
  switch (tab) {
    case 'guest':
      return shows.filter((show) => show.isGuestAppearance === true);
    case 'photos':
      return shows.filter((show) => show.photos.length > 0);
    default:
      return [...shows];
  }
}

/** '{artist} | Gigrank' */
export function artistPageTitle(artistName: string): string {
  return `${artistName} | ${PRODUCT_NAME}`;
}

/** What the rank badge reads for a rank past the top RANK_DISPLAY_LIMIT. */
const OUTSIDE_TOP = artistRankBadge(RANK_DISPLAY_LIMIT + 1);

/** The stream and rank badges; the rank badge is dropped when it would repeat the streams text. */
export function artistStatBadges(stats: ArtistResponse['stats']): {
  streams: string | null;
  rank: string | null;
} {
  if (!stats) return { streams: null, rank: null };
  const streams = stats.formatted_streams ? `${stats.formatted_streams} monthly streams` : null;
  let rank = artistRankBadge(stats.global_rank);
  // A rank past the top RANK_DISPLAY_LIMIT reads '<1M monthly streams' (the spec's badge); beside
  // a streams figure of a million or more that would contradict it, so it then reads as the
  // profile's Global Rank card does: '>1000'.
  if (rank === OUTSIDE_TOP && stats.monthly_streams >= 1_000_000) {
    rank = `>${RANK_DISPLAY_LIMIT}`;
  }
  return { streams, rank: rank === streams ? null : rank };
}

/** The page's `<meta name="description">`: who, how popular, how fans rated them. */
export function artistMetaDescription(page: ArtistResponse): string {
  const parts: string[] = [];
  const { streams, rank } = artistStatBadges(page.stats);
  const popularity = [streams, rank?.startsWith('#') ? `global rank ${rank}` : null].filter(
    (part): part is string => part !== null,
  );
  if (popularity.length) parts.push(`${popularity.join(', ')}.`);
  if (page.rating.avgScore !== null && page.rating.fanCount > 0) {
    parts.push(
      `Average fan score ${roundAverage(page.rating.avgScore)}/100 from ${pluralize(page.rating.fanCount, 'fan')}.`,
    );
  }
  // While pages remain, the artist's own show count is the better total.
  const shows =
    page.nextBefore === null
      ? page.shows.length
      : Math.max(page.shows.length, page.rating.showCount);
  parts.push(
    shows > 0
      ? `See the ${pluralize(shows, 'live show')} rated on ${PRODUCT_NAME}.`
      : `Rate ${page.artistName}'s live shows on ${PRODUCT_NAME}.`,
  );
  return `${page.artistName} on ${PRODUCT_NAME}: ${parts.join(' ')}`;
}

/** A show's key in the lists: a show is listed once as the artist's own and once as a guest spot. */
export function artistShowKey(show: Pick<Show, 'id' | 'isGuestAppearance'>): string {
  return `${show.id}-${show.isGuestAppearance ? 'guest' : 'own'}`;
}

/**
 * The pages of an artist's shows read so far as one response: the header,
 * stats and rating of the first page, every show once in page order, and the
 * last page's `nextBefore`. undefined before the first page.
 */
export function mergeArtistPages(pages: readonly ArtistResponse[]): ArtistResponse | undefined {
  return mergeShowPages(pages, artistShowKey);
}

/**
 * The artist could not be fetched: unknown (NOT_FOUND) or not a valid name
 * (BAD_REQUEST). Other failures (network, server) are load errors of the page.
 */
export function isArtistMissing(error: unknown): boolean {
  const code = serverErrorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
