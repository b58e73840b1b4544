import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import {
  REFRESHED_AFTER,
  invalidateAfter,
  queryPathOf,
  type QueryPath,
  type Write,
} from './invalidation';
import { holdsMissingAnswer } from './query-client';
import { trpc } from './trpc';

/** Every query procedure; a Record, so the typecheck fails when the API gains one. */
const EVERY_QUERY: Record<QueryPath, true> = {
  'auth.me': true,
  'ledger.byUser': true,
  'places.nearby': true,
  'users.list': true,
  'users.byId': true,
  'users.byUsername': true,
  'users.diary': true,
  'shows.feed': true,
  'shows.byId': true,
  'shows.ranked': true,
  'shows.guestAppearances': true,
  'shows.comparisons': true,
  'artists.search': true,
  'artists.stat': true,
  'artists.page': true,
  'cities.search': true,
  'wantToSee.list': true,
  'follows.followers': true,
  'follows.following': true,
  'follows.status': true,
  'leaderboard.users': true,
  'leaderboard.artists': true,
  'notifications.list': true,
  'notifications.unreadCount': true,
  'social.comments': true,
  'profile.bestRatedArtist': true,
  'profile.mostVisitedCity': true,
  'profile.mostSeenArtist': true,
  'profile.artistInsights': true,
  'profile.cityInsights': true,
  'profile.recommendations': true,
  'profile.tasteMatch': true,
  'profile.wrapped': true,
  'profile.export': true,
  'privacy.relationship': true,
  'privacy.followRequests': true,
  'privacy.blocks': true,
  'privacy.mutes': true,
  'imports.progress': true,
  'imports.unscored': true,
  'imports.setlistFm': true,
  'imports.setlistFmFetch': true,
  'festivals.search': true,
  'festivals.byId': true,
  'festivals.mySets': true,
  'profile.festivals': true,
  'venues.search': true,
  'venues.byId': true,
  'profile.venueInsights': true,
  'profile.mostVisitedVenue': true,
  'following.feed': true,
  'gigs.page': true,
  'plans.list': true,
  'tokens.list': true,
  'webhooks.list': true,
  'webhooks.deliveries': true,
  'songs.artist': true,
  'songs.ledger': true,
  'songs.chase': true,
};
const ALL = Object.keys(EVERY_QUERY) as QueryPath[];

/** Each write's queries, router by router: procedure names. */
type Table = Partial<Record<string, string[]>>;

const SHOW_SAVED: Table = {
  shows: ['feed', 'byId', 'ranked', 'guestAppearances', 'comparisons'],
  following: ['feed'],
  gigs: ['page'],
  auth: ['me'],
  users: ['byId', 'diary'],
  profile: [
    'bestRatedArtist',
    'mostSeenArtist',
    'mostVisitedCity',
    'artistInsights',
    'cityInsights',
    'venueInsights',
    'mostVisitedVenue',
    'festivals',
    'recommendations',
    'tasteMatch',
    'wrapped',
    'export',
  ],
  artists: ['page', 'stat', 'search'],
  cities: ['search'],
  venues: ['byId', 'search'],
  festivals: ['byId', 'mySets'],
  leaderboard: ['users', 'artists'],
  imports: ['unscored'],
  plans: ['list'],
  songs: ['artist', 'ledger', 'chase'],
  ledger: ['byUser'],
  places: ['nearby'],
};

const TABLE: Record<Write, Table> = {
  showSaved: SHOW_SAVED,
  showDeleted: SHOW_SAVED,
  importCommitted: SHOW_SAVED,
  setlistSaved: {
    shows: ['byId', 'ranked', 'feed'],
    gigs: ['page'],
    songs: ['artist', 'ledger', 'chase'],
    following: ['feed'],
    profile: ['wrapped', 'export'],
    artists: ['page'],
  },
  followChanged: {
    ledger: ['byUser'],
    auth: ['me'],
    users: ['byId', 'list'],
    leaderboard: ['users'],
    follows: ['status', 'followers', 'following'],
    privacy: ['relationship'],
    profile: ['recommendations', 'wrapped', 'export'],
    shows: ['feed', 'byId'],
    festivals: ['byId'],
    venues: ['byId'],
    following: ['feed'],
    gigs: ['page'],
  },
  followRequestAnswered: {
    privacy: ['followRequests', 'relationship'],
    auth: ['me'],
    users: ['byId'],
    follows: ['status', 'followers', 'following'],
    leaderboard: ['users'],
    profile: ['export'],
  },
  privacyChanged: {
    ledger: ['byUser'],
    auth: ['me'],
    users: ['byId', 'list'],
    leaderboard: ['users', 'artists'],
    shows: ['feed'],
    artists: ['page'],
    venues: ['byId'],
    privacy: ['followRequests', 'relationship'],
    follows: ['status', 'followers', 'following'],
    festivals: ['byId'],
    profile: ['festivals'],
  },
  blockChanged: {
    auth: ['me'],
    users: ['byId', 'list'],
    shows: ['feed', 'byId', 'ranked', 'guestAppearances'],
    artists: ['page'],
    venues: ['byId'],
    social: ['comments'],
    follows: ['status', 'followers', 'following'],
    leaderboard: ['users', 'artists'],
    notifications: ['list', 'unreadCount'],
    privacy: ['relationship', 'followRequests', 'blocks'],
    profile: ['recommendations', 'wrapped', 'export', 'festivals'],
    festivals: ['byId'],
    following: ['feed'],
    gigs: ['page'],
  },
  muteChanged: { shows: ['feed'], following: ['feed'], privacy: ['relationship', 'mutes'] },
  profileChanged: {
    ledger: ['byUser'],
    auth: ['me'],
    users: ['byId', 'list'],
    shows: ['feed', 'byId', 'ranked'],
    artists: ['page'],
    venues: ['byId'],
    social: ['comments'],
    follows: ['followers', 'following'],
    leaderboard: ['users'],
    profile: ['wrapped', 'export'],
    festivals: ['byId', 'mySets'],
    following: ['feed'],
    gigs: ['page'],
  },
  wantToSeeChanged: {
    wantToSee: ['list'],
    artists: ['page', 'search', 'stat'],
    profile: ['export'],
  },
  commentChanged: {
    social: ['comments'],
    shows: ['feed', 'byId', 'ranked', 'guestAppearances'],
    artists: ['page'],
    profile: ['export'],
    following: ['feed'],
    gigs: ['page'],
  },
  artistCreated: { artists: ['search', 'stat', 'page'] },
  cityCreated: { cities: ['search'] },
  festivalCreated: { festivals: ['search'] },
  festivalScored: { festivals: ['byId'], profile: ['festivals'] },
  planChanged: { plans: ['list'], following: ['feed'], gigs: ['page'] },
  tokensChanged: { tokens: ['list'] },
  webhooksChanged: { webhooks: ['list', 'deliveries'] },
};

const pathsOf = (table: Table) =>
  Object.entries(table).flatMap(([router, procedures]) =>
    (procedures ?? []).map((procedure) => `${router}.${procedure}`),
  );
const EXPECTED = Object.fromEntries(
  Object.entries(TABLE).map(([write, table]) => [write, pathsOf(table)]),
) as Record<Write, string[]>;

const sorted = (list: readonly string[]) => [...list].sort();

/** A client holding one cached answer per query procedure, keyed as tRPC keys them. */
function clientWithEveryQuery() {
  const client = new QueryClient();
  for (const path of ALL) {
    client.setQueryData([path.split('.'), { input: { id: 1 }, type: 'query' }], { path });
  }
  return client;
}

describe('REFRESHED_AFTER', () => {
  it.each(Object.entries(EXPECTED) as [Write, string[]][])(
    '%s refreshes exactly its queries',
    (write, expected) => {
      expect(sorted(REFRESHED_AFTER[write])).toEqual(sorted(expected));
      expect(new Set(REFRESHED_AFTER[write]).size).toBe(REFRESHED_AFTER[write].length);
    },
  );

  it('names every write it is tested for', () => {
    expect(sorted(Object.keys(REFRESHED_AFTER))).toEqual(sorted(Object.keys(EXPECTED)));
  });

  it('refreshes what the spec lists after a show is saved and after a follow (section 4)', () => {
    // The user's shows, ranked shows, profile, best-rated artist, most-visited city,
    // artist and city insights, the feed (the friends' feed is the same procedure).
    expect(REFRESHED_AFTER.showSaved).toEqual(
      expect.arrayContaining([
        'shows.ranked',
        'shows.feed',
        'users.byId',
        'profile.bestRatedArtist',
        'profile.mostVisitedCity',
        'profile.artistInsights',
        'profile.cityInsights',
      ]),
    );
    // A show's venue page, the venue search and the profile's venue and festival stats.
    expect(REFRESHED_AFTER.showSaved).toEqual(
      expect.arrayContaining([
        'venues.byId',
        'venues.search',
        'profile.mostVisitedVenue',
        'profile.venueInsights',
        'profile.festivals',
      ]),
    );
    // User data, leaderboard data, follow status, profile data, the friends' feed.
    expect(REFRESHED_AFTER.followChanged).toEqual(
      expect.arrayContaining(['users.byId', 'leaderboard.users', 'follows.status', 'shows.feed']),
    );
    // The Following feed, gig pages, and every 'Also there' (people you follow first).
    for (const write of ['showSaved', 'showDeleted', 'followChanged'] as const) {
      expect(REFRESHED_AFTER[write]).toEqual(
        expect.arrayContaining(['following.feed', 'gigs.page', 'shows.feed', 'shows.byId']),
      );
    }
  });
});

describe('invalidateAfter', () => {
  it.each(Object.keys(EXPECTED) as Write[])(
    '%s marks stale exactly its queries, whatever their input',
    async (write) => {
      const client = clientWithEveryQuery();
      await invalidateAfter(client, write);
      const stale = client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => queryPathOf(query.queryKey));
      expect(sorted(stale as string[])).toEqual(sorted(EXPECTED[write]));
    },
  );

  it('reaches paged (infinite) queries and queries without input', async () => {
    const client = new QueryClient();
    const ranked = getQueryKey(trpc.shows.ranked, { userId: 1 }, 'infinite');
    const me = getQueryKey(trpc.auth.me);
    const list = getQueryKey(trpc.wantToSee.list, { userId: 1 }, 'query');
    for (const key of [ranked, me, list]) client.setQueryData(key, {});
    await invalidateAfter(client, 'showSaved');
    expect(client.getQueryState(ranked)?.isInvalidated).toBe(true);
    expect(client.getQueryState(me)?.isInvalidated).toBe(true);
    expect(client.getQueryState(list)?.isInvalidated).toBe(false);
  });
});

describe('a "not found" answer', () => {
  it('is forgotten by a write that may make the thing exist, unless on screen', async () => {
    const client = new QueryClient();
    const notFound = new TRPCClientError('Artist not found', {
      result: { error: { message: 'Artist not found', code: -32004, data: { code: 'NOT_FOUND' } } },
    });
    const page = (name: string) => getQueryKey(trpc.artists.page, { name }, 'query');
    for (const name of ['Later Band', 'Watched Band']) {
      await client
        .prefetchQuery({ queryKey: page(name), queryFn: () => Promise.reject(notFound) })
        .catch(() => undefined);
      expect(holdsMissingAnswer(client.getQueryState(page(name)))).toBe(true);
    }
    // On screen: refetched by the invalidation instead.
    const watched = new QueryObserver(client, { queryKey: page('Watched Band'), enabled: false });
    const stop = watched.subscribe(() => undefined);
    await invalidateAfter(client, 'cityCreated');
    expect(client.getQueryState(page('Later Band'))).toBeDefined();
    await invalidateAfter(client, 'artistCreated');
    expect(client.getQueryState(page('Later Band'))).toBeUndefined();
    expect(client.getQueryState(page('Watched Band'))).toBeDefined();
    stop();
  });
});

describe('queryPathOf', () => {
  it("reads a tRPC key's procedure path, and nothing from other keys", () => {
    expect(queryPathOf(getQueryKey(trpc.profile.cityInsights, { userId: 2 }, 'infinite'))).toBe(
      'profile.cityInsights',
    );
    expect(queryPathOf(['plain', 'key'])).toBeUndefined();
  });
});
