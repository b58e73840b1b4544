/**
 * Going private or public, hiding from the leaderboards, a block, a mute and
 * an approved follow request show at once in the next read of every answer
 * they change, from the app that wrote and from another app on the same
 * database (two-apps.ts); freshness-checks.ts reads each answer through both
 * apps before the write and after it.
 */
import { describe, expect, it } from 'vitest';
import type { Show, UserSummary } from '@gigrank/domain';
import { as, at, expectFresh, undone } from '../support/freshness-checks';
import { follow, useFreshnessPeople } from '../support/freshness-people';
import {
  feeds,
  feedsAndArtist,
  has,
  ids,
  inEach,
  names,
  rankings,
  reads,
} from '../support/freshness-reads';

const { person, logShows, withShow } = useFreshnessPeople();

describe('privacy', () => {
  const PRIVATE = '403 This account is private';

  it('going private closes the account to non-followers everywhere; going public opens it again', async () => {
    const { p: owner, artist, showId } = await withShow('Owner V');
    const stranger = await person('Stranger V');
    const closed = as(stranger, {
      ...inEach(rankings(owner), 'the shows', ids, [showId], PRIVATE),
      ...inEach(feedsAndArtist(artist), 'the show', has(showId), true, false),
      'the show': [at<Show>(`/api/shows/${showId}`, (s) => s.id), showId, PRIVATE],
      'artist insights': [reads.artistInsights(owner), [`${artist}: 1 at 77.00`], PRIVATE],
      'the leaderboard': [reads.board(owner, 'id'), owner.id, undefined],
      'the profile': [
        reads.profile(owner, (u) => `${u.access} ${u.isPrivate}`),
        'full false',
        'profile true',
      ],
    });
    await expectFresh(
      () => owner.a.patch(`/api/users/${owner.id}/profile`, { isPrivate: true }),
      closed,
    );
    await expectFresh(
      () => owner.b.mutation('privacy.update', { isPrivate: false }),
      undone(closed),
    );
  });

  it('hiding from the leaderboards takes the row and the global rank away; showing brings them back', async () => {
    const { p: owner } = await withShow('Owner H');
    const stranger = await person('Stranger H');
    const hidden = as(stranger, {
      'the leaderboard': [reads.board(owner, 'id'), owner.id, undefined],
      'the leaderboard (tRPC)': [reads.boardRpc(owner, 'id'), owner.id, undefined],
      'the global rank': [reads.profile(owner, (u) => typeof u.globalRank), 'number', 'undefined'],
    });
    const settings = `/api/users/${owner.id}/profile`;
    await expectFresh(() => owner.a.patch(settings, { hideFromLeaderboards: true }), hidden);
    await expectFresh(
      () => owner.b.patch(settings, { hideFromLeaderboards: false }),
      undone(hidden),
    );
  });

  it('a block hides each from the other and ends their follows; unblocking shows them again', async () => {
    const { p: blocker, artist, showId } = await withShow('Blocker');
    const blocked = await person('Blocked');
    const [theirShow] = (await logShows(blocked, [{ artist, score: 60 }])) as [number];
    expect(await follow(blocked, blocker)).toBe(200);
    const hidden = [
      ...as(blocked, {
        ...inEach(feedsAndArtist(artist), 'the blocker’s show', has(showId), true, false),
        'the blocker on the leaderboard': [reads.board(blocker, 'id'), blocker.id, undefined],
        'the blocker’s profile': [reads.profile(blocker, 'id'), blocker.id, '404 User not found'],
      }),
      ...as(
        blocker,
        inEach(feedsAndArtist(artist), 'the blocked one’s show', has(theirShow), true, false),
      ),
    ];
    const unfollowed = [
      ...as(blocked, {
        'my following': [reads.following(blocked), ['Blocker'], []],
        'my followingCount': [reads.profile(blocked, 'followingCount'), 1, 0],
      }),
      ...as(blocker, { 'my followersCount': [reads.profile(blocker, 'followersCount'), 1, 0] }),
    ];
    await expectFresh(
      () => blocker.a.post(`/api/users/${blocker.id}/blocks/${blocked.id}`),
      [...hidden, ...unfollowed],
    );
    await expectFresh(
      () => blocker.b.mutation('privacy.unblock', { userId: blocked.id }),
      undone(hidden),
    );
  });

  it('a mute hides the muted one’s shows from the muter’s feed; unmuting shows them again', async () => {
    const { p: loud, showId } = await withShow('Loud');
    const muter = await person('Muter');
    const muted = as(muter, inEach(feeds(), 'the show', has(showId), true, false));
    await expectFresh(() => muter.a.post(`/api/users/${muter.id}/mutes/${loud.id}`), muted);
    await expectFresh(() => muter.b.mutation('privacy.unmute', { userId: loud.id }), undone(muted));
  });

  it('approving a follow request opens the private account to the requester', async () => {
    const { p: owner, artist, showId } = await withShow('Owner Q');
    const fan = await person('Fan Q');
    expect(
      (await owner.a.patch(`/api/users/${owner.id}/profile`, { isPrivate: true })).statusCode,
    ).toBe(200);
    expect(await follow(fan, owner)).toBe(202);
    const checks = [
      ...as(fan, {
        ...inEach(rankings(owner), 'the shows', ids, PRIVATE, [showId]),
        ...inEach(feedsAndArtist(artist), 'the show', has(showId), false, true),
        'the leaderboard': [reads.board(owner, 'id'), undefined, owner.id],
        'their profile': [reads.profile(owner, 'access'), 'profile', 'full'],
        'where I stand': [
          at<{ following: boolean; requested: boolean }>(
            `/api/users/${fan.id}/relationship/${owner.id}`,
            (r) => `following ${r.following}, requested ${r.requested}`,
          ),
          'following false, requested true',
          'following true, requested false',
        ],
        'my notifications': [reads.notifications(fan), [], ['followApproved']],
      }),
      ...as(owner, {
        'follow requests': [
          at<{ user: UserSummary }[]>(`/api/users/${owner.id}/follow-requests`, (rs) =>
            names(rs.map((r) => r.user)),
          ),
          ['Fan Q'],
          [],
        ],
        'my followers': [reads.followers(owner), [], ['Fan Q']],
        'my followersCount': [reads.profile(owner, 'followersCount'), 0, 1],
        // The notification that asked goes once it is answered.
        'my notifications': [reads.notifications(owner), ['followRequest'], []],
        'my unread count': [reads.unread(owner), 1, 0],
      }),
    ];
    await expectFresh(
      () => owner.a.post(`/api/users/${owner.id}/follow-requests/${fan.id}/approve`),
      checks,
    );
  });
});
