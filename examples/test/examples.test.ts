/**
 * The example tools run as a person runs them (`pnpm run sync-csv ...`),
 * against the API listening on a port, with a personal access token.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../../apps/api/test/support/helpers';
import { runCommand, userWithToken } from '../../apps/api/test/support/tool-tests';

const examplesDir = fileURLToPath(new URL('..', import.meta.url));

const t = useTestApp();
let env: Record<string, string>;
let fan: TestUser;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gigrank-examples-'));
  // Shows logged in the app before the spreadsheet is synced.
  const made = await userWithToken(
    t,
    'Sheet Fan',
    [
      { artist: 'Massive Attack', city: 'Porto', date: '2024-03-10', score: 85 },
      { artist: 'Fontaines D.C.', city: 'Dublin', date: '2023-11-12', score: 88 },
    ],
    ['read', 'shows:write'],
  );
  fan = made.user;
  env = {
    GIGRANK_URL: await t.app.listen({ port: 0, host: '127.0.0.1' }),
    GIGRANK_TOKEN: made.token,
  };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `pnpm run <script> ...args` in examples/ (with `extra` env): its exit code and output. */
const tool = (extra: Record<string, string>, script: string, ...args: string[]) =>
  runCommand('pnpm', ['run', '--silent', script, ...args], examplesDir, { ...env, ...extra });

describe('the example tools', () => {
  it('sync-csv logs the rows not logged yet, appends the shows logged elsewhere, and then has nothing to do', async () => {
    const csv = join(dir, 'shows.csv');
    writeFileSync(
      csv,
      [
        'date,artist,city,venue,score',
        '2024-06-01,Radiohead,Lisbon,MEO Arena,92',
        '2024-11-20,Radiohead,Lisbon,,80',
        '2024-09-30,Portishead,Lisbon,,97',
        // Logged in the app already: matched whatever the case.
        '2024-03-10,massive attack,PORTO,,85',
        '',
      ].join('\n'),
    );

    const first = await tool({}, 'sync-csv', csv);
    expect(first.code, first.out).toBe(0);
    expect(first.out.trim().split('\n')).toEqual([
      'Logged 2024-06-01 Radiohead, Lisbon at MEO Arena: 92',
      'Logged 2024-11-20 Radiohead, Lisbon: 80',
      'Logged 2024-09-30 Portishead, Lisbon: 97',
      'Appended 2023-11-12 Fontaines D.C., Dublin, logged elsewhere',
      `3 logged, 1 appended, 1 already in step (${csv})`,
    ]);
    const written = readFileSync(csv, 'utf8');
    expect(written.trim().split('\n')).toEqual([
      'date,artist,city,venue,score',
      '2024-06-01,Radiohead,Lisbon,MEO Arena,92',
      '2024-11-20,Radiohead,Lisbon,,80',
      '2024-09-30,Portishead,Lisbon,,97',
      '2024-03-10,massive attack,PORTO,,85',
      '2023-11-12,Fontaines D.C.,Dublin,,88',
    ]);
    const ranked = (await fan.get(`/api/users/${fan.user.id}/ranked-shows`)).json() as unknown[];
    expect(ranked).toHaveLength(5);

    const second = await tool({}, 'sync-csv', csv);
    expect(second.code, second.out).toBe(0);
    expect(second.out.trim()).toBe(`0 logged, 0 appended, 5 already in step (${csv})`);
    expect(readFileSync(csv, 'utf8')).toBe(written);
    expect((await fan.get(`/api/users/${fan.user.id}/ranked-shows`)).json()).toHaveLength(5);
  });

  it("print-year prints the Wrapped of a year: the token owner's, or someone's by username", async () => {
    const { user: year, token } = await userWithToken(
      t,
      'Year Fan',
      [
        { artist: 'Radiohead', city: 'Lisbon', date: '2024-06-01', score: 92 },
        { artist: 'Radiohead', city: 'Lisbon', date: '2024-11-20', score: 80 },
        { artist: 'Portishead', city: 'Lisbon', date: '2024-09-30', score: 97 },
        { artist: 'Massive Attack', city: 'Porto', date: '2024-03-10', score: 85 },
        { artist: 'Fontaines D.C.', city: 'Dublin', date: '2023-11-12', score: 88 },
        { artist: 'Idles', city: 'Bristol', date: '2022-05-02', score: 90 },
      ],
      ['read'],
    );

    const own = await tool({ GIGRANK_TOKEN: token }, 'print-year', '2024');
    expect(own.code, own.out).toBe(0);
    expect(own.out.trim().split('\n')).toEqual([
      `Year Fan (@${year.user.username}): Gigrank Wrapped 2024`,
      '4 shows',
      'Favorite artist: Radiohead, 86.0 on average over 2 shows',
      'Most seen artist: Radiohead, 2 shows',
      'Most visited city: Lisbon, 3 shows',
      'Global rank: #1',
      'Best shows:',
      '  1. Portishead, Lisbon, 2024-09-30: 97',
      '  2. Radiohead, Lisbon, 2024-06-01: 92',
      '  3. Massive Attack, Porto, 2024-03-10: 85',
    ]);

    // Another person's year, with the first fan's token.
    const theirs = await tool({}, 'print-year', '2023', year.user.username);
    expect(theirs.code, theirs.out).toBe(0);
    expect(theirs.out).toContain(
      `Year Fan (@${year.user.username}): Gigrank Wrapped 2023\n1 show\n`,
    );
    expect(theirs.out).toContain('  1. Fontaines D.C., Dublin, 2023-11-12: 88');
  });
});
