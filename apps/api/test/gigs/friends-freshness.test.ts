/**
 * The friends' answers (Following feed, gigs, plans, taste match) are fresh after every write that changes them,
 * read through both apps on one database (freshness-checks.ts): "Also
 * there" on the cached Everyone feed and the show page after someone logs,
 * re-dates or deletes a show of the same gig, after a follow (people you
 * follow first), after going private and after a mute (with the Following
 * feed's cards, the gig page and who is going); the Following feed and its
 * plans after a show, a plan and a follow.
 */
import { describe, it } from 'vitest';
import type { FollowingFeedPage, GigPage, Show } from '@gigrank/domain';
import { daysAgo, uniqueName } from '../support/helpers';
import { as, at, expectFresh, undone } from '../support/freshness-checks';
import { csvPreviewedOnA } from '../support/freshness-people';
import { useTwoApps } from '../support/two-apps';

const t = useTwoApps();
const person = (displayName: string) => t.newPerson({ displayName });

/** The "Also there" names (ids) and count of `showId` on the Everyone feed. */
const feedAlso = (showId: number) =>
  at<Show[]>('/api/shows?limit=50', (shows) => {
    const also = shows.find((s) => s.id === showId)?.alsoThere;
    return also ? [also.count, also.names.map((n) => n.displayName)] : null;
  });
const pageAlso = (showId: number) =>
  at<Show>(`/api/shows/${showId}`, (s) => (s.alsoThere ? s.alsoThere.count : 0));
const followingIds = at<FollowingFeedPage>('/api/feed/following', (p) => p.shows.map((s) => s.id));
const followingCount = at<FollowingFeedPage>('/api/feed/following', (p) => p.shows.length);
const followingPlans = at<FollowingFeedPage>('/api/feed/following', (p) =>
  p.plans.map((x) => x.artist),
);

/** `name`, a new person, logs a show of a new band in `city` on `date`, scored `score`: the gig and the show. */
async function myShow(name: string, city: string, date: string, score: number) {
  const me = await person(name);
  const gig = { artist: uniqueName('Band'), city, date, score };
  const mine = (await me.a.postShow(gig)).json().show as Show;
  return { me, gig, mine };
}

describe('who else was there', () => {
  it('a show of the same gig, its re-dating and deletion show on the feed card and the show page', async () => {
    const { me, gig, mine } = await myShow('Gig Me', 'Lisbon', daysAgo(4), 70);
    const ana = await person(`Gig Ana ${uniqueName('n')}`);
    const checks = as(me, {
      'feed card': [feedAlso(mine.id), null, [1, [ana.displayName]]],
      'show page': [pageAlso(mine.id), 0, 1],
    });
    const res = await expectFresh(() => ana.b.postShow(gig), checks);
    const anaShow = (res.json() as { show: Show }).show;
    // Another date: not the same gig any more.
    await expectFresh(
      () => ana.a.putShow(anaShow.id, { ...gig, date: daysAgo(5) }),
      undone(checks),
    );
    await expectFresh(() => ana.b.putShow(anaShow.id, gig), checks);
    await expectFresh(() => ana.a.del(`/api/shows/${anaShow.id}`), undone(checks));
  });

  it('a follow puts the person you follow first; going private takes them away', async () => {
    const { me, gig, mine } = await myShow('Order Me', 'Porto', daysAgo(6), 75);
    const [x, y] = [
      await person(`Order X ${uniqueName('n')}`),
      await person(`Order Y ${uniqueName('n')}`),
    ];
    await x.a.postShow(gig);
    await y.a.postShow(gig);
    // Newest first among people I do not follow: y, then x.
    await expectFresh(
      () => me.b.post(`/api/users/${me.id}/following/${x.id}`),
      as(me, {
        'feed card': [
          feedAlso(mine.id),
          [2, [y.displayName, x.displayName]],
          [2, [x.displayName, y.displayName]],
        ],
      }),
    );
    await expectFresh(
      () => y.a.patch(`/api/users/${y.id}/profile`, { isPrivate: true }),
      as(me, {
        'feed card': [feedAlso(mine.id), [2, [x.displayName, y.displayName]], [1, [x.displayName]]],
        'show page': [pageAlso(mine.id), 2, 1],
      }),
    );
  });
});

describe('a mute', () => {
  it('takes the muted person off Also there, the gig page and who is going, in the next read', async () => {
    const { me, gig, mine } = await myShow('Mute Me', 'Faro', daysAgo(7), 72);
    const friend = await person(`Mute Friend ${uniqueName('n')}`);
    const loud = await person(`Mute Loud ${uniqueName('n')}`);
    const friends = (await friend.a.postShow(gig)).json().show as Show;
    await loud.a.postShow(gig);
    await me.a.post(`/api/users/${me.id}/following/${friend.id}`);
    await me.a.post(`/api/users/${me.id}/following/${loud.id}`);
    const date = new Date(Date.now() + 11 * 86_400_000).toISOString().slice(0, 10);
    const plan = (
      await loud.a.post('/api/plans', { artist: gig.artist, city: gig.city, date })
    ).json() as { artistId: number; cityId: number };
    const cardAlso = at<FollowingFeedPage>('/api/feed/following', (p) => {
      const also = p.shows.find((s) => s.id === friends.id)?.alsoThere;
      return also ? [also.count, also.names.map((n) => n.displayName)] : null;
    });
    const people = at<GigPage>(`/api/gigs/${mine.artistId}/${mine.cityId}/${mine.date}`, (g) => [
      g.count,
      g.shows.map((s) => s.user.displayName).sort(),
    ]);
    const going = at<GigPage>(`/api/gigs/${plan.artistId}/${plan.cityId}/${date}`, (g) =>
      g.going.map((u) => u.displayName),
    );
    const muted = as(me, {
      'feed card': [
        feedAlso(friends.id),
        [2, [me.displayName, loud.displayName]],
        [1, [me.displayName]],
      ],
      'show page': [pageAlso(mine.id), 2, 1],
      'following card': [cardAlso, [2, [me.displayName, loud.displayName]], [1, [me.displayName]]],
      'gig page': [
        people,
        [3, [me.displayName, friend.displayName, loud.displayName].sort()],
        [2, [me.displayName, friend.displayName].sort()],
      ],
      going: [going, [loud.displayName], []],
    });
    await expectFresh(() => me.b.post(`/api/users/${me.id}/mutes/${loud.id}`), muted);
    await expectFresh(() => me.a.del(`/api/users/${me.id}/mutes/${loud.id}`), undone(muted));
  });
});

describe('the Following feed', () => {
  it('a followee’s show, a follow and a plan show in the next read from either app', async () => {
    const me = await person('Feed Me');
    const friend = await person('Feed Friend');
    const first = (await friend.a.postShow({ artist: uniqueName('F') })).json().show as Show;
    await expectFresh(
      () => me.a.post(`/api/users/${me.id}/following/${friend.id}`),
      as(me, { following: [followingIds, [], [first.id]] }),
    );
    await expectFresh(
      () => friend.b.postShow({ artist: uniqueName('F') }),
      as(me, { 'following count': [followingCount, 1, 2] }),
    );
    // A like on a card, a new name, a deletion and a mute: each in the next read.
    const likes = at<FollowingFeedPage>('/api/feed/following', (p) =>
      p.shows.map((x) => x.likesCount),
    );
    await expectFresh(
      () => friend.a.post(`/api/shows/${first.id}/like`),
      as(me, { likes: [likes, [0, 0], [0, 1]] }),
    );
    const names = at<FollowingFeedPage>('/api/feed/following', (p) =>
      p.shows.map((x) => x.user.displayName),
    );
    await expectFresh(
      () => friend.b.patch(`/api/users/${friend.id}/profile`, { displayName: 'Feed Renamed' }),
      as(me, { names: [names, ['Feed Friend', 'Feed Friend'], ['Feed Renamed', 'Feed Renamed']] }),
    );
    await expectFresh(
      () => friend.a.del(`/api/shows/${first.id}`),
      as(me, { 'following count': [followingCount, 2, 1] }),
    );
    await expectFresh(
      () => me.b.post(`/api/users/${me.id}/mutes/${friend.id}`),
      as(me, { 'following count': [followingCount, 1, 0] }),
    );
    await me.a.del(`/api/users/${me.id}/mutes/${friend.id}`);
    const artist = uniqueName('Going');
    const date = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await expectFresh(
      () => friend.b.post('/api/plans', { artist, city: 'Lisbon', date }),
      as(me, { plans: [followingPlans, [], [artist]] }),
    );
  });
});

describe('the Following feed’s plans', () => {
  it('follow a plan made, renamed, logged, its show deleted, taken back, a mute and a block', async () => {
    const me = await person('Plans Me');
    const friend = await person('Plans Friend');
    await me.a.post(`/api/users/${me.id}/following/${friend.id}`);
    const plan = { artist: uniqueName('Going'), city: 'Lisbon', date: daysAgo(1) };
    const listed = as(me, { plans: [followingPlans, [], [plan.artist]] });
    const made = await expectFresh(() => friend.b.post('/api/plans', plan), listed);
    const planId = (made.json() as { id: number }).id;
    const planners = at<FollowingFeedPage>('/api/feed/following', (p) =>
      p.plans.map((x) => x.user.displayName),
    );
    await expectFresh(
      () => friend.a.patch(`/api/users/${friend.id}/profile`, { displayName: 'Plans Renamed' }),
      as(me, { planners: [planners, ['Plans Friend'], ['Plans Renamed']] }),
    );
    // "Log this show": the plan leaves; the show deleted, it is a plan again.
    const logged = await expectFresh(
      () => friend.b.postShow({ ...plan, score: 70, planId }),
      undone(listed),
    );
    const showId = (logged.json() as { show: Show }).show.id;
    await expectFresh(() => friend.a.del(`/api/shows/${showId}`), listed);
    await expectFresh(() => friend.b.del(`/api/plans/${planId}`), undone(listed));
    await expectFresh(() => friend.a.post('/api/plans', plan), listed);
    await expectFresh(() => me.b.post(`/api/users/${me.id}/mutes/${friend.id}`), undone(listed));
    await expectFresh(() => me.a.del(`/api/users/${me.id}/mutes/${friend.id}`), listed);
    await expectFresh(
      () => friend.b.post(`/api/users/${friend.id}/blocks/${me.id}`),
      undone(listed),
    );
  });
});

describe('the Following feed’s cards', () => {
  it('“Also there” and likes follow every write at the page’s gigs, from either app', async () => {
    const me = await person('Cards Me');
    const friend = await person('Cards Friend');
    const stranger = await person(`Cards Stranger ${uniqueName('n')}`);
    const gig = { artist: uniqueName('Band'), city: 'Lisbon', date: daysAgo(8), score: 80 };
    const theirs = (await friend.a.postShow(gig)).json().show as Show;
    await me.a.post(`/api/users/${me.id}/following/${friend.id}`);
    const cardAlso = at<FollowingFeedPage>('/api/feed/following', (p) => {
      const also = p.shows.find((s) => s.id === theirs.id)?.alsoThere;
      return also ? [also.count, also.names.map((n) => n.displayName)] : null;
    });
    const checks = as(me, { 'following card': [cardAlso, null, [1, [stranger.displayName]]] });
    // Logged at the gig, moved to another date and back, deleted.
    const logged = (await expectFresh(() => stranger.b.postShow(gig), checks)).json().show as Show;
    await expectFresh(
      () => stranger.a.putShow(logged.id, { ...gig, date: daysAgo(9) }),
      undone(checks),
    );
    await expectFresh(() => stranger.b.putShow(logged.id, gig), checks);
    await expectFresh(() => stranger.a.del(`/api/shows/${logged.id}`), undone(checks));
    // Imported: a CSV row of the same gig.
    const csv = `date,artist,city,score\n${gig.date},${gig.artist},${gig.city},60\n`;
    const commit = await csvPreviewedOnA(stranger, csv);
    await expectFresh(commit, checks);
    // A block (either side) takes them off the card.
    await expectFresh(
      () => stranger.a.post(`/api/users/${stranger.id}/blocks/${me.id}`),
      undone(checks),
    );
    // The viewer's own like.
    const liked = at<FollowingFeedPage>(
      '/api/feed/following',
      (p) => p.shows.find((s) => s.id === theirs.id)?.likedByMe,
    );
    await expectFresh(
      () => me.b.post(`/api/shows/${theirs.id}/like`),
      as(me, { 'liked by me': [liked, false, true] }),
    );
  });
});

describe('the gig page', () => {
  it('its shows follow a show logged, moved and deleted at the gig, a like, a rename, privacy and a block', async () => {
    const { me, gig, mine } = await myShow('GigPage Me', 'Braga', daysAgo(12), 66);
    const ana = await person(`GigPage Ana ${uniqueName('n')}`);
    const url = `/api/gigs/${mine.artistId}/${mine.cityId}/${mine.date}`;
    const people = at<GigPage>(url, (g) => [g.count, g.shows.map((s) => s.user.displayName)]);
    const checks = as(me, {
      'gig page': [people, [1, [me.displayName]], [2, [me.displayName, ana.displayName]]],
    });
    // Ana's show, scored below mine: listed second.
    const hers = (await expectFresh(() => ana.b.postShow({ ...gig, score: 50 }), checks)).json()
      .show as Show;
    await expectFresh(() => ana.a.putShow(hers.id, { ...gig, date: daysAgo(13) }), undone(checks));
    await expectFresh(() => ana.b.putShow(hers.id, { ...gig, score: 50 }), checks);
    // My like on her card, as I see it.
    const liked = at<GigPage>(url, (g) => g.shows.map((s) => [s.likesCount, s.likedByMe]));
    await expectFresh(
      () => me.b.post(`/api/shows/${hers.id}/like`),
      as(me, {
        likes: [
          liked,
          [
            [0, false],
            [0, false],
          ],
          [
            [0, false],
            [1, true],
          ],
        ],
      }),
    );
    const renamed = `GigPage Renamed ${uniqueName('n')}`;
    await expectFresh(
      () => ana.a.patch(`/api/users/${ana.id}/profile`, { displayName: renamed }),
      as(me, {
        names: [people, [2, [me.displayName, ana.displayName]], [2, [me.displayName, renamed]]],
      }),
    );
    await expectFresh(
      () => ana.b.patch(`/api/users/${ana.id}/profile`, { isPrivate: true }),
      as(me, { private: [people, [2, [me.displayName, renamed]], [1, [me.displayName]]] }),
    );
    await ana.a.patch(`/api/users/${ana.id}/profile`, { isPrivate: false });
    await expectFresh(
      () => ana.b.post(`/api/users/${ana.id}/blocks/${me.id}`),
      as(me, { block: [people, [2, [me.displayName, renamed]], [1, [me.displayName]]] }),
    );
    await expectFresh(
      () => me.a.del(`/api/shows/${mine.id}`),
      as(me, {
        deleted: [people, [1, [me.displayName]], [0, []]],
      }),
    );
  });
});
