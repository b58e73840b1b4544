/**
 * A follow, a new display name or picture, Want to See, notifications read
 * and a deleted account show at once in the next read of every answer they
 * change, from the app that wrote and from another app on the same database
 * (two-apps.ts); freshness-checks.ts reads each answer through both apps
 * before the write and after it.
 */
import { describe, expect, it } from 'vitest';
import type { ArtistResponse, Notification, ShowComment, User, UserSummary } from '@gigrank/domain';
import { imageBytes } from '../support/helpers';
import { as, at, expectFresh, rpc, undone } from '../support/freshness-checks';
import { follow, useFreshnessPeople } from '../support/freshness-people';
import {
  card,
  enc,
  everywhere,
  feedsAndArtist,
  has,
  inEach,
  lists,
  names,
  rankings,
  reads,
} from '../support/freshness-reads';

const { person, withShow } = useFreshnessPeople();

describe('people', () => {
  it('a follow moves both profiles, both lists, the leaderboard and the followee’s notifications; an unfollow takes it back', async () => {
    const { p: owner } = await withShow('Owner F');
    const fan = await person('Fan F');
    const edge = [
      ...as(fan, {
        'followersCount of the followee': [reads.profile(owner, 'followersCount'), 0, 1],
        'followingCount of the follower': [reads.profile(fan, 'followingCount'), 0, 1],
        'the followee’s followers': [reads.followers(owner), [], ['Fan F']],
        'the follower’s following': [reads.following(fan), [], ['Owner F']],
        'follow status': [
          at<{ following: boolean }>(
            `/api/users/${fan.id}/following/${owner.id}`,
            (b) => b.following,
          ),
          '404 Not following',
          true,
        ],
        'follow status (tRPC)': [
          rpc<{ following: boolean }>('follows.status', { userId: owner.id }, (b) => b.following),
          false,
          true,
        ],
        'followersCount on the leaderboard': [reads.board(owner, 'followersCount'), 0, 1],
      }),
      ...as(owner, {
        'they follow you': [
          at<{ followsYou: boolean }>(
            `/api/users/${owner.id}/relationship/${fan.id}`,
            (r) => r.followsYou,
          ),
          false,
          true,
        ],
      }),
    ];
    const told = as(owner, {
      'unread count': [reads.unread(owner), 0, 1],
      notifications: [reads.notifications(owner), [], ['follow']],
    });
    await expectFresh(
      () => fan.a.post(`/api/users/${fan.id}/following/${owner.id}`),
      [...edge, ...told],
    );
    await expectFresh(() => fan.b.mutation('follows.unfollow', { userId: owner.id }), undone(edge));
  });

  it('a new display name shows on every show card, comment, list and leaderboard; a new picture too', async () => {
    const { p: owner, artist, showId } = await withShow('Ann A');
    const fan = await person('Fan P');
    expect((await owner.a.post(`/api/shows/${showId}/comments`, { body: 'Mine' })).statusCode).toBe(
      201,
    );
    expect(await follow(fan, owner)).toBe(200);
    const where = everywhere(owner, artist, showId);
    const renamed = [
      ...as(fan, {
        ...inEach(
          where,
          'the owner’s name',
          card(showId, (s) => s.user.displayName),
          'Ann A',
          'Ann B',
        ),
        'the comment’s author': [
          at<ShowComment[]>(`/api/shows/${showId}/comments`, (cs) =>
            cs.map((c) => c.user.displayName),
          ),
          ['Ann A'],
          ['Ann B'],
        ],
        'the leaderboard': [reads.board(owner, 'displayName'), 'Ann A', 'Ann B'],
        'the leaderboard (tRPC)': [reads.boardRpc(owner, 'displayName'), 'Ann A', 'Ann B'],
        'the follower’s following': [reads.following(fan), ['Ann A'], ['Ann B']],
        'the profile': [
          reads.profile(owner, (u) => `${u.displayName} of ${u.city}`),
          'Ann A of null',
          'Ann B of Porto',
        ],
        'the profile (tRPC)': [
          rpc<User>('users.byId', { id: owner.id }, (u) => u.displayName),
          'Ann A',
          'Ann B',
        ],
        'user search': [
          at<UserSummary[]>(`/api/users?q=${owner.username}`, names),
          ['Ann A'],
          ['Ann B'],
        ],
      }),
      ...as(owner, {
        'my session': [
          at<{ user: User }>('/api/auth/me', (b) => b.user.displayName),
          'Ann A',
          'Ann B',
        ],
      }),
    ];
    const profile = { displayName: 'Ann B', city: 'Porto' };
    await expectFresh(() => owner.a.patch(`/api/users/${owner.id}/profile`, profile), renamed);

    const pictured = (u: UserSummary | undefined) => u?.profilePicture != null;
    const withPicture = as(fan, {
      ...inEach(
        where,
        'a picture',
        card(showId, (s) => pictured(s.user)),
        false,
        true,
      ),
      'a picture on the leaderboard': [reads.board(owner, pictured), false, true],
      'a picture on the profile': [reads.profile(owner, pictured), false, true],
      'a picture in the follower’s following': [
        at<UserSummary[]>(`/api/users/${fan.id}/following`, (us) => us.map(pictured)),
        [false],
        [true],
      ],
    });
    const data = await imageBytes('jpeg');
    const picture = { field: 'profilePicture', name: 'profile-picture', type: 'image/jpeg', data };
    await expectFresh(
      () => owner.a.form('PATCH', `/api/users/${owner.id}`, {}, [picture]),
      withPicture,
    );
  });

  it('Want to See: the artist page’s flag, the list and who else wants it; removing takes it back', async () => {
    const { p: owner, artist } = await withShow('Owner W');
    const fan = await person('Fan W');
    const list = `/api/users/${fan.id}/want-to-see`;
    expect(
      (await owner.a.post(`/api/users/${owner.id}/want-to-see`, { artistName: artist })).statusCode,
    ).toBe(201);
    const flag = (query = '') =>
      at<ArtistResponse>(`/api/artists/${enc(artist)}${query}`, (p) => p.isWantToSee);
    const wanted = [
      ...as(fan, {
        'isWantToSee on the artist page': [flag(), false, true],
        'isWantToSee on the artist page (tRPC)': [
          rpc<ArtistResponse>('artists.page', { name: artist }, (p) => p.isWantToSee),
          false,
          true,
        ],
        'my Want to See': [
          at<{ artistName: string }[]>(list, (l) => l.map((w) => w.artistName)),
          [],
          [artist],
        ],
      }),
      ...as(owner, {
        'their isWantToSee on the artist page': [flag(`?userId=${fan.id}`), false, true],
        'their Want to See (tRPC)': [
          rpc<unknown[]>('wantToSee.list', { userId: fan.id }, (l) => l.length),
          0,
          1,
        ],
      }),
    ];
    const told = as(owner, {
      'unread count': [reads.unread(owner), 0, 1],
      notifications: [reads.notifications(owner), [], ['wantToSee']],
    });
    await expectFresh(() => fan.a.post(list, { artistName: artist }), [...wanted, ...told]);
    await expectFresh(() => fan.b.del(`${list}/${enc(artist)}`), undone(wanted));
  });

  it('marking notifications read zeroes the unread count; a new one counts again', async () => {
    const { p: owner, showId } = await withShow('Owner R');
    const fan = await person('Fan R');
    expect((await fan.a.post(`/api/shows/${showId}/like`)).statusCode).toBe(200);
    expect(await follow(fan, owner)).toBe(200);
    const read = as(owner, {
      'unread count': [reads.unread(owner), 2, 0],
      'unread count (tRPC)': [reads.unreadRpc(), 2, 0],
      'read flags': [
        at<Notification[]>(`/api/users/${owner.id}/notifications`, (ns) => ns.map((n) => n.read)),
        [false, false],
        [true, true],
      ],
    });
    await expectFresh(
      () => owner.a.post(`/api/users/${owner.id}/notifications/mark-read`, {}),
      read,
    );
    const again = as(owner, { 'unread count': [reads.unread(owner), 0, 1] });
    await expectFresh(() => fan.b.mutation('social.addComment', { showId, body: 'Again' }), again);
  });

  it('deleting an account takes its shows, its row, its follows, likes and comments out of everyone’s answers', async () => {
    const { p: owner, artist, showId } = await withShow('Owner X');
    const { p: fan, artist: fansArtist, showId: fansShow } = await withShow('Fan X');
    expect(await follow(fan, owner)).toBe(200);
    expect(await follow(owner, fan)).toBe(200);
    expect((await owner.a.post(`/api/shows/${fansShow}/like`)).statusCode).toBe(200);
    const comment = await owner.a.post(`/api/shows/${fansShow}/comments`, { body: 'Bye' });
    expect(comment.statusCode).toBe(201);
    // The fan's show as its owner sees it away from the feed: their ranking and its artist page.
    const fansLists = { ...rankings(fan), 'artist page': lists.artist(fansArtist) };
    const checks = as(fan, {
      ...inEach(feedsAndArtist(artist), 'the show', has(showId), true, false),
      ...inEach(fansLists, 'likesCount of my show', card(fansShow, 'likesCount'), 1, 0),
      ...inEach(fansLists, 'commentsCount of my show', card(fansShow, 'commentsCount'), 1, 0),
      'the leaderboard': [reads.board(owner, 'id'), owner.id, undefined],
      'the artist leaderboard': [reads.artistBoard(artist), '1 at 77.00', undefined],
      'my following': [reads.following(fan), ['Owner X'], []],
      'my followers': [reads.followers(fan), ['Owner X'], []],
      'my counts': [
        reads.profile(fan, (u) => `${u.followersCount} followers, ${u.followingCount} following`),
        '1 followers, 1 following',
        '0 followers, 0 following',
      ],
      'my counts on the leaderboard': [reads.board(fan, 'followersCount'), 1, 0],
      'their profile': [reads.profile(owner, 'id'), owner.id, '404 User not found'],
    });
    await expectFresh(() => owner.a.del(`/api/users/${owner.id}`), checks);
  });
});
