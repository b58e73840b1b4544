import type { AppRouter } from '@gigrank/api';
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { AnyTRPCQueryProcedure } from '@trpc/server';
import { useCallback } from 'react';
import { holdsMissingAnswer } from './query-client';

type Routers = AppRouter['_def']['record'];

/** 'shows.ranked', 'profile.wrapped', ...: every query procedure of the API. */
export type QueryPath = {
  [R in keyof Routers & string]: {
    [P in keyof Routers[R] & string]: Routers[R][P] extends AnyTRPCQueryProcedure
      ? `${R}.${P}`
      : never;
  }[keyof Routers[R] & string];
}[keyof Routers & string];

const paths = <const T extends readonly QueryPath[]>(...list: T) => list;

/**
 * The answers that show people by name next to what they did: the feeds and
 * gig pages, the signed-in user, profiles and people search, shows and the
 * ranked list, the artist and venue pages, comments. A block hides a person
 * from all of them; a new name or picture shows in all of them.
 */
const SHOWING_PEOPLE = paths(
  'following.feed',
  'gigs.page',
  'auth.me',
  'users.byId',
  'users.list',
  'shows.feed',
  'shows.byId',
  'shows.ranked',
  'artists.page',
  'venues.byId',
  'social.comments',
);

/**
 * A show created, edited or deleted (SPEC section 4, 'Show saved'): the
 * user's shows and ranked shows, the profile (counts, rank, streak), the
 * favourite artist and city, the insights, the feed, plus everything else
 * that counts or lists shows: artist pages and stats, recommendations,
 * Wrapped, the leaderboards, and the artist and city searches (a show can
 * bring a new artist or city); also the festival pages and lists
 * a set counts in, venue pages, the venue search (a show's venue text finds or
 * creates the venue) and the profile's venue and festival stats (and the
 * viewer's own sets past a festival page's first ones); the taste match with whoever's profile is open, the plans (a show
 * logging a plan takes it off the lists) and the shows a placement compares
 * with ("Which was better?": a placement refreshes what a score edit does),
 * the Following feed and the gig pages (a show joins or leaves a gig, and
 * every 'Also there' of it),
 * the most seen artist and the diary, and the songs: an artist's songs, a
 * user's songs heard live and chase lists (a show's setlist moves with it);
 * the ledger (a show's ticket and distance) and the gigs near a photo's place.
 */
const SHOW_SAVED = paths(
  'ledger.byUser',
  'places.nearby',
  'songs.artist',
  'songs.ledger',
  'songs.chase',
  'shows.feed',
  'following.feed',
  'gigs.page',
  'shows.byId',
  'shows.ranked',
  'shows.comparisons',
  'shows.guestAppearances',
  'auth.me',
  'users.byId',
  'users.diary',
  'profile.bestRatedArtist',
  'profile.mostSeenArtist',
  'profile.mostVisitedCity',
  'profile.artistInsights',
  'profile.cityInsights',
  'profile.venueInsights',
  'profile.mostVisitedVenue',
  'profile.festivals',
  'profile.recommendations',
  'profile.tasteMatch',
  'profile.wrapped',
  'profile.export',
  'artists.page',
  'artists.stat',
  'artists.search',
  'cities.search',
  'venues.byId',
  'venues.search',
  'festivals.byId',
  'festivals.mySets',
  'leaderboard.users',
  'leaderboard.artists',
  'imports.unscored',
  'plans.list',
);

/**
 * What each write makes stale: the queries (every input, paged ones
 * included) whose answer it can change. Likes are not here: the feed and the
 * show page, the only screens with like counts, are patched in place
 * (useLikeShow). Account deletion and logout drop the whole cache instead.
 */
export const REFRESHED_AFTER = {
  showSaved: SHOW_SAVED,
  showDeleted: SHOW_SAVED,
  /** An import committed: many shows saved at once, the same answers as one. */
  importCommitted: SHOW_SAVED,
  /**
   * A show's setlist written, removed or copied from its gig ("This is what I
   * heard"): the show and its gig's most common setlist (every show of the gig
   * without one carries it), the artist's songs, the owner's songs heard live
   * and chase lists, the lists that carry the show's setlist (the ranked
   * list, the feeds, the artist page), Wrapped's songs heard and the export.
   */
  setlistSaved: paths(
    'shows.byId',
    'gigs.page',
    'songs.artist',
    'songs.ledger',
    'songs.chase',
    'shows.ranked',
    'shows.feed',
    'following.feed',
    'profile.wrapped',
    'profile.export',
    'artists.page',
  ),
  /**
   * Follow or unfollow (SPEC section 4): user data (follower counts), the
   * leaderboard, follow status and lists, profile data (Wrapped's user,
   * For You's friends' picks) and the friends' feed; the
   * Following feed, and every 'Also there' (people you follow come first,
   * feeds and show pages) and gig page (who you follow is going); a venue's
   * page (a private account unfollowed leaves its shows and figures); the
   * people search (the people followed come first).
   */
  followChanged: paths(
    'ledger.byUser',
    'following.feed',
    'users.list',
    'shows.byId',
    'gigs.page',
    'auth.me',
    'users.byId',
    'leaderboard.users',
    'follows.status',
    'follows.followers',
    'follows.following',
    'privacy.relationship',
    'profile.recommendations',
    'profile.wrapped',
    'profile.export',
    'shows.feed',
    'festivals.byId',
    'venues.byId',
  ),
  /**
   * A follow request approved or declined (by its owner): the waiting list,
   * the owner's follower count and list, the requester's relationship.
   */
  followRequestAnswered: paths(
    'privacy.followRequests',
    'privacy.relationship',
    'auth.me',
    'users.byId',
    'follows.status',
    'follows.followers',
    'follows.following',
    'leaderboard.users',
    'profile.export',
  ),
  /**
   * Private account or leaderboard opt-out switched: the profile (its rank),
   * the leaderboards and every shared list its shows appear in; turning
   * private off approves the waiting requests (followers, relationships).
   */
  privacyChanged: paths(
    'ledger.byUser',
    'auth.me',
    'users.byId',
    'users.list',
    'leaderboard.users',
    'leaderboard.artists',
    'shows.feed',
    'artists.page',
    'venues.byId',
    'privacy.followRequests',
    'privacy.relationship',
    'follows.status',
    'follows.followers',
    'follows.following',
    'festivals.byId',
    'profile.festivals',
  ),
  /**
   * Block or unblock: follows both ways go, and each disappears from the
   * other's feed, shows, comments, lists, leaderboards and notifications.
   */
  blockChanged: paths(
    ...SHOWING_PEOPLE,
    'shows.guestAppearances',
    'follows.status',
    'follows.followers',
    'follows.following',
    'leaderboard.users',
    'leaderboard.artists',
    'notifications.list',
    'notifications.unreadCount',
    'privacy.relationship',
    'privacy.followRequests',
    'privacy.blocks',
    'profile.recommendations',
    'profile.wrapped',
    'profile.export',
    'festivals.byId',
    'profile.festivals',
  ),
  /** Mute or unmute: only the muter's feeds change (and the profile menu's state). */
  muteChanged: paths('shows.feed', 'following.feed', 'privacy.relationship', 'privacy.mutes'),
  /**
   * Name, city or picture: every answer that embeds the user (shows, comments,
   * follower lists, leaderboards, user search, Wrapped) besides the profile.
   */
  profileChanged: paths(
    'ledger.byUser',
    ...SHOWING_PEOPLE,
    'follows.followers',
    'follows.following',
    'leaderboard.users',
    'profile.wrapped',
    'profile.export',
    'festivals.byId',
    'festivals.mySets',
  ),
  /**
   * Want to See added or removed: the lists and the artist page's toggle;
   * adding can create the artist, so its search and stat too.
   */
  wantToSeeChanged: paths(
    'wantToSee.list',
    'artists.page',
    'artists.search',
    'artists.stat',
    'profile.export',
  ),
  /** A comment added or deleted: the thread and every copy of the show's comment count. */
  commentChanged: paths(
    'social.comments',
    'following.feed',
    'gigs.page',
    'shows.feed',
    'shows.byId',
    'shows.ranked',
    'shows.guestAppearances',
    'artists.page',
    'profile.export',
  ),
  /** Searches (and a page or stat asked for earlier) answered before the artist existed. */
  artistCreated: paths('artists.search', 'artists.stat', 'artists.page'),
  cityCreated: paths('cities.search'),
  /** A festival edition created: the pickers' searches answered before it existed. */
  festivalCreated: paths('festivals.search'),
  /** The viewer's overall score of a festival: its page ('mine') and their festival list. */
  festivalScored: paths('festivals.byId', 'profile.festivals'),
  /** A plan marked Going or taken back: the plans lists and the Following feed's plans. */
  // The gig page lists the people you follow who are going.
  planChanged: paths('plans.list', 'following.feed', 'gigs.page'),
  /** A personal access token made or revoked: Settings' list of them. */
  tokensChanged: paths('tokens.list'),
  /** A webhook made or deleted: Settings' list of them and their delivery logs. */
  webhooksChanged: paths('webhooks.list', 'webhooks.deliveries'),
} as const satisfies Record<string, readonly QueryPath[]>;

export type Write = keyof typeof REFRESHED_AFTER;

/** The procedure path of a tRPC query key (`[['shows', 'ranked'], { input, type }]`). */
export function queryPathOf(queryKey: QueryKey): string | undefined {
  const [path] = queryKey;
  return Array.isArray(path) ? path.join('.') : undefined;
}

/**
 * Marks every query the write makes stale, whatever its input, and refetches
 * the ones on screen; resolves when those have their new answer, so a caller
 * can keep its button pending until then.
 */
export async function invalidateAfter(queryClient: QueryClient, write: Write): Promise<void> {
  const stale = new Set<string>(REFRESHED_AFTER[write]);
  const touched = (query: Query) => stale.has(queryPathOf(query.queryKey) ?? '');
  // A "not found" answer is kept like data (query-client.ts holdsMissingAnswer): one off screen
  // is forgotten, so the next visit asks again (an artist logged after its page said not found).
  queryClient.removeQueries({
    predicate: (query) =>
      touched(query) && query.getObserversCount() === 0 && holdsMissingAnswer(query.state),
  });
  await queryClient.invalidateQueries({ predicate: touched });
}

/** `invalidateAfter` bound to the app's query client: `const invalidate = useInvalidate()`. */
export function useInvalidate(): (write: Write) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((write: Write) => invalidateAfter(queryClient, write), [queryClient]);
}
