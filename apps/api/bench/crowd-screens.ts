// The crowd's reads: what people read about (artists, festivals, venues and
// gigs, found through the API), each screen with its share of the crowd's
// requests, and the whole ranking of a user, measured alone.
import { zipfPicker } from './lib';
import type { PacedRequest } from './paced';

export interface Screen {
  name: string;
  share: number;
  path: (me: number) => string;
  /** Statuses besides 2xx that are this screen's answer (see PacedRequest.answers). */
  answers?: readonly number[];
  /** Paced at --paced-whole % of the floor, not --paced (a whole list). */
  whole?: boolean;
}

/** A read of `screen` by the signed-in person with `cookie`, whose id is `me`. */
export function screenRead(screen: Screen, cookie: string, me: number): PacedRequest {
  return { method: 'GET', path: screen.path(me), headers: { cookie }, answers: screen.answers };
}

/**
 * The screens a crowd reads on the server at `base`, what they read found as
 * the person with `cookie`; `anyUser` picks whose profile, ranking or
 * insights a read is of.
 */
export async function crowdScreens(base: string, cookie: string, anyUser: () => number) {
  // Artists people read about: the catalogue's best known, Zipf-wise.
  const artistNames: string[] = [];
  for (const letter of 'abcdefghijklmnoprstw') {
    const res = await fetch(`${base}/api/artist-stats?q=${letter}`, {
      headers: { cookie },
    });
    for (const { artist_name: name } of (await res.json()) as { artist_name: string }[]) {
      if (!artistNames.includes(name)) artistNames.push(name);
    }
  }
  if (artistNames.length === 0) throw new Error('no artists found to read about');
  const pickArtist = zipfPicker(artistNames.length, 1.0);
  const anyArtist = () => encodeURIComponent(artistNames[pickArtist() - 1]!);
  const anyPrefix = () => {
    const name = artistNames[pickArtist() - 1]!.toLowerCase();
    return encodeURIComponent(name.slice(0, 2 + Math.floor(Math.random() * 3)));
  };

  // Festivals and venues people read about: every festival search
  // finds, and the venues of recent shows, Zipf-wise in the order found.
  const festivalIds: number[] = [];
  const venueIds: number[] = [];
  for (const letter of 'abcdefghijklmnoprstuvwxyz') {
    const res = await fetch(`${base}/api/festivals?q=${letter}`, {
      headers: { cookie },
    });
    for (const f of (await res.json()) as { id: number; venue: { id: number } | null }[]) {
      if (!festivalIds.includes(f.id)) festivalIds.push(f.id);
      if (f.venue && !venueIds.includes(f.venue.id)) venueIds.push(f.venue.id);
    }
  }
  for (let before: number | null = null, i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/shows?limit=50${before ? `&before=${before}` : ''}`, {
      headers: { cookie },
    });
    const shows = (await res.json()) as { id: number; venueId: number | null }[];
    for (const s of shows) if (s.venueId && !venueIds.includes(s.venueId)) venueIds.push(s.venueId);
    before = shows.at(-1)?.id ?? null;
    if (before === null) break;
  }
  // Gigs people open: those of the Everyone feed's recent shows.
  const gigPaths: string[] = [];
  {
    const res = await fetch(`${base}/api/shows?limit=50`, { headers: { cookie: cookie } });
    for (const s of (await res.json()) as { artistId: number; cityId: number; date: string }[]) {
      gigPaths.push(`/api/gigs/${s.artistId}/${s.cityId}/${s.date}`);
    }
  }
  const anyGig = () =>
    gigPaths[Math.floor(Math.random() * gigPaths.length)] ?? '/api/gigs/1/1/2025-01-01';
  const pickFestival = zipfPicker(Math.max(festivalIds.length, 1), 0.8);
  const pickVenue = zipfPicker(Math.max(venueIds.length, 1), 1.0);
  const anyFestival = () => festivalIds[pickFestival() - 1] ?? 1;
  const anyVenue = () => venueIds[pickVenue() - 1] ?? 1;

  /** Each screen's reads, with the share of requests it gets in the crowd. */
  const SCREENS: Screen[] = [
    { name: 'feed', share: 12, path: () => '/api/shows?limit=50' },
    // The viewer's own Following feed (cached per viewer, its gigs named by show writes) and gig pages.
    { name: 'following feed', share: 6, path: () => '/api/feed/following' },
    { name: 'gig page', share: 2, path: () => anyGig() },
    { name: 'profile', share: 12, path: () => `/api/users/${anyUser()}` },
    {
      name: 'ranked shows (page of 50)',
      share: 10,
      path: () => `/api/users/${anyUser()}/ranked-shows?limit=50`,
    },
    { name: 'artist page', share: 12, path: () => `/api/artists/${anyArtist()}` },
    {
      name: 'artist insights',
      share: 6,
      path: () => `/api/users/${anyUser()}/artist-insights?limit=50`,
    },
    {
      name: 'city insights',
      share: 4,
      path: () => `/api/users/${anyUser()}/city-insights?limit=50`,
    },
    {
      name: 'best-rated artist',
      share: 4,
      path: () => `/api/users/${anyUser()}/best-rated-artist`,
      // A user with no scored show has no best-rated artist: the spec's 404.
      answers: [404],
    },
    {
      name: 'unread count',
      share: 16,
      path: (me) => `/api/users/${me}/notifications/unread-count`,
    },
    { name: 'user leaderboard', share: 6, path: () => '/api/leaderboard' },
    { name: 'artist leaderboard', share: 4, path: () => '/api/artist-leaderboard' },
    { name: 'artist search', share: 6, path: () => `/api/artist-stats?q=${anyPrefix()}` },
    { name: 'festival page', share: 3, path: () => `/api/festivals/${anyFestival()}` },
    { name: 'venue page', share: 3, path: () => `/api/venues/${anyVenue()}` },
    // Songs: an artist's songs as logged setlists played them, a ledger, a chase list.
    { name: 'artist songs', share: 3, path: () => `/api/artists/${anyArtist()}/songs` },
    { name: 'songs heard live', share: 2, path: () => `/api/users/${anyUser()}/songs?limit=50` },
    { name: 'chase list', share: 2, path: (me) => `/api/users/${me}/chase/${anyArtist()}` },
  ];
  const totalShare = SCREENS.reduce((a, s) => a + s.share, 0);
  function anyScreen() {
    let x = Math.random() * totalShare;
    for (const s of SCREENS) if ((x -= s.share) < 0) return s;
    return SCREENS[0]!;
  }

  // The whole ranking (the spec's path, no paging) is no screen of the crowd;
  // it is measured alone, and the users it was asked for are kept to say how
  // many shows its answers held.
  const wholeAsked = new Map<number, number>();
  const WHOLE: Screen = {
    name: 'whole ranking /api/users/{id}/ranked-shows (no paging)',
    share: 0,
    whole: true,
    path: () => {
      const id = anyUser();
      wholeAsked.set(id, (wholeAsked.get(id) ?? 0) + 1);
      return `/api/users/${id}/ranked-shows`;
    },
  };
  const ENDPOINTS = [...SCREENS, WHOLE];
  return {
    anyScreen,
    endpoints: ENDPOINTS,
    wholeAsked,
    anyArtistName: () => artistNames[pickArtist() - 1]!,
  };
}
