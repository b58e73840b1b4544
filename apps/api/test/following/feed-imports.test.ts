/**
 * Imports don't flood the feeds, on both engines and read through two apps
 * (freshness-checks.ts): an import of 20 old shows leaves the Everyone and
 * Following feeds' cards as they were and adds one entry, "{name} imported
 * 20 shows" (`importedShows`), in the next read from either app; a
 * setlist.fm import and a CSV long enough for several commit batches enter
 * once each, and an entry leaves with the show that holds it; a show dated
 * today is a card, one dated more than 30 days back is not, and re-dating a
 * card that far back takes it out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FollowingFeedPage, Show } from '@gigrank/domain';
import { daysAgo, uniqueName } from '../support/helpers';
import { as, at, expectFresh, rpc, undone } from '../support/freshness-checks';
import type { Requests } from '../support/requests';
import { useTwoApps, type Person } from '../support/two-apps';

const t = useTwoApps();
const person = (displayName: string) => t.newPerson({ displayName });

/** A feed entry as [who, what]: the artist of a show's card, or 'imported N'. */
const entryOf = (s: Show) => [
  s.user.displayName,
  s.importedShows === undefined ? s.artist : `imported ${s.importedShows}`,
];

/** The Everyone feed's entries of these people, newest first. */
const everyone = (...people: Person[]) =>
  at<Show[]>('/api/shows?limit=50', (shows) =>
    shows.filter((s) => people.some((p) => p.id === s.userId)).map(entryOf),
  );
const following = at<FollowingFeedPage>('/api/feed/following', (p) => p.shows.map(entryOf));

/** `n` rows of a CSV of old shows, 2015 on, each its own artist. */
function oldShowsCsv(n: number, band: string): string {
  const rows = Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2015, 0, 1 + i * 3)).toISOString().slice(0, 10);
    return `${date},${band} ${i + 1},Lisbon,${60 + (i % 40)}`;
  });
  return `date,artist,city,score\n${rows.join('\n')}\n`;
}

/** Previews an import of `files` as `who`; answers its id. */
async function previewImport(
  who: Person,
  source: 'csv' | 'setlistfm',
  files: Buffer[],
): Promise<string> {
  const res = await who.a.form(
    'POST',
    `/api/users/${who.id}/imports`,
    { source },
    files.map((data, i) => ({
      field: 'file',
      name: `file-${i + 1}.${source === 'csv' ? 'csv' : 'json'}`,
      type: source === 'csv' ? 'text/csv' : 'application/json',
      data,
    })),
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { importId: string }).importId;
}

const commit = (who: Person, side: Requests, importId: string) => () =>
  side.post(`/api/users/${who.id}/imports/${importId}/commit`);

describe('an import in the feeds', () => {
  it('20 old shows: the cards stay as they were, one entry is added, from either app', async () => {
    const lena = await person(`Lena ${uniqueName('n')}`);
    const follower = await person('Imports Follower');
    const other = await person('Imports Other');
    await follower.a.post(`/api/users/${follower.id}/following/${lena.id}`);
    const recent = uniqueName('Recent');
    await lena.a.postShow({ artist: recent, date: daysAgo(3) });
    const theirs = uniqueName('Theirs');
    await other.a.postShow({ artist: theirs, date: daysAgo(2) });
    const importId = await previewImport(lena, 'csv', [
      Buffer.from(oldShowsCsv(20, uniqueName('Old'))),
    ]);
    const res = await expectFresh(commit(lena, lena.b, importId), [
      ...as(follower, {
        everyone: [
          everyone(lena, other),
          [
            [other.displayName, theirs],
            [lena.displayName, recent],
          ],
          [
            [lena.displayName, 'imported 20'],
            [other.displayName, theirs],
            [lena.displayName, recent],
          ],
        ],
        following: [
          following,
          [[lena.displayName, recent]],
          [
            [lena.displayName, 'imported 20'],
            [lena.displayName, recent],
          ],
        ],
        'tRPC feed': [
          rpc<Show[]>('shows.feed', { limit: 50 }, (shows) =>
            shows.filter((s) => s.userId === lena.id).map(entryOf),
          ),
          [[lena.displayName, recent]],
          [
            [lena.displayName, 'imported 20'],
            [lena.displayName, recent],
          ],
        ],
      }),
      // Her own profile counts all 21.
      ...as(lena, {
        shows: [at<{ showsCount: number }>(`/api/users/${lena.id}`, (u) => u.showsCount), 1, 21],
      }),
    ]);
    expect(res.json()).toMatchObject({ created: 20 });

    // A show dated today is a card of its own, at the top of both feeds.
    const today = uniqueName('Today');
    const checks = as(follower, {
      everyone: [
        everyone(lena),
        [
          [lena.displayName, 'imported 20'],
          [lena.displayName, recent],
        ],
        [
          [lena.displayName, today],
          [lena.displayName, 'imported 20'],
          [lena.displayName, recent],
        ],
      ],
      following: [
        following,
        [
          [lena.displayName, 'imported 20'],
          [lena.displayName, recent],
        ],
        [
          [lena.displayName, today],
          [lena.displayName, 'imported 20'],
          [lena.displayName, recent],
        ],
      ],
    });
    const logged = await expectFresh(
      () => lena.a.postShow({ artist: today, date: daysAgo(0) }),
      checks,
    );
    const todayShow = (logged.json() as { show: Show }).show;
    // Re-dated more than 30 days back, it leaves the feeds.
    await expectFresh(
      () =>
        lena.b.putShow(todayShow.id, {
          artist: today,
          city: 'Lisbon',
          score: 75,
          date: daysAgo(45),
        }),
      undone(checks),
    );
  });

  it('a show logged with a date more than 30 days back is no card; 30 days back still is', async () => {
    const sam = await person(`Sam ${uniqueName('n')}`);
    const follower = await person('Dated Follower');
    await follower.a.post(`/api/users/${follower.id}/following/${sam.id}`);
    const old = uniqueName('Old');
    const created = await sam.a.addShow({ artist: old, date: daysAgo(31) });
    expect(created.date).toBe(daysAgo(31));
    for (const side of ['a', 'b'] as const) {
      expect(await everyone(sam)(follower[side])).toEqual([]);
      expect(await following(follower[side])).toEqual([]);
    }
    const edge = uniqueName('Edge');
    await expectFresh(
      () => sam.b.postShow({ artist: edge, date: daysAgo(29) }),
      as(follower, {
        everyone: [everyone(sam), [], [[sam.displayName, edge]]],
        following: [following, [], [[sam.displayName, edge]]],
      }),
    );
    // The old show is on the profile like any other.
    const ranked = (await follower.a.get(`/api/users/${sam.id}/ranked-shows`)).json() as Show[];
    expect(ranked.map((s) => s.artist).sort()).toEqual([edge, old].sort());
  });

  it('a setlist.fm import and a CSV of 120 rows (three commit batches) enter once each', async () => {
    const ada = await person(`Ada ${uniqueName('n')}`);
    const follower = await person('Batches Follower');
    await follower.a.post(`/api/users/${follower.id}/following/${ada.id}`);
    const page = readFileSync(
      new URL(
        '../../../../packages/domain/test/fixtures/setlistfm/attended-page-1.json',
        import.meta.url,
      ),
    );
    const setlists = await previewImport(ada, 'setlistfm', [page]);
    const fromSetlists = await ada.a.post(`/api/users/${ada.id}/imports/${setlists}/commit`);
    const created = (fromSetlists.json() as { created: number }).created;
    expect(created).toBeGreaterThan(0);
    const csv = await previewImport(ada, 'csv', [Buffer.from(oldShowsCsv(120, uniqueName('B')))]);
    const entries = as(follower, {
      everyone: [
        everyone(ada),
        [[ada.displayName, `imported ${created}`]],
        [
          [ada.displayName, 'imported 120'],
          [ada.displayName, `imported ${created}`],
        ],
      ],
      following: [
        following,
        [[ada.displayName, `imported ${created}`]],
        [
          [ada.displayName, 'imported 120'],
          [ada.displayName, `imported ${created}`],
        ],
      ],
    });
    await expectFresh(commit(ada, ada.a, csv), entries);
    // The show holding an import's entry deleted, the entry goes with it.
    const held = ((await ada.b.get('/api/shows?limit=50')).json() as Show[]).find(
      (s) => s.userId === ada.id && s.importedShows === created,
    )!;
    const gone = as(follower, {
      everyone: [everyone(ada), entries[0]!.after, [[ada.displayName, 'imported 120']]],
      following: [following, entries[1]!.after, [[ada.displayName, 'imported 120']]],
    });
    await expectFresh(() => ada.b.del(`/api/shows/${held.id}`), gone);
  });
});
