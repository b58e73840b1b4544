/**
 * The profile's stats (favourite and most-seen artist, diary, streak) are fresh after every show write, read
 * through both apps on one database (freshness-checks.ts): the Favorite
 * Artist and its rule, the Most Seen Artist, and the diary (its days and
 * its years), after a show is added, edited and deleted.
 */
import { describe, it } from 'vitest';
import type { Diary, FavoriteArtist, MostSeenArtist } from '@gigrank/domain';
import { uniqueName } from '../support/helpers';
import { as, at, expectFresh, rpc } from '../support/freshness-checks';
import { useTwoApps, type Person } from '../support/two-apps';

const t = useTwoApps();
const person = (displayName: string) => t.newPerson({ displayName });

const favorite = (p: Person) =>
  at<FavoriteArtist>(
    `/api/users/${p.id}/best-rated-artist`,
    (a) => `${a.artistName}: ${a.showCount} at ${a.avgScore} (${a.rule})`,
  );
const mostSeen = (p: Person) =>
  at<MostSeenArtist>(
    `/api/users/${p.id}/most-seen-artist`,
    (a) => `${a.artistName}: ${a.showCount}`,
  );
const mostSeenRpc = (p: Person) =>
  rpc<MostSeenArtist | null>('profile.mostSeenArtist', { userId: p.id }, (a) =>
    a ? `${a.artistName}: ${a.showCount}` : null,
  );
/** A diary's days as 'date artist score' lines, and its years. */
const days = (d: Diary) =>
  d.days.flatMap((day) => day.shows.map((s) => `${day.date} ${s.artist} ${s.score}`));
const diary = (p: Person, year: number) => at<Diary>(`/api/users/${p.id}/diary?year=${year}`, days);
const diaryRpc = (p: Person, year: number) =>
  rpc<Diary>('users.diary', { userId: p.id, year }, days);
const years = (p: Person) => at<Diary>(`/api/users/${p.id}/diary`, (d) => [d.year, d.years]);

describe('profile stats', () => {
  it('adding, editing and deleting a show moves the favourite, the most seen and the diary', async () => {
    const owner = await person('Stats Owner');
    const fan = await person('Stats Fan');
    const [band, oneOff] = [uniqueName('Band'), uniqueName('OneOff')];
    await owner.a.addShow({ artist: band, score: 85, date: '2024-03-04', city: 'Lisbon' });
    await owner.a.addShow({ artist: oneOff, score: 100, date: '2024-05-01', city: 'Lisbon' });
    // The favourites as they read, and the diary of 2024 before and after the edit below.
    const oneOffFavourite = `${oneOff}: 1 at 100.00 (all)`;
    const bandAt85 = `${band}: 2 at 85.00 (seenTwice)`;
    const bandAt62 = `${band}: 2 at 62.50 (seenTwice)`;
    const days2024 = [`2024-03-04 ${band} 85`, `2024-05-01 ${oneOff} 100`];
    const days2024Edited = [
      `2024-03-04 ${band} 85`,
      `2024-03-05 ${band} 40`,
      `2024-05-01 ${oneOff} 100`,
    ];

    // A second show of the band: it is seen twice now, so it becomes the favourite.
    const added = await expectFresh(
      () => owner.a.postShow({ artist: band, score: 85, date: '2025-01-02', city: 'Lisbon' }),
      as(fan, {
        favourite: [favorite(owner), oneOffFavourite, bandAt85],
        'most seen': [mostSeen(owner), `${oneOff}: 1`, `${band}: 2`],
        'most seen (tRPC)': [mostSeenRpc(owner), `${oneOff}: 1`, `${band}: 2`],
        'the diary of 2025': [diary(owner, 2025), [], [`2025-01-02 ${band} 85`]],
        'the newest year and the years': [years(owner), [2024, [2024]], [2025, [2025, 2024]]],
      }),
    );
    const showId = (added.json() as { show: { id: number } }).show.id;

    // Edited through the other app: another day, year and score.
    await expectFresh(
      () =>
        owner.b.putShow(showId, { artist: band, score: 40, date: '2024-03-05', city: 'Lisbon' }),
      as(fan, {
        favourite: [favorite(owner), bandAt85, bandAt62],
        'the diary of 2024': [diary(owner, 2024), days2024, days2024Edited],
        'the diary of 2024 (tRPC)': [diaryRpc(owner, 2024), days2024, days2024Edited],
        'the diary of 2025': [diary(owner, 2025), [`2025-01-02 ${band} 85`], []],
        'the newest year and the years': [years(owner), [2025, [2025, 2024]], [2024, [2024]]],
      }),
    );

    await expectFresh(
      () => owner.a.del(`/api/shows/${showId}`),
      as(fan, {
        favourite: [favorite(owner), bandAt62, oneOffFavourite],
        'most seen': [mostSeen(owner), `${band}: 2`, `${oneOff}: 1`],
        'the diary of 2024': [diary(owner, 2024), days2024Edited, days2024],
      }),
    );
  });
});
