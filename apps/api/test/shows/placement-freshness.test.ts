/**
 * "Which was better?" answered shows at once in every answer it
 * changes, from the app that wrote and from another app on the same database
 * (freshness-checks.ts): a tie settled re-ranks the owner's shows in their
 * ranking, the feed and the show pages; a confirmed score also moves the
 * artist's figures and the owner's comparisons.
 */
import { describe, it } from 'vitest';
import type { ArtistResponse, Comparisons, Show } from '@gigrank/domain';
import { daysAgo, uniqueName } from '../support/helpers';
import { as, at, expectFresh, rpc } from '../support/freshness-checks';
import { useTwoApps } from '../support/two-apps';

const t = useTwoApps();

/** `#rank id` of each card, in list order. */
const ranked = (shows: Show[]) => shows.map((s) => `#${s.rank} ${s.id}`);
const rankOf = (id: number) => (shows: Show[]) => shows.find((s) => s.id === id)?.rank;

describe('placing a show', () => {
  it('a settled tie and a confirmed score show everywhere at once', async () => {
    const owner = await t.newPerson({ displayName: 'Placer' });
    const fan = await t.newPerson({ displayName: 'Placer Fan' });
    const artist = uniqueName('Band');
    const ids: number[] = [];
    for (const [i, score] of [90, 80, 80].entries()) {
      ids.push(
        (await owner.a.addShow({ artist, city: 'Lisbon', date: daysAgo(30 - i), score })).id,
      );
    }
    // The two 80s: the later show (z) ranks above the earlier (y) until the owner says otherwise.
    const [x, y, z] = ids as [number, number, number];
    const rankings = {
      'ranked shows': at<Show[]>(`/api/users/${owner.id}/ranked-shows`, ranked),
      'ranked shows, a page': at<Show[]>(`/api/users/${owner.id}/ranked-shows?limit=50`, ranked),
      'ranked shows (tRPC)': rpc<Show[]>('shows.ranked', { userId: owner.id }, ranked),
    };
    const tie = as(fan, {
      ...Object.fromEntries(
        Object.entries(rankings).map(([name, read]) => [
          name,
          [read, [`#1 ${x}`, `#2 ${z}`, `#3 ${y}`], [`#1 ${x}`, `#2 ${y}`, `#3 ${z}`]],
        ]),
      ),
      "y's rank in the feed": [at<Show[]>('/api/shows?limit=50', rankOf(y)), 3, 2],
      "z's page": [at<Show>(`/api/shows/${z}`, (s) => s.rank), 2, 3],
    });
    await expectFresh(() => owner.a.put(`/api/shows/${y}/place`, { aboveId: x, belowId: z }), tie);

    // Better than the 90: the owner confirms 90 for y, which then ranks first.
    const rescored = as(fan, {
      ...Object.fromEntries(
        Object.entries(rankings).map(([name, read]) => [
          name,
          [read, [`#1 ${x}`, `#2 ${y}`, `#3 ${z}`], [`#1 ${y}`, `#2 ${x}`, `#3 ${z}`]],
        ]),
      ),
      'the artist page’s rating card': [
        at<ArtistResponse>(
          `/api/artists/${encodeURIComponent(artist)}`,
          (p) => `${p.rating.showCount} at ${p.rating.avgScore}`,
        ),
        '3 at 83.33',
        '3 at 86.67',
      ],
    });
    const owners = as(owner, {
      "z's comparisons": [
        rpc<Comparisons>('shows.comparisons', { showId: z }, (c) =>
          c.candidates.map((s) => `${s.id} ${s.score}`),
        ),
        [`${x} 90`, `${y} 80`],
        [`${y} 90`, `${x} 90`],
      ],
    });
    await expectFresh(
      () => owner.a.put(`/api/shows/${y}/place`, { aboveId: null, belowId: x, score: 90 }),
      [...rescored, ...owners],
    );
  });
});
