// pnpm -C apps/api bench:import [--rows 5000] [--readers 8] [--postgres URL]
// The import target: a CSV of `--rows` shows (many artists and cities, a
// fifth without a score, guests on some) previewed and committed through the
// REST paths of the production server in its own process (SQLite in a
// temporary folder unless --postgres names a database), by a user who already
// has 200 shows. Meanwhile `--readers` other signed-in users each read their
// own profile, ranking and the feed in a loop, so the figure says whether the
// app stays responsive for others while an import runs; their latencies are
// measured before the import (alone) and during it. Prints the preview and
// commit times, the rows per second, the readers' p50/p99/max in both phases
// and the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { killServers, startServer } from '../test/support/server-process';
import { loadNow, machineLine, readsLine, readsOf, register, type Account } from './lib';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    readers: { type: 'string', default: '8' },
    postgres: { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const READERS = Number(values.readers);
process.on('exit', killServers);

const CITIES = ['Lisbon', 'Porto', 'Madrid', 'Paris', 'Berlin', 'London', 'New York', 'Tokyo'];
const COUNTRIES = ['PT', 'PT', 'ES', 'FR', 'DE', 'GB', 'US', 'JP'];

/** A past day per row, 1.3 days apart from 2000-01-01 (5,000 rows end in 2017). */
function dateOf(i: number): string {
  return new Date(Date.UTC(2000, 0, 1) + Math.floor(i * 1.3) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

/** A spreadsheet of `rows` shows: 600 artists, 8 cities, one row in five unscored, guests on some. */
function csvOf(rows: number, prefix: string): string {
  const lines = ['date,artist,city,country,venue,score,notes,guests'];
  for (let i = 0; i < rows; i++) {
    const c = i % CITIES.length;
    const score = i % 5 === 0 ? '' : String((i * 37) % 101);
    const guests = i % 7 === 0 ? `${prefix} Guest ${i % 50}` : '';
    lines.push(
      `${dateOf(i)},${prefix} Artist ${i % 600},${CITIES[c]},${COUNTRIES[c]},Hall ${i % 40},${score},"Row ${i}, noted",${guests}`,
    );
  }
  return lines.join('\n');
}

/** Each reader reads its own screens in a loop until `stop()`; latencies in ms. */
function readLoop(base: string, readers: Account[]) {
  const times: number[] = [];
  let errors = 0;
  let running = true;
  const loops = readers.map(async (r, n) => {
    const paths = [
      `/api/users/${r.id}`,
      `/api/users/${r.id}/ranked-shows`,
      '/api/shows?limit=50',
      `/api/users/${r.id}/artist-insights`,
    ];
    for (let i = n; running; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${paths[i % paths.length]}`, {
        headers: { cookie: r.cookie },
      });
      await res.arrayBuffer();
      if (!res.ok) errors += 1;
      times.push(performance.now() - started);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return readsOf(times, errors);
    },
  };
}

async function main() {
  const loadBefore = loadNow();
  const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-bench-import-'));
  const env: Record<string, string> = values.postgres ? { DATABASE_URL: values.postgres } : {};
  const server = await startServer(dataDir, env);
  const base = server.url;
  try {
    const stamp = Date.now().toString(36);
    const importer = await register(base, `importer_${stamp}`);
    const readers = await Promise.all(
      Array.from({ length: READERS }, (_, i) => register(base, `reader_${i}_${stamp}`)),
    );
    // Everyone has a history: the importer's 200 and the readers' 30 each, through the same path.
    const seed = async (who: Account, rows: number, prefix: string) => {
      const form = new FormData();
      form.append('source', 'csv');
      form.append('file', new Blob([csvOf(rows, prefix)], { type: 'text/csv' }), 'seed.csv');
      const preview = await fetch(`${base}/api/users/${who.id}/imports`, {
        method: 'POST',
        headers: { cookie: who.cookie },
        body: form,
      });
      const { importId } = (await preview.json()) as { importId: string };
      await fetch(`${base}/api/users/${who.id}/imports/${importId}/commit`, {
        method: 'POST',
        headers: { cookie: who.cookie },
      });
    };
    await seed(importer, 200, `Old ${stamp}`);
    for (const [i, r] of readers.entries()) await seed(r, 30, `Reader ${i} ${stamp}`);

    const alone = readLoop(base, readers);
    await new Promise((r) => setTimeout(r, 5000));
    const baseline = await alone.stop();

    const csv = csvOf(ROWS, `Bench ${stamp}`);
    const during = readLoop(base, readers);
    const t0 = performance.now();
    const form = new FormData();
    form.append('source', 'csv');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'history.csv');
    const previewRes = await fetch(`${base}/api/users/${importer.id}/imports`, {
      method: 'POST',
      headers: { cookie: importer.cookie },
      body: form,
    });
    const previewed = (await previewRes.json()) as {
      importId: string;
      preview: { create: unknown[]; duplicates: unknown[]; refusedTotal: number };
    };
    const t1 = performance.now();
    const commitRes = await fetch(
      `${base}/api/users/${importer.id}/imports/${previewed.importId}/commit`,
      { method: 'POST', headers: { cookie: importer.cookie } },
    );
    const committed = (await commitRes.json()) as { created: number; skipped: number };
    const t2 = performance.now();
    const busy = await during.stop();

    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(`\nImport of ${ROWS} CSV rows (${(csv.length / 1024).toFixed(0)} kB)`);
    console.log(machineLine(values.postgres ? 'PostgreSQL' : 'SQLite', loadBefore));
    console.log(
      `preview: ${seconds(t1 - t0)} (${previewed.preview.create.length} to create, ${previewed.preview.duplicates.length} duplicates, ${previewed.preview.refusedTotal} refused)`,
    );
    console.log(
      `commit: ${seconds(t2 - t1)} (${committed.created} created, ${committed.skipped} skipped; ${Math.round(committed.created / ((t2 - t1) / 1000))} rows/s)`,
    );
    console.log(`total: ${seconds(t2 - t0)} (target: under 30 s)`);
    console.log(
      `${READERS} other users reading their screens, alone:        ${readsLine(baseline)}`,
    );
    console.log(`${READERS} other users reading their screens, during import: ${readsLine(busy)}`);
    if (committed.created !== ROWS) process.exitCode = 1;
  } finally {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
