import { formatShowDate, ratingFromScore, type Rating, type Show } from '@gigrank/domain';

/**
 * Where a show card stands: the Home activity feed, an artist page's Shows
 * tabs (SPEC section 2), or a gig page, whose cards are all of one artist,
 * date and city. They share the card; these are the parts that differ.
 */
export type ShowCardVariant = 'feed' | 'artist' | 'gig';

/** What a show card says about a show, worked out once for its parts. */
export interface ShowCardFacts {
  /** The artist the card is titled with: the main artist of a guest appearance. */
  artist: string;
  /** Listed on an artist page because that artist was a guest ('Guest appearance'). */
  isGuest: boolean;
  /** The 'with ...' names; none on a guest appearance (the page's artist is one of them). */
  guests: string[];
  /** 'June 1, 2025'. */
  date: string;
  /** The feed gives the city; the artist and gig pages give 'venue, city'. */
  place: string;
  /** The verdict shown under the score, derived from the score; none while unscored. */
  rating: Rating | null;
  /** The card's accessible name: '{artist} on {date} by {poster}'. */
  label: string;
}

/** The verdict a score earns; null without a score (an imported show not yet rated). */
export function verdictRating(score: number | null | undefined): Rating | null {
  return score === null || score === undefined ? null : ratingFromScore(score);
}

export function showCardFacts(show: Show, variant: ShowCardVariant): ShowCardFacts {
  const isGuest = show.isGuestAppearance === true;
  const artist = isGuest ? (show.mainArtist ?? show.artist) : show.artist;
  const date = formatShowDate(show.date);
  const city = show.city.trim() || 'Unknown location';
  const place = variant === 'feed' ? city : [show.venue, city].filter(Boolean).join(', ');
  // The feed names the poster by username, the other pages by display name (their e2e specs).
  const poster = variant === 'feed' ? show.user.username : show.user.displayName;
  return {
    artist,
    isGuest,
    guests: isGuest ? [] : show.guestAppearances.map((g) => g.artist),
    date,
    place,
    // SPEC section 2: "a label derived from the score"; an unscored (imported) show has none.
    rating: verdictRating(show.score),
    label: `${artist} on ${date} by ${poster}`,
  };
}
