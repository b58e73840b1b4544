/**
 * Show writes sent at once keep every counter and rank right. On
 * PostgreSQL the transactions run side by side: one user's show writes wait
 * for each other on the user's row (countShow, lockUserShows) and an
 * artist's counters move last (countArtists); SQLite runs them one at a
 * time. Several people add, edit, re-score and delete shows of the same few
 * artists with tied scores and dates, and write, move and remove the setlists
 * of the same gigs, all at once, and then every counter (the songs' shared
 * counters included) and rank is compared with a recount.
 */
import { describe, expect, it } from 'vitest';
import { counterMismatches, useTestApp, type TestUser } from '../support/helpers';

const t = useTestApp();
const ARTISTS = ['Radiohead', 'Björk', 'Massive Attack'];
const DATES = ['2025-03-01', '2025-03-02'];
const SCORES = [50, 70, 90];
const SONGS = ['One', 'Two', 'Three', 'Four', 'Five'];
/** A setlist of three of the same few songs: the same songs' counters, moved by everyone. */
const setlist = (k: number) => ({
  songs: SONGS.slice(k % 3, (k % 3) + 3).map((title) => ({ title })),
});

/** Sends every request at once and expects each to succeed. */
async function allAtOnce(requests: Promise<{ statusCode: number; body: string }>[]) {
  for (const res of await Promise.all(requests)) expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('show writes at once', () => {
  it('leave counters and ranks equal to a recount', async () => {
    const people: TestUser[] = [];
    for (let i = 0; i < 4; i++) people.push(await t.newUser({ displayName: `Writer ${i}` }));
    const fields = (i: number) => ({
      artist: ARTISTS[i % ARTISTS.length]!,
      date: DATES[i % DATES.length]!,
      score: SCORES[i % SCORES.length]!,
    });

    // Each person adds six shows at once, beside the others.
    await allAtOnce(
      people.flatMap((p, i) => [0, 1, 2, 3, 4, 5].map((k) => p.postShow(fields(i + k)))),
    );
    expect(await counterMismatches(t.db)).toEqual([]);

    const showsOf = async (p: TestUser) =>
      ((await p.get(`/api/users/${p.user.id}/ranked-shows`)).json() as { id: number }[]).map(
        (s) => s.id,
      );
    // Everyone writes the setlists of all their shows at once: the songs' counters of shared
    // gigs move side by side.
    const written = await Promise.all(people.map(showsOf));
    await allAtOnce(
      people.flatMap((p, i) =>
        written[i]!.map((id, k) => p.put(`/api/shows/${id}/setlist`, setlist(i + k))),
      ),
    );
    expect(await counterMismatches(t.db)).toEqual([]);

    // Then, all at once: each adds two more, re-scores one, moves one (and its setlist) to
    // another city, deletes two, and rewrites a setlist, while the others do the same.
    const owned = await Promise.all(people.map(showsOf));
    await allAtOnce(
      people.flatMap((p, i) => {
        const [a, b, c, d, e] = owned[i]!;
        return [
          p.postShow(fields(i + 1)),
          p.postShow(fields(i + 2)),
          p.put(`/api/shows/${a}/score`, { score: SCORES[(i + 1) % SCORES.length] }),
          p.putShow(b!, { ...fields(i + 1), city: 'Porto' }),
          p.del(`/api/shows/${c}`),
          p.del(`/api/shows/${d}`),
          p.put(`/api/shows/${e}/setlist`, setlist(i + 2)),
        ];
      }),
    );
    expect(await counterMismatches(t.db)).toEqual([]);
    for (const p of people) expect(await showsOf(p)).toHaveLength(6);
  });
});
