/**
 * Every kind of write shows at once in the next read of every answer it
 * changes, from the app that wrote and from another app on the same
 * database (two-apps.ts: another connection, as another server process,
 * with caches of its own). Each scenario reads its answers through both
 * apps (so both caches hold them), writes, then reads them again through
 * both. Every answer checked differs before and after the write, so a cache
 * that keeps any of them a request too long fails here, whatever it expires
 * by. The last test does the same with two real server processes
 * on one SQLite file.
 */
import { describe, expect, it } from 'vitest';
import type {
  ArtistInsight,
  ArtistLeaderboardEntry,
  ArtistResponse,
  ArtistStat,
  CityInsight,
  LeaderboardUser,
  Notification,
  Show,
  ShowComment,
  User,
  UserSummary,
} from '@gigrank/domain';
import { testDialect } from '@gigrank/db/testing';
import { daysAgo, imageBytes, sessionCookie, uniqueName, useServerDir } from './helpers';
import { as, at, expectFresh, rpc, undone, type Read, type Table } from './freshness-checks';
import { startServer, stopProcess } from './server-process';
import { useTwoApps, type Person } from './two-apps';

const t = useTwoApps();
const serverDir = useServerDir('gigrank-freshness-');

const enc = encodeURIComponent;
const names = (users: UserSummary[]) => users.map((u) => u.displayName);
/** A field of a row, by name or function (undefined when there is no row). */
const field =
  <T extends object>(pick: keyof T | ((row: T) => unknown)) =>
  (row: T | undefined) =>
    row === undefined ? undefined : typeof pick === 'function' ? pick(row) : row[pick];

/** A list of show cards, read through `pick`. */
type ShowList = (pick: (shows: Show[]) => unknown) => Read;

const lists = {
  feed: (): ShowList => (pick) => at<Show[]>('/api/shows?limit=50', pick),
  feedRpc: (): ShowList => (pick) => rpc<Show[]>('shows.feed', { limit: 50 }, pick),
  rankedPage:
    (owner: Person): ShowList =>
    (pick) =>
      at<Show[]>(`/api/users/${owner.id}/ranked-shows?limit=50`, pick),
  ranked:
    (owner: Person): ShowList =>
    (pick) =>
      at<Show[]>(`/api/users/${owner.id}/ranked-shows`, pick),
  rankedRpc:
    (owner: Person): ShowList =>
    (pick) =>
      rpc<Show[]>('shows.ranked', { userId: owner.id }, pick),
  artist:
    (artist: string): ShowList =>
    (pick) =>
      at<ArtistResponse>(`/api/artists/${enc(artist)}`, (page) => pick(page.shows)),
  /** The single show, as a list of one. */
  show:
    (id: number): ShowList =>
    (pick) =>
      at<Show>(`/api/shows/${id}`, (show) => pick([show])),
};

// Where a show's card is listed.
const feeds = () => ({ feed: lists.feed(), 'feed (tRPC)': lists.feedRpc() });
const feedsAndArtist = (artist: string) => ({ ...feeds(), 'artist page': lists.artist(artist) });
const rankings = (owner: Person) => ({
  'ranked shows, first 50': lists.rankedPage(owner),
  'ranked shows, whole': lists.ranked(owner),
  'ranked shows (tRPC)': lists.rankedRpc(owner),
});
/** Every list a show of `owner` by `artist` appears in, and the show itself. */
const everywhere = (owner: Person, artist: string, showId: number) => ({
  ...feedsAndArtist(artist),
  ...rankings(owner),
  'the show': lists.show(showId),
});

/** One row per list of `where`: `label`, as `pick` reads it there. */
function inEach(
  where: Record<string, ShowList>,
  label: string,
  pick: (shows: Show[]) => unknown,
  before: unknown,
  after: unknown,
): Table {
  return Object.fromEntries(
    Object.entries(where).map(([place, list]) => [
      `${label} in ${place}`,
      [list(pick), before, after],
    ]),
  );
}

/** A field of show `id` in a list (undefined when it is not there). */
const card = (id: number, pick: keyof Show | ((s: Show) => unknown)) => (shows: Show[]) =>
  field(pick)(shows.find((s) => s.id === id));
const has = (id: number) => (shows: Show[]) => shows.some((s) => s.id === id);
const ids = (shows: Show[]) => shows.map((s) => s.id).sort((x, y) => x - y);
/** `#rank id` of each card, in list order. */
const ranked = (shows: Show[]) => shows.map((s) => `#${s.rank} ${s.id}`);

const reads = {
  profile: (p: Person, pick: keyof User | ((u: User) => unknown)) =>
    at<User>(`/api/users/${p.id}`, field(pick)),
  /** `p`'s row of the user leaderboard (undefined when absent). */
  board: (p: Person, pick: keyof LeaderboardUser | ((u: LeaderboardUser) => unknown)) =>
    at<LeaderboardUser[]>('/api/leaderboard?limit=100', (rows) =>
      field(pick)(rows.find((u) => u.id === p.id)),
    ),
  boardRpc: (p: Person, pick: keyof LeaderboardUser) =>
    rpc<{ users: LeaderboardUser[] }>('leaderboard.users', { limit: 100 }, ({ users }) =>
      field(pick)(users.find((u) => u.id === p.id)),
    ),
  /** '<shows> at <average>' on the artist leaderboard (undefined when absent). */
  artistBoard: (artist: string) =>
    at<ArtistLeaderboardEntry[]>('/api/artist-leaderboard', (rows) => {
      const row = rows.find((a) => a.artistName === artist);
      return row && `${row.showCount} at ${row.avgScore}`;
    }),
  artistInsights: (p: Person) =>
    at<ArtistInsight[]>(`/api/users/${p.id}/artist-insights`, (rows) =>
      rows.map((a) => `${a.artistName}: ${a.showCount} at ${a.avgScore}`),
    ),
  cityInsights: (p: Person) =>
    at<CityInsight[]>(`/api/users/${p.id}/city-insights`, (rows) =>
      rows.map((c) => `${c.cityName}: ${c.showCount} at ${c.avgScore}`),
    ),
  bestArtist: (p: Person) =>
    at<{ artistName: string; showCount: number; avgScore: string }>(
      `/api/users/${p.id}/best-rated-artist`,
      (a) => `${a.artistName}: ${a.showCount} at ${a.avgScore}`,
    ),
  /** The artist page's rating card: '<shows> at <average>'. */
  artistRating: (artist: string) =>
    at<ArtistResponse>(
      `/api/artists/${enc(artist)}`,
      ({ rating }) => `${rating.showCount} at ${rating.avgScore}`,
    ),
  followers: (p: Person) => at<UserSummary[]>(`/api/users/${p.id}/followers`, names),
  following: (p: Person) => at<UserSummary[]>(`/api/users/${p.id}/following`, names),
  unread: (p: Person) =>
    at<{ count: number }>(`/api/users/${p.id}/notifications/unread-count`, (b) => b.count),
  unreadRpc: () => rpc<{ count: number }>('notifications.unreadCount', {}, (b) => b.count),
  notifications: (p: Person) =>
    at<Notification[]>(`/api/users/${p.id}/notifications`, (ns) => ns.map((n) => n.type)),
};

// ---------------------------------------------------------------------------
// Fixtures: new people and new artists in every test.

const person = (displayName: string) => t.newPerson({ displayName });

/** Logs shows as `p` (through app A), in Lisbon, one a day apart, oldest first: their ids. */
async function logShows(p: Person, shows: { artist: string; score: number }[]) {
  const ids: number[] = [];
  for (const [i, show] of shows.entries()) {
    ids.push((await p.a.addShow({ ...show, city: 'Lisbon', date: daysAgo(30 - i) })).id);
  }
  return ids;
}

/** Someone with one show (score 77) of a new artist. */
async function withShow(displayName: string) {
  const p = await person(displayName);
  const artist = uniqueName('Band');
  const [showId] = await logShows(p, [{ artist, score: 77 }]);
  return { p, artist, showId: showId! };
}

/** `who` follows (or asks to follow) `whom`: the status code. */
const follow = async (who: Person, whom: Person) =>
  (await who.a.post(`/api/users/${who.id}/following/${whom.id}`)).statusCode;

// ---------------------------------------------------------------------------

describe('likes and comments', () => {
  it('a like shows in every list and the owner’s notifications; an unlike takes it back', async () => {
    const { p: owner, artist, showId } = await withShow('Owner L');
    const fan = await person('Fan L');
    const where = everywhere(owner, artist, showId);
    const liked = [
      ...as(owner, inEach(where, 'likesCount', card(showId, 'likesCount'), 0, 1)),
      ...as(fan, inEach(where, 'likedByMe', card(showId, 'likedByMe'), false, true)),
    ];
    const told = as(owner, {
      'unread count': [reads.unread(owner), 0, 1],
      'unread count (tRPC)': [reads.unreadRpc(), 0, 1],
      notifications: [reads.notifications(owner), [], ['like']],
    });
    await expectFresh(() => fan.a.post(`/api/shows/${showId}/like`), [...liked, ...told]);
    await expectFresh(() => fan.b.mutation('social.unlike', { showId }), undone(liked));
  });

  it('a comment shows in every list’s count and the comment list; deleting it takes it back', async () => {
    const { p: owner, artist, showId } = await withShow('Owner C');
    const fan = await person('Fan C');
    const commentsOf = (pick: (cs: ShowComment[]) => unknown) =>
      at<ShowComment[]>(`/api/shows/${showId}/comments`, pick);
    const shown = [
      ...as(fan, {
        ...inEach(
          everywhere(owner, artist, showId),
          'commentsCount',
          card(showId, 'commentsCount'),
          0,
          1,
        ),
      }),
      ...as(owner, {
        comments: [
          commentsOf((cs) => cs.map((c) => `${c.user.displayName}: ${c.body}`)),
          [],
          ['Fan C: Great night'],
        ],
        'comments (tRPC)': [
          rpc<ShowComment[]>('social.comments', { showId }, (cs) => cs.length),
          0,
          1,
        ],
      }),
    ];
    const told = as(owner, {
      'unread count': [reads.unread(owner), 0, 1],
      notifications: [reads.notifications(owner), [], ['comment']],
    });
    const res = await expectFresh(
      () => fan.a.post(`/api/shows/${showId}/comments`, { body: 'Great night' }),
      [...shown, ...told],
    );
    const commentId = (res.json() as ShowComment).id;
    await expectFresh(() => fan.b.mutation('social.deleteComment', { commentId }), undone(shown));
  });
});

describe('shows', () => {
  interface NewShow {
    artist: string;
    score: number;
    guests: string[];
  }
  const sendForm = async (p: Person, show: NewShow) => {
    const guests = Object.fromEntries(
      show.guests.flatMap((g, i) => [
        [`guestAppearances[${i}]`, g],
        [`guest_artist_${i}`, g],
      ]),
    );
    const photo = { field: 'photos', name: 'gig.png', type: 'image/png', data: await imageBytes() };
    const fields = { artist: show.artist, score: show.score, city: 'Lisbon', date: daysAgo(1) };
    return p.a.postShow({ ...fields, ...guests }, [photo]);
  };
  const sendJson = (p: Person, show: NewShow) =>
    p.a.post('/api/shows', {
      artist: show.artist,
      score: show.score,
      city: 'Lisbon',
      date: daysAgo(1),
      guestAppearances: show.guests,
    });

  it.each([
    ['a multipart form with a photo', sendForm],
    ['JSON', sendJson],
  ])(
    'adding a show (%s): feed, ranking, profile, artist pages, insights, leaderboards, search',
    async (_how, send) => {
      const owner = await person('Owner N');
      const fan = await person('Fan N');
      const [main, other] = [uniqueName('Band'), uniqueName('Band')];
      // Guests: one whose page holds only someone else's show, one new to the catalogue.
      const [guest, newGuest] = [uniqueName('Guest'), uniqueName('Guest')];
      const [, y] = (await logShows(owner, [
        { artist: main, score: 90 },
        { artist: other, score: 70 },
      ])) as [number, number];
      await logShows(fan, [{ artist: guest, score: 60 }]);
      // The new show's id is not known before the write: its cards are found by score.
      const isNew = (s: Show) => s.artist === main && s.score === 80;
      const byScore = (shows: Show[]) => shows.map((s) => `#${s.rank} ${s.score}`);
      const checks = [
        ...as(fan, {
          ...inEach(feeds(), 'the new show', (shows) => shows.some(isNew), false, true),
          ...inEach(
            rankings(owner),
            'ranks',
            byScore,
            ['#1 90', '#2 70'],
            ['#1 90', '#2 80', '#3 70'],
          ),
          'the other show’s rank in the feed': [lists.feed()(card(y, 'rank')), 2, 3],
          'the other show’s rank on its artist page': [lists.artist(other)(card(y, 'rank')), 2, 3],
          'the artist page': [lists.artist(main)((shows) => shows.length), 1, 2],
          'the artist page’s rating card': [reads.artistRating(main), '1 at 90.00', '2 at 85.00'],
          'the guest’s artist page': [
            lists.artist(guest)((shows) =>
              shows.map((s) => `${s.artist} ${s.isGuestAppearance ?? false}`),
            ),
            [`${guest} false`],
            [`${main} true`, `${guest} false`],
          ],
          'showsCount on the profile': [reads.profile(owner, 'showsCount'), 2, 3],
          'artist insights': [
            reads.artistInsights(owner),
            [`${main}: 1 at 90.00`, `${other}: 1 at 70.00`],
            [`${main}: 2 at 85.00`, `${other}: 1 at 70.00`],
          ],
          'city insights': [
            reads.cityInsights(owner),
            ['Lisbon: 2 at 80.00'],
            ['Lisbon: 3 at 80.00'],
          ],
          'best-rated artist': [
            reads.bestArtist(owner),
            `${main}: 1 at 90.00`,
            `${main}: 2 at 85.00`,
          ],
          'most visited city': [
            at<{ showCount: number }>(
              `/api/users/${owner.id}/most-visited-city`,
              (c) => c.showCount,
            ),
            2,
            3,
          ],
          'showsCount on the leaderboard': [reads.board(owner, 'showsCount'), 2, 3],
          'showsCount on the leaderboard (tRPC)': [reads.boardRpc(owner, 'showsCount'), 2, 3],
          'the artist leaderboard': [reads.artistBoard(main), '1 at 90.00', '2 at 85.00'],
          'artist search': [
            at<ArtistStat[]>(`/api/artist-stats?q=${enc(newGuest.toLowerCase())}`, (rs) =>
              rs.map((a) => a.artist_name),
            ),
            [],
            [newGuest],
          ],
        }),
        ...as(owner, { 'showsCount on my profile': [reads.profile(owner, 'showsCount'), 2, 3] }),
      ];
      await expectFresh(
        () => send(owner, { artist: main, score: 80, guests: [guest, newGuest] }),
        checks,
      );
    },
  );

  it('a new score re-ranks the owner’s other shows everywhere; editing the artist moves the show', async () => {
    const owner = await person('Owner E');
    const fan = await person('Fan E');
    const [artist, moved] = [uniqueName('Band'), uniqueName('Band')];
    const three = await logShows(owner, [
      { artist, score: 90 },
      { artist, score: 70 },
      { artist, score: 50 },
    ]);
    const [x, y, z] = three as [number, number, number];
    const ranksOfAll = (shows: Show[]) => three.map((id) => card(id, 'rank')(shows));
    const rescored = as(fan, {
      ...inEach(
        rankings(owner),
        'ranks',
        ranked,
        [`#1 ${x}`, `#2 ${y}`, `#3 ${z}`],
        [`#1 ${z}`, `#2 ${x}`, `#3 ${y}`],
      ),
      ...inEach(feedsAndArtist(artist), 'the ranks of all three', ranksOfAll, [1, 2, 3], [2, 3, 1]),
      ...inEach(
        { feed: lists.feed(), 'the show': lists.show(z) },
        'the score',
        card(z, 'score'),
        50,
        95,
      ),
      'the artist page’s rating card': [reads.artistRating(artist), '3 at 70.00', '3 at 85.00'],
      'artist insights': [
        reads.artistInsights(owner),
        [`${artist}: 3 at 70.00`],
        [`${artist}: 3 at 85.00`],
      ],
      'best-rated artist': [
        reads.bestArtist(owner),
        `${artist}: 3 at 70.00`,
        `${artist}: 3 at 85.00`,
      ],
      'the artist leaderboard': [reads.artistBoard(artist), '3 at 70.00', '3 at 85.00'],
    });
    await expectFresh(() => owner.a.put(`/api/shows/${z}/score`, { score: 95 }), rescored);

    // The web's edit form moves the show to another artist (one already in the catalogue).
    expect((await fan.a.post('/api/artist-stats', { artist_name: moved })).statusCode).toBe(201);
    const edited = as(fan, {
      'the first artist’s page': [lists.artist(artist)(ids), [x, y, z], [x, y]],
      'the second artist’s page': [lists.artist(moved)(ids), [], [z]],
      ...inEach(
        { feed: lists.feed(), 'ranked shows': lists.ranked(owner), 'the show': lists.show(z) },
        'the artist',
        card(z, 'artist'),
        artist,
        moved,
      ),
      'artist insights': [
        reads.artistInsights(owner),
        [`${artist}: 3 at 85.00`],
        [`${moved}: 1 at 95.00`, `${artist}: 2 at 80.00`],
      ],
      // Still seen twice: the one-off 95 does not outrank it (DECISIONS.md).
      'best-rated artist': [
        reads.bestArtist(owner),
        `${artist}: 3 at 85.00`,
        `${artist}: 2 at 80.00`,
      ],
      'the first artist on the artist leaderboard': [
        reads.artistBoard(artist),
        '3 at 85.00',
        '2 at 80.00',
      ],
      'the second artist on the artist leaderboard': [
        reads.artistBoard(moved),
        undefined,
        '1 at 95.00',
      ],
    });
    const form = { artist: moved, city: 'Lisbon', date: daysAgo(28), score: 95 };
    await expectFresh(() => owner.a.putShow(z, form), edited);
  });

  it('deleting a show: gone from every list, the others re-ranked, counters down', async () => {
    const owner = await person('Owner D');
    const fan = await person('Fan D');
    const artist = uniqueName('Band');
    const [x, y] = (await logShows(owner, [
      { artist, score: 90 },
      { artist, score: 70 },
    ])) as [number, number];
    const checks = as(fan, {
      ...inEach(feeds(), 'the deleted show', has(x), true, false),
      ...inEach(rankings(owner), 'ranks', ranked, [`#1 ${x}`, `#2 ${y}`], [`#1 ${y}`]),
      'the other show’s rank in the feed': [lists.feed()(card(y, 'rank')), 2, 1],
      'the artist page': [lists.artist(artist)(ranked), [`#2 ${y}`, `#1 ${x}`], [`#1 ${y}`]],
      'the show': [at<Show>(`/api/shows/${x}`, (s) => s.id), x, '404 Show not found'],
      'showsCount on the profile': [reads.profile(owner, 'showsCount'), 2, 1],
      'showsCount on the leaderboard': [reads.board(owner, 'showsCount'), 2, 1],
      'the artist leaderboard': [reads.artistBoard(artist), '2 at 80.00', '1 at 70.00'],
      'artist insights': [
        reads.artistInsights(owner),
        [`${artist}: 2 at 80.00`],
        [`${artist}: 1 at 70.00`],
      ],
      'city insights': [reads.cityInsights(owner), ['Lisbon: 2 at 80.00'], ['Lisbon: 1 at 70.00']],
    });
    await expectFresh(() => owner.a.del(`/api/shows/${x}`), checks);
  });
});

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

// ---------------------------------------------------------------------------

/** A JSON request to a running server with the session `cookie`: status and body. */
async function call(base: string, cookie: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as unknown };
}

// The server's default database is the SQLite file in DATA_DIR: run once, in the SQLite project.
describe.runIf(testDialect() === 'sqlite')('two server processes on one SQLite file', () => {
  it('a like and a new show written on one server show on the other in the next request', async () => {
    const one = await startServer(serverDir);
    const two = await startServer(serverDir); // after the first: it migrated the file
    const register = async (displayName: string) => {
      const res = await fetch(`${one.url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: uniqueName('proc'), displayName, password: 'secret-123' }),
      });
      expect(res.status).toBe(201);
      const { user } = (await res.json()) as { user: { id: number } };
      return { id: user.id, cookie: sessionCookie(res.headers.getSetCookie()) };
    };
    const owner = await register('Proc Owner');
    const fan = await register('Proc Fan');
    const artist = uniqueName('Band');
    const addShow = (score: number) =>
      call(one.url, owner.cookie, 'POST', '/api/shows', {
        artist,
        city: 'Lisbon',
        date: daysAgo(5),
        score,
      });
    const first = await addShow(70);
    expect(first.status).toBe(201);
    const showId = (first.json as { show: { id: number } }).show.id;

    /** What server two answers to the fan and to the owner. */
    const onTwo = async () => {
      const get = async <T>(who: { cookie: string }, path: string) =>
        (await call(two.url, who.cookie, 'GET', path)).json as T;
      const feed = await get<Show[]>(fan, '/api/shows?limit=50');
      const liked = feed.find((s) => s.id === showId);
      return {
        liked: `${liked?.likesCount} likes, liked by me ${liked?.likedByMe}`,
        inFeed: feed.filter((s) => s.artist === artist).length,
        ranked: (await get<Show[]>(fan, `/api/users/${owner.id}/ranked-shows`)).map((s) => s.score),
        showsCount: (await get<User>(fan, `/api/users/${owner.id}`)).showsCount,
        unread: (
          await get<{ count: number }>(owner, `/api/users/${owner.id}/notifications/unread-count`)
        ).count,
      };
    };
    const before = {
      liked: '0 likes, liked by me false',
      inFeed: 1,
      ranked: [70],
      showsCount: 1,
      unread: 0,
    };
    expect(await onTwo()).toEqual(before);
    expect(await onTwo()).toEqual(before); // again, from server two's cache

    expect((await call(one.url, fan.cookie, 'POST', `/api/shows/${showId}/like`)).status).toBe(200);
    expect((await addShow(95)).status).toBe(201);
    expect(await onTwo()).toEqual({
      liked: '1 likes, liked by me true',
      inFeed: 2,
      ranked: [95, 70],
      showsCount: 2,
      unread: 1,
    });

    expect(await stopProcess(two.proc)).toBe(0);
    expect(await stopProcess(one.proc)).toBe(0);
  }, 120_000);
});
