/**
 * The people of a freshness suite, on its two apps: new people and new
 * artists in every test, their shows logged through app A, and follows.
 */
import { expect } from 'vitest';
import { daysAgo, uniqueName } from './helpers';
import { useTwoApps, type Person } from './two-apps';

/** Two apps for the tests of the file (useTwoApps), and new people with new shows on them. */
export function useFreshnessPeople() {
  const t = useTwoApps();
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
  return { person, logShows, withShow };
}

/** `who` follows (or asks to follow) `whom`: the status code. */
export const follow = async (who: Person, whom: Person) =>
  (await who.a.post(`/api/users/${who.id}/following/${whom.id}`)).statusCode;

/**
 * `who` previews a CSV import through app A: the commit of that preview,
 * through app B, for the caller to run when it is ready.
 */
export async function csvPreviewedOnA(who: Person, csv: string) {
  const preview = await who.a.form('POST', `/api/users/${who.id}/imports`, { source: 'csv' }, [
    { field: 'file', name: 'gigs.csv', type: 'text/csv', data: Buffer.from(csv) },
  ]);
  expect(preview.statusCode, preview.body).toBe(200);
  const { importId } = preview.json() as { importId: string };
  return () => who.b.post(`/api/users/${who.id}/imports/${importId}/commit`);
}
