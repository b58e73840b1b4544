/**
 * Keeps a spreadsheet of your shows in step with your Gigrank account. The
 * file is a CSV with the columns date,artist,city,venue,score (a date as
 * YYYY-MM-DD, a score from 0 to 100):
 * - each row not logged yet is logged (a row and a show match on date,
 *   artist and city, whatever their case, accents or spacing);
 * - each show logged elsewhere (in the app, by an import) is appended;
 * so a second run logs nothing and leaves the file as it is. A file that
 * does not exist yet is written with every show of the account; other
 * columns of the file are kept.
 *
 * Run it with a personal access token that has the `read` and `shows:write`
 * scopes (Settings, API tokens):
 *
 *   GIGRANK_URL=http://localhost:3000 GIGRANK_TOKEN=gr_pat_... \
 *     pnpm --filter @gigrank/examples sync-csv ~/shows.csv
 *
 * It exits with 1 when a row could not be logged (its line and the reason
 * are printed; the row stays in the file) and 2 when it cannot start.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createGigrankClient, type RouterOutputs } from '@gigrank/client';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

type Show = RouterOutputs['shows']['ranked'][number];
const COLUMNS = ['date', 'artist', 'city', 'venue', 'score'] as const;
/** A row by column name: the five above and any other the file has, kept as they are. */
type Row = Record<string, string>;
/** The rating queue's largest page (imports.unscored). */
const UNSCORED_PAGE = 50;

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

const [file] = process.argv.slice(2);
const token = process.env.GIGRANK_TOKEN;
if (!file) stop('Usage: sync-csv <file.csv> (with GIGRANK_TOKEN and GIGRANK_URL set)');
if (!token)
  stop('Set GIGRANK_TOKEN to a personal access token with the read and shows:write scopes');
// pnpm runs a script in its package's folder: a relative path is the caller's.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const gigrank = createGigrankClient(process.env.GIGRANK_URL ?? 'http://localhost:3000', { token });

/** Text as rows and shows are matched on it: no accents, one space, lower case. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
type Named = { date?: string; artist?: string; city?: string };
const keyOf = (s: Named) => [s.date, s.artist, s.city].map((v) => fold(v ?? '')).join('\n');
const describe = (s: Named) => `${s.date} ${s.artist}, ${s.city}`;

/** The file's header (the five columns for a new file) and rows. */
function readFile(): { header: string[]; rows: Row[] } {
  if (!existsSync(path)) return { header: [...COLUMNS], rows: [] };
  let header: string[] = [];
  const rows: Row[] = parse(readFileSync(path), {
    columns: (names: string[]) => (header = names),
    skip_empty_lines: true,
    trim: true,
  });
  const missing = COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) stop(`${path} has no ${missing.join(', ')} column (${COLUMNS.join(',')})`);
  return { header, rows };
}

/** Every show of the user: the ranking, and the imported shows still waiting for a score. */
async function showsOf(userId: number): Promise<Show[]> {
  const shows = await gigrank.shows.ranked.query({ userId });
  for (let after: number | undefined; ;) {
    const page = await gigrank.imports.unscored.query({ userId, limit: UNSCORED_PAGE, after });
    shows.push(...page.shows);
    if (page.shows.length < UNSCORED_PAGE) return shows;
    after = page.shows.at(-1)!.id;
  }
}

const me = await gigrank.auth.me.query();
if (!me) stop('The token signs no one in');
const { header, rows } = readFile();
const shows = await showsOf(me.id);
const logged = new Set(shows.map(keyOf));

let loggedNow = 0;
let failed = 0;
let renamed = false;
for (const [index, row] of rows.entries()) {
  if (logged.has(keyOf(row))) continue;
  try {
    const show = await gigrank.shows.create.mutate({
      date: row.date ?? '',
      artist: row.artist ?? '',
      city: row.city ?? '',
      venue: row.venue || undefined,
      score: row.score ?? '',
    });
    loggedNow += 1;
    console.log(`Logged ${describe(show)}${row.venue ? ` at ${row.venue}` : ''}: ${show.score}`);
    // The catalogue may spell the artist or the city its own way: the row
    // takes the stored names, so that it matches the show on the next run.
    if (keyOf(show) !== keyOf(row)) {
      console.log(`  (row ${index + 2} now reads ${show.artist}, ${show.city}, as stored)`);
      Object.assign(row, { artist: show.artist, city: show.city });
      renamed = true;
    }
    logged.add(keyOf(row));
  } catch (error) {
    failed += 1;
    console.error(`Row ${index + 2} (${describe(row)}) not logged: ${(error as Error).message}`);
  }
}

const inStep = rows.length - loggedNow - failed;
const inFile = new Set(rows.map(keyOf));
const elsewhere = shows
  .filter((show) => !inFile.has(keyOf(show)))
  .sort((a, b) => a.date.localeCompare(b.date) || a.artist.localeCompare(b.artist));
for (const show of elsewhere) {
  console.log(`Appended ${describe(show)}, logged elsewhere`);
  rows.push({
    ...Object.fromEntries(header.map((name) => [name, ''])),
    date: show.date,
    artist: show.artist,
    city: show.city,
    venue: show.venue ?? '',
    score: show.score === null ? '' : String(show.score),
  });
}
if (elsewhere.length || renamed || !existsSync(path)) {
  writeFileSync(path, stringify(rows, { header: true, columns: header }));
}
console.log(
  `${loggedNow} logged, ${elsewhere.length} appended, ${inStep} already in step` +
    (failed ? `, ${failed} not logged` : '') +
    ` (${path})`,
);
process.exitCode = failed ? 1 : 0;
