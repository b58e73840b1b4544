/**
 * Writes say what they changed (cache/changes.ts) in the vocabulary cached
 * answers depend on (cache/keys.ts); the store expires exactly the answers
 * built from a changed entity, so a missing change is a stale answer. This
 * pins every write's declared changes against the answers it visibly alters
 * and, for the frequent small writes, against those it must leave alone
 * (the *-freshness.test.ts suites check the same through the API, across
 * processes).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeKey } from '@gigrank/domain';
import { cacheKeys, expires, type CacheKey, type Change } from '../../src/cache/keys';
import { useTestApp, type InjectResponse } from '../support/helpers';

const t = useTestApp();
const ann = t.user({ displayName: 'Ann' });
const bob = t.user({ displayName: 'Bob' });
const cy = t.user({ displayName: 'Cy' });
let declared: Change[] = [];
beforeAll(() => {
  const store = t.deps.cache;
  const changed = store.changed.bind(store);
  store.changed = (changes) => {
    declared.push(...changes);
    return changed(changes);
  };
});

const minute = () => new Date().toISOString().slice(0, 16);
const artistKey = normalizeKey('Radiohead');
let showId = 0;
let artistId = 0;

/** Runs a write and returns what it declared. */
async function write(run: () => Promise<InjectResponse>) {
  declared = [];
  const res = await run();
  expect(res.statusCode, res.body).toBeLessThan(300);
  return declared;
}

/** A key, or a key and an answer holding the show (for lists that depend on the shows they hold). */
type Answer = CacheKey<unknown> | [CacheKey<unknown>, unknown];
const expired = (changes: Change[], answer: Answer) =>
  Array.isArray(answer) ? expires(answer[0], changes, answer[1]) : expires(answer, changes);

function expectExpired(changes: Change[], keys: Record<string, Answer>) {
  const kept = Object.entries(keys)
    .filter(([, answer]) => !expired(changes, answer))
    .map(([name]) => name);
  expect(kept, `answers the write changed but did not expire (${JSON.stringify(changes)})`).toEqual(
    [],
  );
}

function expectKept(changes: Change[], keys: Record<string, Answer>) {
  const gone = Object.entries(keys)
    .filter(([, answer]) => expired(changes, answer))
    .map(([name]) => name);
  expect(gone, `answers the write did not change but expired (${JSON.stringify(changes)})`).toEqual(
    [],
  );
}

/** A list answer holding Ann's show, and one holding another user's show. */
const holdingShow = () => [{ id: showId, userId: ann.user.id }];
const holdingOther = () => [{ id: showId + 1000, userId: cy.user.id }];

describe('each write declares the answers it changes', () => {
  it('adding a show: feed, ranking, artist page, profile, insights, leaderboards', async () => {
    const changes = await write(async () => {
      const res = await ann.postShow({ date: '2025-05-01', score: 81 });
      showId = res.json().show.id;
      return res;
    });
    const artist = await ann.get('/api/artist-stats/Radiohead');
    artistId = artist.json().id;
    expectExpired(changes, {
      feed: cacheKeys.feedPage(50, undefined),
      ranked: cacheKeys.rankedShows(ann.user.id, {}),
      artistShows: cacheKeys.artistShows(artistKey, artistId),
      artistPage: cacheKeys.artistPage(artistKey, bob.user.id, bob.user.id),
      profile: cacheKeys.profile(ann.user.id, minute()),
      annsRank: cacheKeys.globalRank(ann.user.id),
      bobsRank: cacheKeys.globalRank(bob.user.id),
      artistInsights: cacheKeys.artistInsights(ann.user.id),
      favoriteArtist: cacheKeys.favoriteArtist(ann.user.id),
      mostSeenArtist: cacheKeys.mostSeenArtist(ann.user.id),
      showYears: cacheKeys.showYears(ann.user.id),
      diary: cacheKeys.diary(ann.user.id, 2025),
      cityInsights: cacheKeys.cityInsights(ann.user.id),
      annsTasteMatchWithBob: cacheKeys.tasteMatch(ann.user.id, bob.user.id),
      bobsTasteMatchWithAnn: cacheKeys.tasteMatch(bob.user.id, ann.user.id),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
      artistLeaderboard: cacheKeys.artistLeaderboard(50),
    });
    // Another user's profile (but its global rank) stays.
    expectKept(changes, { bobsProfile: cacheKeys.profile(bob.user.id, minute()) });
  });

  it('liking a show: the liker’s flags, the show in every list, the owner’s notifications', async () => {
    const changes = await write(() => bob.mutation('social.like', { showId }));
    expectExpired(changes, {
      bobsFeed: cacheKeys.viewerShows(cacheKeys.feedPage(50, undefined), bob.user.id),
      feed: [cacheKeys.feedPage(50, undefined), holdingShow()],
      ranked: [cacheKeys.rankedShows(ann.user.id, {}), holdingShow()],
      cysRanked: [
        cacheKeys.viewerShows(cacheKeys.rankedShows(ann.user.id, {}), cy.user.id),
        holdingShow(),
      ],
      artistPage: cacheKeys.artistPage(artistKey, bob.user.id, bob.user.id),
      cysArtistPage: [
        cacheKeys.artistPage(artistKey, cy.user.id, cy.user.id),
        { shows: holdingShow() },
      ],
      annsUnread: cacheKeys.unreadCount(ann.user.id),
    });
    // Nothing a like does not show in: a feed page without the show, the
    // owner's profile, insights and leaderboards.
    expectKept(changes, {
      otherFeedPage: [cacheKeys.feedPage(50, undefined), holdingOther()],
      cysFeedPage: [
        cacheKeys.viewerShows(cacheKeys.feedPage(50, undefined), cy.user.id),
        holdingOther(),
      ],
      profile: cacheKeys.profile(ann.user.id, minute()),
      annsRank: cacheKeys.globalRank(ann.user.id),
      artistInsights: cacheKeys.artistInsights(ann.user.id),
      favoriteArtist: cacheKeys.favoriteArtist(ann.user.id),
      mostSeenArtist: cacheKeys.mostSeenArtist(ann.user.id),
      diary: cacheKeys.diary(ann.user.id, 2025),
      cityInsights: cacheKeys.cityInsights(ann.user.id),
      tasteMatch: cacheKeys.tasteMatch(bob.user.id, ann.user.id),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
      artistLeaderboard: cacheKeys.artistLeaderboard(50),
      bobsUnread: cacheKeys.unreadCount(bob.user.id),
    });
  });

  it('commenting: the show’s count in lists, the owner’s notifications', async () => {
    const changes = await write(() =>
      bob.mutation('social.addComment', { showId, body: 'Great night' }),
    );
    expectExpired(changes, {
      feed: [cacheKeys.feedPage(50, undefined), holdingShow()],
      ranked: [cacheKeys.rankedShows(ann.user.id, {}), holdingShow()],
      artistShows: [cacheKeys.artistShows(artistKey, artistId), { shows: holdingShow() }],
      annsUnread: cacheKeys.unreadCount(ann.user.id),
    });
    expectKept(changes, {
      otherFeedPage: [cacheKeys.feedPage(50, undefined), holdingOther()],
      profile: cacheKeys.profile(ann.user.id, minute()),
      artistInsights: cacheKeys.artistInsights(ann.user.id),
    });
  });

  it('following: both profiles, the leaderboard, the followee’s notifications', async () => {
    const changes = await write(() =>
      bob.post(`/api/users/${bob.user.id}/following/${ann.user.id}`),
    );
    expectExpired(changes, {
      annsProfile: cacheKeys.profile(ann.user.id, minute()),
      bobsProfile: cacheKeys.profile(bob.user.id, minute()),
      annsRank: cacheKeys.globalRank(ann.user.id),
      cysRank: cacheKeys.globalRank(cy.user.id),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
      annsUnread: cacheKeys.unreadCount(ann.user.id),
    });
  });

  it('marking notifications read: the unread count', async () => {
    const changes = await write(() =>
      ann.post(`/api/users/${ann.user.id}/notifications/mark-read`, {}),
    );
    expectExpired(changes, { annsUnread: cacheKeys.unreadCount(ann.user.id) });
  });

  it('adding to Want to See: that user’s artist page', async () => {
    const changes = await write(() =>
      bob.post(`/api/users/${bob.user.id}/want-to-see`, { artistName: 'Radiohead' }),
    );
    expectExpired(changes, {
      artistPage: cacheKeys.artistPage(artistKey, bob.user.id, bob.user.id),
    });
  });

  it('editing a profile: the profile and every list that shows the name', async () => {
    const changes = await write(() =>
      ann.patch(`/api/users/${ann.user.id}/profile`, { displayName: 'Ann B', city: 'Porto' }),
    );
    expectExpired(changes, {
      profile: cacheKeys.profile(ann.user.id, minute()),
      feed: cacheKeys.feedPage(50, undefined),
      ranked: cacheKeys.rankedShows(ann.user.id, {}),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
    });
  });

  it('going private: every shared list, the profile, each viewer’s audience', async () => {
    const changes = await write(() =>
      ann.patch(`/api/users/${ann.user.id}/profile`, { isPrivate: true }),
    );
    expectExpired(changes, {
      feed: cacheKeys.feedPage(50, undefined),
      bobsOwnFeed: cacheKeys.asViewer(cacheKeys.feedPage(50, undefined), bob.user.id),
      artistShows: cacheKeys.artistShows(artistKey, artistId),
      artistPage: cacheKeys.artistPage(artistKey, bob.user.id, bob.user.id),
      profile: cacheKeys.profile(ann.user.id, minute()),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
      bobsAudience: cacheKeys.audience(bob.user.id),
    });
  });

  it('asking to follow a private account: the owner’s notifications, both relations', async () => {
    const changes = await write(() => cy.post(`/api/users/${cy.user.id}/following/${ann.user.id}`));
    expectExpired(changes, { annsUnread: cacheKeys.unreadCount(ann.user.id) });
    expect(changes).toEqual(
      expect.arrayContaining([
        { kind: 'relations', userId: ann.user.id },
        { kind: 'relations', userId: cy.user.id },
      ]),
    );
  });

  it('approving a request: the requester’s lists and audience, both profiles, their notifications', async () => {
    const changes = await write(() =>
      ann.post(`/api/users/${ann.user.id}/follow-requests/${cy.user.id}/approve`),
    );
    expectExpired(changes, {
      cysAudience: cacheKeys.audience(cy.user.id),
      cysAccessToAnn: cacheKeys.access(cy.user.id, ann.user.id),
      cysOwnFeed: cacheKeys.asViewer(cacheKeys.feedPage(50, undefined), cy.user.id),
      cysOwnLeaderboard: cacheKeys.asViewer(cacheKeys.userLeaderboard(50, 0), cy.user.id),
      cysArtistPage: cacheKeys.artistPage(artistKey, cy.user.id, cy.user.id),
      annsProfile: cacheKeys.profile(ann.user.id, minute()),
      cysProfile: cacheKeys.profile(cy.user.id, minute()),
      cysUnread: cacheKeys.unreadCount(cy.user.id),
    });
  });

  it('muting: the muter’s own feed and audience', async () => {
    const changes = await write(() => bob.post(`/api/users/${bob.user.id}/mutes/${ann.user.id}`));
    expectExpired(changes, {
      bobsAudience: cacheKeys.audience(bob.user.id),
      bobsOwnFeed: cacheKeys.asViewer(cacheKeys.feedPage(50, undefined), bob.user.id),
    });
  });

  it('blocking: both audiences and own lists, both profiles and notifications, the leaderboard', async () => {
    const changes = await write(() => ann.post(`/api/users/${ann.user.id}/blocks/${bob.user.id}`));
    expectExpired(changes, {
      annsAudience: cacheKeys.audience(ann.user.id),
      bobsAudience: cacheKeys.audience(bob.user.id),
      annsAccessToBob: cacheKeys.access(ann.user.id, bob.user.id),
      bobsAccessToAnn: cacheKeys.access(bob.user.id, ann.user.id),
      annsOwnFeed: cacheKeys.asViewer(cacheKeys.feedPage(50, undefined), ann.user.id),
      bobsOwnFeed: cacheKeys.asViewer(cacheKeys.feedPage(50, undefined), bob.user.id),
      bobsArtistPage: cacheKeys.artistPage(artistKey, bob.user.id, bob.user.id),
      annsProfile: cacheKeys.profile(ann.user.id, minute()),
      bobsProfile: cacheKeys.profile(bob.user.id, minute()),
      annsUnread: cacheKeys.unreadCount(ann.user.id),
      bobsUnread: cacheKeys.unreadCount(bob.user.id),
    });
    await ann.del(`/api/users/${ann.user.id}/blocks/${bob.user.id}`);
  });

  it('going public again: as going private', async () => {
    const changes = await write(() =>
      ann.patch(`/api/users/${ann.user.id}/profile`, {
        isPrivate: false,
        hideFromLeaderboards: true,
      }),
    );
    expectExpired(changes, {
      feed: cacheKeys.feedPage(50, undefined),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
      profile: cacheKeys.profile(ann.user.id, minute()),
      bobsAudience: cacheKeys.audience(bob.user.id),
    });
    await ann.patch(`/api/users/${ann.user.id}/profile`, { hideFromLeaderboards: false });
  });

  it('deleting a show: as adding one', async () => {
    const changes = await write(() => ann.del(`/api/shows/${showId}`));
    expectExpired(changes, {
      feed: cacheKeys.feedPage(50, undefined),
      ranked: cacheKeys.rankedShows(ann.user.id, {}),
      artistShows: cacheKeys.artistShows(artistKey, artistId),
      profile: cacheKeys.profile(ann.user.id, minute()),
      artistInsights: cacheKeys.artistInsights(ann.user.id),
      userLeaderboard: cacheKeys.userLeaderboard(50, 0),
      artistLeaderboard: cacheKeys.artistLeaderboard(50),
    });
  });

  it('a change expires nothing it does not touch (the check can fail)', () => {
    const changes: Change[] = [{ kind: 'notifications', userId: 1 }];
    expect(expires(cacheKeys.unreadCount(2), changes)).toBe(false);
    expect(expires(cacheKeys.feedPage(50, undefined), changes)).toBe(false);
    expect(expires(cacheKeys.unreadCount(1), changes)).toBe(true);
  });
});
