/**
 * Imports committed at once keep every counter right, and never wait for
 * each other crosswise. On PostgreSQL each batch locks its artists' rows in
 * artist order before one update counts them all (countArtistsAtOnce), while
 * the shows it just inserted hold KEY SHARE locks on the same artists
 * through their foreign key: several people import spreadsheets of the same
 * artists, in different orders, all at once, and then every counter is
 * compared with a recount. SQLite runs them one at a time.
 */
import { describe, expect, it } from 'vitest';
import { counterMismatches, useTestApp, type TestUser } from '../support/helpers';
import { commitImportRequest, previewImportOk } from '../support/imports';

const t = useTestApp();
const ARTISTS = ['Radiohead', 'Björk', 'Massive Attack', 'Portishead', 'Arca', 'Adele'];

/** A spreadsheet of 24 shows of the six artists, in an order of its own, some with a ticket. */
function sheet(seed: number): string {
  const rows = Array.from({ length: 24 }, (_, i) => {
    const artist = ARTISTS[(i * (seed + 1) + seed) % ARTISTS.length]!;
    const day = String((i % 28) + 1).padStart(2, '0');
    const price = i % 3 === 0 ? `${20 + i}.50` : '';
    return `2024-${String((i % 12) + 1).padStart(2, '0')}-${day},${artist},Lisbon,${(i * 7) % 101},${price},EUR`;
  });
  return ['Date,Artist,City,Score,Price,Currency', ...rows].join('\n');
}

describe('imports at once', () => {
  it('leave the counters equal to a recount', async () => {
    const people: TestUser[] = [];
    for (let i = 0; i < 4; i++) people.push(await t.newUser({ displayName: `Importer ${i}` }));
    const previews = await Promise.all(people.map((p, i) => previewImportOk(p, 'csv', [sheet(i)])));
    const commits = await Promise.all(
      people.map((p, i) => commitImportRequest(p, previews[i]!.importId)),
    );
    for (const res of commits) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().created).toBe(24);
    }
    expect(await counterMismatches(t.db)).toEqual([]);
  });
});
