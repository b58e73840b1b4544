/** The tRPC half of the authorization matrix: see authorization.ts. */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/root';
import { useTestApp, type Session } from './helpers';
import {
  fixture,
  me,
  ownersAccessNote,
  ownersFestival,
  ownersFetch,
  ownersImport,
  ownersVenue,
  ownersGig,
  ownersPlan,
  planFields,
  refusedToOthers,
  show,
  type Access,
  type Fixture,
  withFakeSetlistFm,
} from './authorization';

const t = useTestApp(withFakeSetlistFm());
/** The owner's finished setlist.fm fetch of a fixture, once set up. */
const fetchIdOf = new WeakMap<Fixture, string>();
/** The owner's import of a fixture, once set up. */
const importIdOf = new WeakMap<Fixture, string>();
/** The owner's venue of a fixture, once set up. */
const venueIdOf = new WeakMap<Fixture, number>();
const festivalIdOf = new WeakMap<Fixture, number>();
const planIdOf = new WeakMap<Fixture, number>();
const gigOf = new WeakMap<Fixture, Awaited<ReturnType<typeof ownersGig>>>();

type RpcCall = {
  kind: 'query' | 'mutation';
  input?: (f: Fixture) => unknown;
  owned?: boolean;
  /** What must exist before the call (beyond the fixture). */
  setUp?: (f: Fixture) => Promise<unknown>;
};
const RPC: Record<string, { access: Access } & RpcCall> = {
  'auth.register': {
    access: 'public',
    kind: 'mutation',
    input: () => ({ username: `rpc${Date.now()}`, displayName: 'Rpc', password: 'secret-123' }),
  },
  'auth.login': {
    access: 'public',
    kind: 'mutation',
    input: (f) => ({ username: f.owner.user.username, password: 'secret-123' }),
  },
  'auth.logout': { access: 'public', kind: 'mutation' },
  'auth.me': { access: 'public', kind: 'query' },
  'auth.logoutEverywhere': { access: 'user', kind: 'mutation' },
  'auth.changePassword': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ currentPassword: 'secret-123', newPassword: 'secret456' }),
  },
  'users.list': { access: 'user', kind: 'query', input: () => ({}) },
  'users.byId': { access: 'user', kind: 'query', input: (f) => ({ id: me(f) }) },
  'users.diary': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'users.byUsername': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ username: f.owner.user.username }),
  },
  'shows.feed': { access: 'user', kind: 'query', input: () => ({}) },
  'shows.byId': { access: 'user', kind: 'query', input: (f) => ({ id: f.showId }) },
  'shows.ranked': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'shows.guestAppearances': { access: 'user', kind: 'query', input: (f) => ({ id: f.showId }) },
  'shows.create': { access: 'user', kind: 'mutation', input: () => show },
  'shows.update': { access: 'owner', kind: 'mutation', input: (f) => ({ ...show, id: f.showId }) },
  'shows.updateScore': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ id: f.showId, score: 5 }),
  },
  'shows.delete': { access: 'owner', kind: 'mutation', input: (f) => ({ id: f.showId }) },
  'shows.comparisons': { access: 'owner', kind: 'query', input: (f) => ({ showId: f.showId }) },
  'shows.place': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ showId: f.showId, aboveId: null, belowId: null }),
  },
  'artists.search': { access: 'user', kind: 'query', input: () => ({ q: 'ad' }) },
  'artists.stat': { access: 'user', kind: 'query', input: () => ({ name: 'Adele' }) },
  'artists.create': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ artist_name: 'Rpc Band' }),
  },
  'artists.page': { access: 'user', kind: 'query', input: () => ({ name: 'Adele' }) },
  'cities.search': { access: 'user', kind: 'query', input: () => ({ q: 'lis' }) },
  'cities.create': { access: 'user', kind: 'mutation', input: () => ({ name: 'Rpc Town' }) },
  'wantToSee.list': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'wantToSee.add': { access: 'user', kind: 'mutation', input: () => ({ artistName: 'Drake' }) },
  'wantToSee.remove': { access: 'user', kind: 'mutation', input: () => ({ artistName: 'Muse' }) },
  'follows.followers': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'follows.following': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'follows.status': { access: 'user', kind: 'query', input: (f) => ({ userId: f.other.user.id }) },
  'follows.follow': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'follows.unfollow': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'privacy.update': { access: 'user', kind: 'mutation', input: () => ({ isPrivate: false }) },
  'privacy.relationship': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'privacy.followRequests': { access: 'user', kind: 'query' },
  'privacy.answerRequest': {
    access: 'user',
    kind: 'mutation',
    // Answered for the caller's own requests only: the owner has one waiting.
    input: (f) => ({ requesterId: f.other.user.id, answer: 'approve' }),
    setUp: async (f) => {
      await f.owner.patch(`/api/users/${me(f)}/profile`, { isPrivate: true });
      await f.other.post(`/api/users/${f.other.user.id}/following/${me(f)}`);
    },
  },
  'privacy.blocks': { access: 'user', kind: 'query' },
  'privacy.block': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'privacy.unblock': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'privacy.mutes': { access: 'user', kind: 'query' },
  'privacy.mute': { access: 'user', kind: 'mutation', input: (f) => ({ userId: f.other.user.id }) },
  'privacy.unmute': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'leaderboard.users': { access: 'user', kind: 'query', input: () => ({}) },
  'leaderboard.artists': { access: 'user', kind: 'query' },
  'notifications.list': { access: 'user', kind: 'query' },
  'notifications.unreadCount': { access: 'user', kind: 'query' },
  'notifications.markRead': { access: 'user', kind: 'mutation' },
  'notifications.onUnreadCount': { access: 'user', kind: 'query' },
  'social.like': { access: 'user', kind: 'mutation', input: (f) => ({ showId: f.showId }) },
  'social.unlike': { access: 'user', kind: 'mutation', input: (f) => ({ showId: f.showId }) },
  'social.comments': { access: 'user', kind: 'query', input: (f) => ({ showId: f.showId }) },
  'social.addComment': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ showId: f.showId, body: 'hi' }),
  },
  'social.deleteComment': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ commentId: f.commentId }),
  },
  'reports.create': {
    access: 'user',
    kind: 'mutation',
    input: (f) => ({ kind: 'comment', id: f.commentId, reason: 'harassment' }),
  },
  'profile.bestRatedArtist': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.mostVisitedCity': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.mostSeenArtist': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.artistInsights': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.cityInsights': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.venueInsights': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.mostVisitedVenue': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'venues.search': { access: 'user', kind: 'query', input: () => ({ q: 'mat', city: 'Lisbon' }) },
  'venues.byId': {
    access: 'user',
    kind: 'query',
    setUp: async (f) => venueIdOf.set(f, await ownersVenue(f)),
    input: (f) => ({ id: venueIdOf.get(f) }),
  },
  'venues.addAccessNote': {
    access: 'user',
    kind: 'mutation',
    setUp: async (f) => venueIdOf.set(f, await ownersVenue(f)),
    input: (f) => ({ id: venueIdOf.get(f), feature: 'stepFree' }),
  },
  'venues.editAccessNote': {
    access: 'owner',
    kind: 'mutation',
    setUp: async (f) => venueIdOf.set(f, await ownersAccessNote(f)),
    input: (f) => ({ id: venueIdOf.get(f), feature: 'stepFree', note: 'Lift inside' }),
  },
  'venues.deleteAccessNote': {
    access: 'owner',
    kind: 'mutation',
    setUp: async (f) => venueIdOf.set(f, await ownersAccessNote(f)),
    input: (f) => ({ id: venueIdOf.get(f), feature: 'stepFree' }),
  },
  'following.feed': { access: 'user', kind: 'query', input: () => ({ limit: 5 }) },
  'gigs.page': {
    access: 'user',
    kind: 'query',
    setUp: async (f) => gigOf.set(f, await ownersGig(f)),
    input: (f) => gigOf.get(f),
  },
  // With its artist filter (the artist page's "You're going"): the same rule as the whole list.
  'plans.list': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ userId: me(f), artist: 'Adele' }),
  },
  'plans.create': { access: 'user', kind: 'mutation', input: () => planFields() },
  'plans.remove': {
    access: 'owner',
    kind: 'mutation',
    setUp: async (f) => planIdOf.set(f, await ownersPlan(f)),
    input: (f) => ({ id: planIdOf.get(f) }),
  },
  'profile.recommendations': { access: 'user', kind: 'query' },
  'profile.tasteMatch': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ userId: f.other.user.id }),
  },
  'profile.wrapped': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'profile.export': { access: 'user', kind: 'query' },
  'profile.update': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ displayName: 'Rpc Name' }),
  },
  'profile.deleteAccount': { access: 'user', kind: 'mutation' },
  'imports.preview': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({
      userId: me(f),
      source: 'csv',
      files: ['date,artist,city\n2020-01-01,Rpc Band,Lisbon\n'],
    }),
  },
  'imports.commit': {
    access: 'owner',
    kind: 'mutation',
    setUp: async (f) => importIdOf.set(f, await ownersImport(f)),
    input: (f) => ({ userId: me(f), importId: importIdOf.get(f) }),
  },
  'imports.progress': {
    access: 'owner',
    kind: 'query',
    setUp: async (f) => importIdOf.set(f, await ownersImport(f)),
    input: (f) => ({ userId: me(f), importId: importIdOf.get(f) }),
  },
  'imports.setlistFm': { access: 'owner', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'imports.fetchSetlistFm': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ userId: me(f), username: 'matrix_fan' }),
  },
  'imports.setlistFmFetch': {
    access: 'owner',
    kind: 'query',
    setUp: async (f) => fetchIdOf.set(f, await ownersFetch(f)),
    input: (f) => ({ userId: me(f), fetchId: fetchIdOf.get(f) }),
  },
  'imports.previewSetlistFmFetch': {
    access: 'owner',
    kind: 'mutation',
    setUp: async (f) => fetchIdOf.set(f, await ownersFetch(f)),
    input: (f) => ({ userId: me(f), fetchId: fetchIdOf.get(f) }),
  },
  'imports.unscored': { access: 'owner', kind: 'query', input: (f) => ({ userId: me(f) }) },
  'festivals.search': { access: 'user', kind: 'query', input: () => ({ q: 'mat' }) },
  'festivals.create': {
    access: 'user',
    kind: 'mutation',
    input: () => ({
      name: 'Rpc Fest',
      edition: 2025,
      startDate: '2025-06-01',
      endDate: '2025-06-02',
      city: 'Porto',
    }),
  },
  'festivals.byId': {
    access: 'user',
    kind: 'query',
    setUp: async (f) => festivalIdOf.set(f, await ownersFestival(f)),
    input: (f) => ({ id: festivalIdOf.get(f) }),
  },
  'festivals.mySets': {
    access: 'user',
    kind: 'query',
    setUp: async (f) => festivalIdOf.set(f, await ownersFestival(f)),
    input: (f) => ({ id: festivalIdOf.get(f) }),
  },
  'festivals.setScore': {
    access: 'user',
    kind: 'mutation',
    setUp: async (f) => festivalIdOf.set(f, await ownersFestival(f)),
    input: (f) => ({ id: festivalIdOf.get(f), score: 88 }),
  },
  'profile.festivals': { access: 'user', kind: 'query', input: (f) => ({ userId: me(f) }) },
};

describe('tRPC authorization matrix', () => {
  it('has an entry for every procedure', () => {
    const procedures = Object.keys(appRouter._def.procedures);
    expect(procedures.filter((p) => !(p in RPC))).toEqual([]);
    expect(Object.keys(RPC).filter((p) => !procedures.includes(p))).toEqual([]);
  });

  for (const [name, entry] of Object.entries(RPC)) {
    it(`${name}: ${entry.access}`, async () => {
      const f = await fixture(t);
      if (name === 'notifications.onUnreadCount') {
        // A subscription: without a session the stream is refused at once.
        const res = await t.anon.get(`/trpc/${name}`);
        expect(res.body).toContain('UNAUTHORIZED');
        return;
      }
      await entry.setUp?.(f);
      const call = (who?: Session) => t.as(who)[entry.kind](name, entry.input?.(f));
      const own = await refusedToOthers(name, entry.access, f, call);
      if (!own) return;
      expect(own.statusCode, `${name} as owner: ${own.body}`).toBe(200);
    });
  }
});
