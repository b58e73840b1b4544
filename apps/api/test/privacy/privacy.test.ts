/**
 * Private accounts, follow requests, blocks, mutes and the leaderboard
 * opt-out: one test per rule, through REST and tRPC, on both
 * engines. Every list and page a hidden show could leak through is read
 * before and after the change, so a stale cached answer fails too.
 */
import { describe, expect, it } from 'vitest';
import { counterMismatches, daysAgo, uniqueName, useTestApp } from '../support/helpers';
import type { TestUser } from '../support/helpers';
import { setPrivate } from '../support/privacy';

const t = useTestApp();

const PRIVATE = 'This account is private';

/** A user with one recent show (a feed card) of a unique artist (so its artist page is theirs alone). */
async function withShow(displayName: string) {
  const user = await t.newUser({ displayName });
  const artist = uniqueName('Artist');
  const show = await user.addShow({ artist, city: 'Lisbon', date: daysAgo(5), score: 77 });
  return { user, artist, showId: show.id };
}

const feedIds = async (u: TestUser) =>
  ((await u.get('/api/shows?limit=50')).json() as { id: number }[]).map((s) => s.id);
const rpcFeedIds = async (u: TestUser) =>
  ((await u.query('shows.feed', {})).json().result.data as { id: number }[]).map((s) => s.id);
const artistPageIds = async (u: TestUser, artist: string) =>
  (
    (await u.get(`/api/artists/${encodeURIComponent(artist)}`)).json().shows as { id: number }[]
  ).map((s) => s.id);
const leaderboardIds = async (u: TestUser) =>
  ((await u.get('/api/leaderboard?limit=100')).json() as { id: number }[]).map((r) => r.id);
const notificationTypes = async (u: TestUser) =>
  ((await u.get(`/api/users/${u.user.id}/notifications`)).json() as { type: string }[]).map(
    (n) => n.type,
  );

/** Every read of another account's content, REST and tRPC. */
function contentReads(ownerId: number, showId: number) {
  return {
    rest: [
      `/api/users/${ownerId}/ranked-shows`,
      `/api/users/${ownerId}/artist-insights`,
      `/api/users/${ownerId}/city-insights`,
      `/api/users/${ownerId}/best-rated-artist`,
      `/api/users/${ownerId}/most-visited-city`,
      `/api/users/${ownerId}/most-seen-artist`,
      `/api/users/${ownerId}/diary`,
      `/api/users/${ownerId}/recommendations`,
      `/api/users/${ownerId}/taste-match`,
      `/api/users/${ownerId}/wrapped`,
      `/api/users/${ownerId}/want-to-see`,
      `/api/users/${ownerId}/followers`,
      `/api/users/${ownerId}/following`,
      `/api/users/${ownerId}/festivals`,
      `/api/shows/${showId}`,
      `/api/shows/${showId}/comments`,
      `/api/shows/${showId}/guest-appearances`,
    ],
    rpc: [
      ['shows.ranked', { userId: ownerId }],
      ['shows.byId', { id: showId }],
      ['profile.artistInsights', { userId: ownerId }],
      ['profile.tasteMatch', { userId: ownerId }],
      ['profile.wrapped', { userId: ownerId }],
      ['users.diary', { userId: ownerId, year: 2026 }],
      ['wantToSee.list', { userId: ownerId }],
      ['follows.followers', { userId: ownerId }],
      ['profile.festivals', { userId: ownerId }],
      ['social.comments', { showId }],
    ] as const,
  };
}

describe('private accounts', () => {
  it('PATCH /api/users/{id}/profile accepts isPrivate; others see the name, picture and counts only', async () => {
    const { user: owner } = await withShow('Private Owner');
    const other = await t.newUser();
    const res = await setPrivate(owner, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isPrivate: true,
      access: 'full',
      displayName: 'Private Owner',
    });

    const seen = (await other.get(`/api/users/${owner.user.id}`)).json();
    expect(seen).toMatchObject({
      id: owner.user.id,
      displayName: 'Private Owner',
      showsCount: 1,
      isPrivate: true,
      access: 'profile',
      streakWeeks: 0,
    });
    expect(seen.globalRank).toBeUndefined();
    expect((await owner.get(`/api/users/${owner.user.id}`)).json()).toMatchObject({
      access: 'full',
      globalRank: expect.any(Number),
    });
  });

  it("answers 403 'This account is private' on every content read for a non-follower, REST and tRPC", async () => {
    const { user: owner, showId } = await withShow('Closed');
    const other = await t.newUser();
    const reads = contentReads(owner.user.id, showId);
    // Open first: every read answers.
    for (const url of reads.rest) expect((await other.get(url)).statusCode, url).not.toBe(403);
    await setPrivate(owner, true);
    for (const url of reads.rest) {
      const res = await other.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(PRIVATE);
    }
    for (const [path, input] of reads.rpc) {
      const res = await other.query(path, input);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error.message, path).toBe(PRIVATE);
    }
    // The owner still reads everything.
    for (const url of reads.rest) expect((await owner.get(url)).statusCode, url).not.toBe(403);
    // Liking or commenting on what you cannot see is refused, and changes nothing.
    expect((await other.post(`/api/shows/${showId}/like`)).statusCode).toBe(403);
    expect((await other.post(`/api/shows/${showId}/comments`, { body: 'hi' })).statusCode).toBe(
      403,
    );
    expect((await owner.get(`/api/shows/${showId}`)).json()).toMatchObject({
      likesCount: 0,
      commentsCount: 0,
    });
  });

  it('leaves the feed, artist pages and the leaderboard for non-followers; the owner still sees their own', async () => {
    const { user: owner, artist, showId } = await withShow('Leaver');
    const other = await t.newUser();
    expect(await feedIds(other)).toContain(showId);
    expect(await rpcFeedIds(other)).toContain(showId);
    expect(await artistPageIds(other, artist)).toContain(showId);
    expect(await leaderboardIds(other)).toContain(owner.user.id);

    await setPrivate(owner, true);
    expect(await feedIds(other)).not.toContain(showId);
    expect(await rpcFeedIds(other)).not.toContain(showId);
    expect(await artistPageIds(other, artist)).not.toContain(showId);
    expect(await leaderboardIds(other)).not.toContain(owner.user.id);
    expect(await feedIds(owner)).toContain(showId);
    expect(await artistPageIds(owner, artist)).toContain(showId);
  });

  it('following a private account sends a request (202); approving it opens the shows, with a notification each way', async () => {
    const { user: owner, artist, showId } = await withShow('Asked');
    const fan = await t.newUser({ displayName: 'Fan' });
    await setPrivate(owner, true);

    const ask = await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`);
    expect(ask.statusCode, ask.body).toBe(202);
    expect(ask.json()).toEqual({ following: false, status: 'requested' });
    expect(
      (await fan.get(`/api/users/${fan.user.id}/relationship/${owner.user.id}`)).json(),
    ).toMatchObject({ following: false, requested: true });
    expect(await notificationTypes(owner)).toContain('followRequest');
    const requests = (await owner.get(`/api/users/${owner.user.id}/follow-requests`)).json();
    expect(requests).toEqual([
      {
        user: expect.objectContaining({ id: fan.user.id, displayName: 'Fan' }),
        createdAt: expect.any(String),
      },
    ]);
    // Nothing opens before the answer.
    expect((await fan.get(`/api/users/${owner.user.id}/ranked-shows`)).statusCode).toBe(403);
    expect(await feedIds(fan)).not.toContain(showId);

    const approve = await owner.post(
      `/api/users/${owner.user.id}/follow-requests/${fan.user.id}/approve`,
    );
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await notificationTypes(fan)).toContain('followApproved');
    expect((await fan.get(`/api/users/${owner.user.id}/ranked-shows`)).json()).toMatchObject([
      { id: showId },
    ]);
    expect(await feedIds(fan)).toContain(showId);
    expect(await artistPageIds(fan, artist)).toContain(showId);
    expect(await leaderboardIds(fan)).toContain(owner.user.id);
    expect((await fan.get(`/api/users/${owner.user.id}`)).json().access).toBe('full');
    expect((await owner.get(`/api/users/${owner.user.id}/follow-requests`)).json()).toEqual([]);
    expect((await owner.get(`/api/users/${owner.user.id}`)).json().followersCount).toBe(1);
    expect(await counterMismatches(t.db)).toEqual([]);
  });

  it('declining removes the request without a follow or a notification to the requester', async () => {
    const { user: owner } = await withShow('Decliner');
    const fan = await t.newUser();
    await setPrivate(owner, true);
    await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`);
    const res = await owner.post(
      `/api/users/${owner.user.id}/follow-requests/${fan.user.id}/decline`,
    );
    expect(res.json()).toEqual({ status: 'declined' });
    expect((await owner.get(`/api/users/${owner.user.id}/follow-requests`)).json()).toEqual([]);
    expect(
      (await fan.get(`/api/users/${fan.user.id}/relationship/${owner.user.id}`)).json(),
    ).toMatchObject({ following: false, requested: false });
    expect(await notificationTypes(fan)).toEqual([]);
    // A second answer finds nothing.
    const again = await owner.post(
      `/api/users/${owner.user.id}/follow-requests/${fan.user.id}/approve`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('unfollowing withdraws a waiting request (tRPC too)', async () => {
    const { user: owner } = await withShow('Withdrawn');
    const fan = await t.newUser();
    await owner.mutation('privacy.update', { isPrivate: true });
    const asked = await fan.mutation('follows.follow', { userId: owner.user.id });
    expect(asked.json().result.data).toEqual({ following: false, status: 'requested' });
    await fan.mutation('follows.unfollow', { userId: owner.user.id });
    expect((await owner.query('privacy.followRequests')).json().result.data).toEqual([]);
    // The notification that asked goes with it; asking again asks once.
    expect(await notificationTypes(owner)).toEqual([]);
    await fan.mutation('follows.follow', { userId: owner.user.id });
    expect(await notificationTypes(owner)).toEqual(['followRequest']);
    // An answered request no longer asks anything.
    await owner.mutation('privacy.answerRequest', { requesterId: fan.user.id, answer: 'approve' });
    expect(await notificationTypes(owner)).toEqual([]);
  });

  it('turning private off approves every waiting request', async () => {
    const { user: owner, showId } = await withShow('Opened');
    const [a, b] = [await t.newUser(), await t.newUser()];
    await setPrivate(owner, true);
    for (const fan of [a, b])
      await fan.post(`/api/users/${fan.user.id}/following/${owner.user.id}`);
    const res = await setPrivate(owner, false);
    expect(res.json()).toMatchObject({ isPrivate: false, followersCount: 2 });
    for (const fan of [a, b]) {
      expect(
        (await fan.get(`/api/users/${fan.user.id}/following/${owner.user.id}`)).statusCode,
      ).toBe(200);
      expect(await notificationTypes(fan)).toContain('followApproved');
      expect(await feedIds(fan)).toContain(showId);
    }
    expect(await counterMismatches(t.db)).toEqual([]);
  });

  it('a follower made before the account went private keeps seeing it', async () => {
    const { user: owner, showId } = await withShow('Kept');
    const friend = await t.newUser();
    await friend.post(`/api/users/${friend.user.id}/following/${owner.user.id}`);
    await setPrivate(owner, true);
    expect(await feedIds(friend)).toContain(showId);
    expect((await friend.get(`/api/shows/${showId}`)).statusCode).toBe(200);
  });

  it("tells a private account's Want to See only to its approved followers", async () => {
    const owner = await t.newUser();
    const [friend, stranger] = [await t.newUser(), await t.newUser()];
    await friend.post(`/api/users/${friend.user.id}/following/${owner.user.id}`);
    await setPrivate(owner, true);
    const artistName = uniqueName('Wanted');
    for (const u of [friend, stranger]) {
      await u.post(`/api/users/${u.user.id}/want-to-see`, { artistName });
    }
    await owner.post(`/api/users/${owner.user.id}/want-to-see`, { artistName });
    expect(await notificationTypes(friend)).toContain('wantToSee');
    expect(await notificationTypes(stranger)).not.toContain('wantToSee');
  });

  it("another user's export is refused, private or not", async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    expect((await other.get(`/api/users/${owner.user.id}/export`)).statusCode).toBe(403);
    expect((await other.get(`/api/users/${owner.user.id}/export?format=csv`)).statusCode).toBe(403);
  });

  it('refuses a privacy flag that is not a boolean, and changes nothing', async () => {
    const owner = await t.newUser();
    const res = await owner.patch(`/api/users/${owner.user.id}/profile`, { isPrivate: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('isPrivate must be true or false');
    expect((await owner.get(`/api/users/${owner.user.id}`)).json().isPrivate).toBe(false);
  });
});

describe('blocking', () => {
  async function blockedPair() {
    const a = await withShow('Blocker');
    const b = await withShow('Blocked');
    return { a, b };
  }

  it('removes follows both ways (counters move) and any waiting request', async () => {
    const { a, b } = await blockedPair();
    await a.user.post(`/api/users/${a.user.user.id}/following/${b.user.user.id}`);
    await b.user.post(`/api/users/${b.user.user.id}/following/${a.user.user.id}`);
    const res = await a.user.post(`/api/users/${a.user.user.id}/blocks/${b.user.user.id}`);
    expect(res.json()).toEqual({ blocked: true });
    const me = (await a.user.get(`/api/users/${a.user.user.id}`)).json();
    expect(me).toMatchObject({ followersCount: 0, followingCount: 0 });
    expect(await counterMismatches(t.db)).toEqual([]);
    expect((await a.user.get(`/api/users/${a.user.user.id}/blocks`)).json()).toEqual([
      expect.objectContaining({ id: b.user.user.id }),
    ]);
  });

  it('the blocked user cannot see, follow, like or comment: 404 as if absent', async () => {
    const { a, b } = await blockedPair();
    await a.user.post(`/api/users/${a.user.user.id}/blocks/${b.user.user.id}`);
    const blocked = b.user;
    const reads = contentReads(a.user.user.id, a.showId);
    expect((await blocked.get(`/api/users/${a.user.user.id}`)).statusCode).toBe(404);
    expect((await blocked.get(`/api/users/by-username/${a.user.user.username}`)).statusCode).toBe(
      404,
    );
    for (const url of reads.rest) expect((await blocked.get(url)).statusCode, url).toBe(404);
    for (const [path, input] of reads.rpc) {
      expect((await blocked.query(path, input)).statusCode, path).toBe(404);
    }
    const follow = await blocked.post(`/api/users/${blocked.user.id}/following/${a.user.user.id}`);
    expect(follow.statusCode).toBe(404);
    expect((await blocked.post(`/api/shows/${a.showId}/like`)).statusCode).toBe(404);
    expect((await blocked.post(`/api/shows/${a.showId}/comments`, { body: 'x' })).statusCode).toBe(
      404,
    );
    const search = (await blocked.get(`/api/users?q=${a.user.user.username}`)).json();
    expect(search).toEqual([]);
    expect(await counterMismatches(t.db)).toEqual([]);
  });

  it('both lose each other in the feed, artist pages, leaderboard, comments and follower lists', async () => {
    const { a, b } = await blockedPair();
    const third = await t.newUser();
    await a.user.post(`/api/shows/${b.showId}/comments`, { body: 'from the blocker' });
    await b.user.post(`/api/shows/${a.showId}/comments`, { body: 'from the blocked' });
    for (const u of [a.user, b.user]) {
      await u.post(`/api/users/${u.user.id}/following/${third.user.id}`);
    }
    expect(await feedIds(a.user)).toContain(b.showId);
    expect(await feedIds(b.user)).toContain(a.showId);

    await a.user.post(`/api/users/${a.user.user.id}/blocks/${b.user.user.id}`);
    for (const [viewer, hidden] of [
      [a, b],
      [b, a],
    ] as const) {
      expect(await feedIds(viewer.user)).not.toContain(hidden.showId);
      expect(await rpcFeedIds(viewer.user)).not.toContain(hidden.showId);
      expect(await artistPageIds(viewer.user, hidden.artist)).not.toContain(hidden.showId);
      expect(await leaderboardIds(viewer.user)).not.toContain(hidden.user.user.id);
      const followers = (await viewer.user.get(`/api/users/${third.user.id}/followers`)).json();
      expect(followers.map((f: { id: number }) => f.id)).toEqual([viewer.user.user.id]);
      const comments = (await viewer.user.get(`/api/shows/${viewer.showId}/comments`)).json();
      expect(comments).toEqual([]);
    }
    // A third person still sees both.
    expect(await feedIds(third)).toEqual(expect.arrayContaining([a.showId, b.showId]));
  });

  it('notifications between them go and stop', async () => {
    const { a, b } = await blockedPair();
    await b.user.post(`/api/users/${b.user.user.id}/following/${a.user.user.id}`);
    expect(await notificationTypes(a.user)).toEqual(['follow']);
    await a.user.post(`/api/users/${a.user.user.id}/blocks/${b.user.user.id}`);
    expect(await notificationTypes(a.user)).toEqual([]);
    // The blocker cannot reach the blocked either.
    expect((await a.user.post(`/api/shows/${b.showId}/like`)).statusCode).toBe(404);
    expect(await notificationTypes(b.user)).toEqual([]);
  });

  it('unblocking restores what each sees (not the follows)', async () => {
    const { a, b } = await blockedPair();
    await a.user.mutation('privacy.block', { userId: b.user.user.id });
    expect(await feedIds(b.user)).not.toContain(a.showId);
    await a.user.mutation('privacy.unblock', { userId: b.user.user.id });
    expect(await feedIds(b.user)).toContain(a.showId);
    expect((await b.user.get(`/api/users/${a.user.user.id}`)).statusCode).toBe(200);
    expect((await a.user.query('privacy.blocks')).json().result.data).toEqual([]);
  });

  it('the blocker still finds whom they blocked (to unblock), and cannot block themselves', async () => {
    const { a, b } = await blockedPair();
    await a.user.post(`/api/users/${a.user.user.id}/blocks/${b.user.user.id}`);
    const rel = await a.user.get(`/api/users/${a.user.user.id}/relationship/${b.user.user.id}`);
    expect(rel.json()).toMatchObject({ blocked: true, following: false });
    // The blocked one asking is told the account is not there.
    const back = await b.user.get(`/api/users/${b.user.user.id}/relationship/${a.user.user.id}`);
    expect(back.statusCode).toBe(404);
    const self = await a.user.post(`/api/users/${a.user.user.id}/blocks/${a.user.user.id}`);
    expect(self.statusCode).toBe(400);
  });
});

describe('muting', () => {
  it("hides the muted user's shows from the muter's feed only, without telling them", async () => {
    const { user: loud, artist, showId } = await withShow('Loud');
    const muter = await t.newUser();
    await muter.post(`/api/users/${muter.user.id}/following/${loud.user.id}`);
    expect(await feedIds(muter)).toContain(showId);
    const res = await muter.post(`/api/users/${muter.user.id}/mutes/${loud.user.id}`);
    expect(res.json()).toEqual({ muted: true });
    expect(await feedIds(muter)).not.toContain(showId);
    expect(await rpcFeedIds(muter)).not.toContain(showId);
    // Everywhere else they are still there, and still followed.
    expect(await artistPageIds(muter, artist)).toContain(showId);
    expect((await muter.get(`/api/users/${loud.user.id}/ranked-shows`)).statusCode).toBe(200);
    expect(
      (await muter.get(`/api/users/${muter.user.id}/following/${loud.user.id}`)).statusCode,
    ).toBe(200);
    expect(await notificationTypes(loud)).toEqual(['follow']);
    expect((await muter.get(`/api/users/${muter.user.id}/mutes`)).json()).toEqual([
      expect.objectContaining({ id: loud.user.id }),
    ]);
    await muter.del(`/api/users/${muter.user.id}/mutes/${loud.user.id}`);
    expect(await feedIds(muter)).toContain(showId);
  });
});

describe('leaderboard opt-out', () => {
  it('hideFromLeaderboards: absent from the user leaderboard, no global rank shown to others', async () => {
    const { user: shy } = await withShow('Shy');
    const other = await t.newUser();
    expect(await leaderboardIds(other)).toContain(shy.user.id);
    expect((await other.get(`/api/users/${shy.user.id}`)).json().globalRank).toEqual(
      expect.any(Number),
    );

    const res = await shy.patch(`/api/users/${shy.user.id}/profile`, {
      hideFromLeaderboards: true,
    });
    expect(res.json()).toMatchObject({ hideFromLeaderboards: true });
    expect(await leaderboardIds(other)).not.toContain(shy.user.id);
    expect(
      (await other.query('leaderboard.users', {}))
        .json()
        .result.data.users.map((u: { id: number }) => u.id),
    ).not.toContain(shy.user.id);
    const seen = (await other.get(`/api/users/${shy.user.id}`)).json();
    expect(seen.globalRank).toBeUndefined();
    expect(seen.hideFromLeaderboards).toBeUndefined();
    expect((await other.get(`/api/users/${shy.user.id}/wrapped`)).json().globalRank).toBeNull();
    // The owner still sees their own rank.
    expect((await shy.get(`/api/users/${shy.user.id}`)).json().globalRank).toEqual(
      expect.any(Number),
    );
  });

  it('the profile fields and the flags can change together, validated first', async () => {
    const u = await t.newUser();
    const res = await u.patch(`/api/users/${u.user.id}/profile`, {
      displayName: 'Both',
      city: 'Porto',
      isPrivate: true,
    });
    expect(res.json()).toMatchObject({ displayName: 'Both', city: 'Porto', isPrivate: true });
  });
});
