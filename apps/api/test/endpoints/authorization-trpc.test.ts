/** The tRPC half of the authorization matrix: see authorization.ts. */
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/trpc/root';
import type { Session } from '../support/helpers';
import {
  fixture,
  owners,
  me,
  webhookFields,
  planFields,
  refusedToOthers,
  requestWaiting,
  show,
} from '../support/authorization';
import type { Access, Fixture } from '../support/authorization';
import { expectEntryForEach, useMatrixApp } from '../support/authorization-matrix';

const t = useMatrixApp();
/** A new webhook of the owner's, by id. */
const aWebhook = async (f: Fixture) => ({ id: await owners.webhook(f) });
/** The plan of a fixture the owner made for plans.remove. */
const planIdOf = new WeakMap<Fixture, number>();

/** The input naming the owner, or the other user. */
const theOwner = (f: Fixture) => ({ userId: me(f) });
const theOther = (f: Fixture) => ({ userId: f.other.user.id });
/** The owner's import, and their finished setlist.fm fetch, as the imports procedures name them. */
const anImport = async (f: Fixture) => ({ userId: me(f), importId: await owners.import(f) });
const aFetch = async (f: Fixture) => ({ userId: me(f), fetchId: await owners.fetch(f) });

type RpcCall = {
  kind: 'query' | 'mutation';
  /** The input, made from the fixture (awaiting what the owner sets up first) for each call. */
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
  'users.diary': { access: 'user', kind: 'query', input: theOwner },
  'users.byUsername': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ username: f.owner.user.username }),
  },
  'shows.feed': { access: 'user', kind: 'query', input: () => ({}) },
  'shows.byId': { access: 'user', kind: 'query', input: (f) => ({ id: f.showId }) },
  'shows.ranked': { access: 'user', kind: 'query', input: theOwner },
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
  'songs.setSetlist': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ showId: f.showId, songs: [{ title: 'Hello' }] }),
  },
  'songs.copySetlist': {
    access: 'owner',
    kind: 'mutation',
    setUp: owners.gigSetlist,
    input: (f) => ({ showId: f.showId }),
  },
  'songs.artist': { access: 'user', kind: 'query', input: () => ({ artistName: 'Adele' }) },
  'songs.ledger': { access: 'user', kind: 'query', input: theOwner },
  'ledger.byUser': { access: 'owner', kind: 'query', input: theOwner },
  'places.nearby': { access: 'user', kind: 'query', input: () => ({ lat: 38.7, lng: -9.1 }) },
  'songs.chase': {
    access: 'user',
    kind: 'query',
    input: (f) => ({ userId: me(f), artistName: 'Adele' }),
  },
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
  'wantToSee.list': { access: 'user', kind: 'query', input: theOwner },
  'wantToSee.add': { access: 'user', kind: 'mutation', input: () => ({ artistName: 'Drake' }) },
  'wantToSee.remove': { access: 'user', kind: 'mutation', input: () => ({ artistName: 'Muse' }) },
  'follows.followers': { access: 'user', kind: 'query', input: theOwner },
  'follows.following': { access: 'user', kind: 'query', input: theOwner },
  'follows.status': { access: 'user', kind: 'query', input: theOther },
  'follows.follow': { access: 'user', kind: 'mutation', input: theOther },
  'follows.unfollow': { access: 'user', kind: 'mutation', input: theOther },
  'privacy.update': { access: 'user', kind: 'mutation', input: () => ({ isPrivate: false }) },
  'privacy.relationship': { access: 'user', kind: 'query', input: theOther },
  'privacy.followRequests': { access: 'user', kind: 'query' },
  'privacy.answerRequest': {
    access: 'user',
    kind: 'mutation',
    // Answered for the caller's own requests only: the owner has one waiting.
    input: (f) => ({ requesterId: f.other.user.id, answer: 'approve' }),
    setUp: requestWaiting,
  },
  'privacy.blocks': { access: 'user', kind: 'query' },
  'privacy.block': { access: 'user', kind: 'mutation', input: theOther },
  'privacy.unblock': { access: 'user', kind: 'mutation', input: theOther },
  'privacy.mutes': { access: 'user', kind: 'query' },
  'privacy.mute': { access: 'user', kind: 'mutation', input: theOther },
  'privacy.unmute': { access: 'user', kind: 'mutation', input: theOther },
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
  'profile.bestRatedArtist': { access: 'user', kind: 'query', input: theOwner },
  'profile.mostVisitedCity': { access: 'user', kind: 'query', input: theOwner },
  'profile.mostSeenArtist': { access: 'user', kind: 'query', input: theOwner },
  'profile.artistInsights': { access: 'user', kind: 'query', input: theOwner },
  'profile.cityInsights': { access: 'user', kind: 'query', input: theOwner },
  'profile.venueInsights': { access: 'user', kind: 'query', input: theOwner },
  'profile.mostVisitedVenue': { access: 'user', kind: 'query', input: theOwner },
  'venues.search': { access: 'user', kind: 'query', input: () => ({ q: 'mat', city: 'Lisbon' }) },
  'venues.byId': {
    access: 'user',
    kind: 'query',
    input: async (f) => ({ id: await owners.venue(f) }),
  },
  'venues.addAccessNote': {
    access: 'user',
    kind: 'mutation',
    input: async (f) => ({ id: await owners.venue(f), feature: 'stepFree' }),
  },
  'venues.editAccessNote': {
    access: 'owner',
    kind: 'mutation',
    input: async (f) => ({
      id: await owners.accessNote(f),
      feature: 'stepFree',
      note: 'Lift inside',
    }),
  },
  'venues.deleteAccessNote': {
    access: 'owner',
    kind: 'mutation',
    input: async (f) => ({ id: await owners.accessNote(f), feature: 'stepFree' }),
  },
  'following.feed': { access: 'user', kind: 'query', input: () => ({ limit: 5 }) },
  'gigs.page': { access: 'user', kind: 'query', input: owners.gig },
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
    setUp: async (f) => planIdOf.set(f, await owners.plan(f)),
    input: (f) => ({ id: planIdOf.get(f) }),
  },
  'tokens.list': { access: 'user', kind: 'query' },
  'tokens.create': {
    access: 'user',
    kind: 'mutation',
    input: () => ({ name: 'Tool', scopes: ['read'] }),
  },
  // A new token of the owner's per call: a revoked one is gone.
  'tokens.revoke': {
    access: 'owner',
    kind: 'mutation',
    input: async (f) => ({ id: await owners.token(f) }),
  },
  'webhooks.list': { access: 'user', kind: 'query' },
  'webhooks.create': { access: 'user', kind: 'mutation', input: () => webhookFields },
  // A new webhook of the owner's per call: a deleted one is gone.
  'webhooks.remove': { access: 'owner', kind: 'mutation', input: aWebhook },
  'webhooks.deliveries': { access: 'owner', kind: 'query', input: aWebhook },
  'profile.recommendations': { access: 'user', kind: 'query' },
  'profile.tasteMatch': { access: 'user', kind: 'query', input: theOther },
  'profile.wrapped': { access: 'user', kind: 'query', input: theOwner },
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
  'imports.commit': { access: 'owner', kind: 'mutation', input: anImport },
  'imports.progress': { access: 'owner', kind: 'query', input: anImport },
  'imports.setlistFm': { access: 'owner', kind: 'query', input: theOwner },
  'imports.fetchSetlistFm': {
    access: 'owner',
    kind: 'mutation',
    input: (f) => ({ userId: me(f), username: 'matrix_fan' }),
  },
  'imports.setlistFmFetch': { access: 'owner', kind: 'query', input: aFetch },
  'imports.previewSetlistFmFetch': { access: 'owner', kind: 'mutation', input: aFetch },
  'imports.unscored': { access: 'owner', kind: 'query', input: theOwner },
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
    input: async (f) => ({ id: await owners.festival(f) }),
  },
  'festivals.mySets': {
    access: 'user',
    kind: 'query',
    input: async (f) => ({ id: await owners.festival(f) }),
  },
  'festivals.setScore': {
    access: 'user',
    kind: 'mutation',
    input: async (f) => ({ id: await owners.festival(f), score: 88 }),
  },
  'profile.festivals': { access: 'user', kind: 'query', input: theOwner },
};

describe('tRPC authorization matrix', () => {
  it('has an entry for every procedure', () => {
    expectEntryForEach(Object.keys(appRouter._def.procedures), RPC);
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
      const call = async (who?: Session) => t.as(who)[entry.kind](name, await entry.input?.(f));
      const own = await refusedToOthers(name, entry.access, f, call);
      if (!own) return;
      expect(own.statusCode, `${name} as owner: ${own.body}`).toBe(200);
    });
  }
});
