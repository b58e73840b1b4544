/**
 * A taste match is fresh after every write that changes it, read
 * through both apps on one database (freshness-checks.ts): a score edited by
 * either user, a common artist added, a show deleted, and the other user
 * going private (the match is then refused).
 */
import { describe, it } from 'vitest';
import { daysAgo, uniqueName } from '../support/helpers';
import { as, at, expectFresh, rpc, undone } from '../support/freshness-checks';
import { useTwoApps, type Person } from '../support/two-apps';

const t = useTwoApps();
const person = (displayName: string) => t.newPerson({ displayName });

interface Match {
  percent: number;
  artistCount: number;
  bothLoved: { artistName: string }[];
}
/** '<percent>% on <n>: <both loved>', or null. */
const summary = (m: Match | null) =>
  m && `${m.percent}% on ${m.artistCount}: ${m.bothLoved.map((a) => a.artistName).join(', ')}`;
const match = (other: Person) => at<Match | null>(`/api/users/${other.id}/taste-match`, summary);
const matchRpc = (other: Person) =>
  rpc<Match | null>('profile.tasteMatch', { userId: other.id }, summary);

/** Both ways round, REST and tRPC. */
const bothWays = (ana: Person, rui: Person, anaSees: unknown[], ruiSees: unknown[]) => [
  ...as(ana, {
    'the match': [match(rui), anaSees[0], anaSees[1]],
    'the match (tRPC)': [matchRpc(rui), anaSees[0], anaSees[1]],
  }),
  ...as(rui, { 'the match': [match(ana), ruiSees[0], ruiSees[1]] }),
];

const logShow = async (p: Person, artist: string, score: number) =>
  (await p.a.addShow({ artist, score, city: 'Lisbon', date: daysAgo(9) })).id;

describe('taste match', () => {
  it('a score edited by either user moves it, through both apps', async () => {
    const ana = await person('Taste Ana');
    const rui = await person('Taste Rui');
    const artist = uniqueName('Band');
    const anas = await logShow(ana, artist, 90);
    const ruis = await logShow(rui, artist, 80);
    const before = `90% on 1: ${artist}`;

    // Ana re-scores: 100 - |60 - 80| = 80, no longer loved by both.
    const byAna = bothWays(ana, rui, [before, '80% on 1: '], [before, '80% on 1: ']);
    await expectFresh(() => ana.b.put(`/api/shows/${anas}/score`, { score: 60 }), byAna);
    await expectFresh(() => ana.a.put(`/api/shows/${anas}/score`, { score: 90 }), undone(byAna));

    // Rui re-scores through the edit form: 100 - |90 - 95| = 95.
    const byRui = bothWays(
      ana,
      rui,
      [before, `95% on 1: ${artist}`],
      [before, `95% on 1: ${artist}`],
    );
    await expectFresh(
      () => rui.b.putShow(ruis, { artist, city: 'Lisbon', date: daysAgo(9), score: 95 }),
      byRui,
    );
  });

  it('a common artist added and a show deleted change it; going private refuses it', async () => {
    const ana = await person('Taste Ana 2');
    const rui = await person('Taste Rui 2');
    const [first, second] = [uniqueName('Band'), uniqueName('Band')];
    await logShow(ana, first, 70);
    await logShow(rui, first, 70);
    await logShow(ana, second, 100);
    const one = `100% on 1: `;
    const two = `75% on 2: `; // (1 + 0.5) / 2
    const added = bothWays(ana, rui, [one, two], [one, two]);
    const res = await expectFresh(
      () => rui.b.postShow({ artist: second, score: 50, city: 'Lisbon', date: daysAgo(3) }),
      added,
    );
    const ruisSecond = (res.json() as { show: { id: number } }).show.id;
    await expectFresh(() => rui.a.del(`/api/shows/${ruisSecond}`), undone(added));

    const hidden = as(ana, {
      'the match': [match(rui), one, '403 This account is private'],
    });
    await expectFresh(
      () => rui.b.patch(`/api/users/${rui.id}/profile`, { isPrivate: true }),
      hidden,
    );
  });

  it('no artist in common is null until one is', async () => {
    const ana = await person('Taste Ana 3');
    const rui = await person('Taste Rui 3');
    const artist = uniqueName('Band');
    await logShow(ana, artist, 85);
    const first = bothWays(ana, rui, [null, `90% on 1: ${artist}`], [null, `90% on 1: ${artist}`]);
    await expectFresh(
      () => rui.a.postShow({ artist, score: 95, city: 'Lisbon', date: daysAgo(2) }),
      first,
    );
  });
});
