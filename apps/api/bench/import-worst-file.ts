// node --import tsx bench/import-worst-file.ts [--files 2] [--commas 4999000] [--previews 1]
//                                             [--workers 1] [--postgres URL]
// One client's worst import file against the production server in its own
// process (SQLite in a temporary folder unless --postgres names a database;
// rate limits off): `--files` CSV files, each the line `date,artist,city`
// followed by a line of `--commas` commas (about 5 MB each, 10 MB together),
// previewed `--previews` times in a row by one user, while another signed-in
// user reads their unread-notification count in a loop. `--workers` server
// processes (1 by default, so the reader always shares the previewing
// process's event loop, the worst case); the reader runs in its own thread
// here, so only the server's delays are timed. Prints each preview's status, time
// and answer size, the server processes' peak resident memory (VmHWM, sampled
// from /proc), and the reader's latencies alone and during the previews.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { killServers, startServer } from '../test/server-process';
import { loadNow, machineLine, register, type Account } from './lib';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '2' },
    commas: { type: 'string', default: '4999000' },
    previews: { type: 'string', default: '1' },
    workers: { type: 'string', default: '1' },
    postgres: { type: 'string' },
  },
});
const FILES = Number(values.files);
const COMMAS = Number(values.commas);
const PREVIEWS = Number(values.previews);
process.on('exit', killServers);

/** The server's processes: the one started and, with workers, its children. */
function serverPids(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}

/** VmRSS and VmHWM (peak) of a process, in bytes (0 once it is gone). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) =>
      Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return { rss: 0, hwm: 0 };
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The reader's unread count in a loop until `stop()`; latencies in ms. The
 * loop runs in a worker thread, so building and sending the big upload in
 * this thread never delays (or times) the reader's requests.
 */
function readLoop(base: string, reader: Account) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const { url, cookie } = workerData;
    const times = [];
    let errors = 0;
    let running = true;
    parentPort.on('message', () => (running = false));
    (async () => {
      while (running) {
        const started = performance.now();
        try {
          const res = await fetch(url, { headers: { cookie } });
          await res.arrayBuffer();
          if (!res.ok) errors += 1;
        } catch {
          errors += 1;
        }
        times.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
      parentPort.postMessage({ times, errors });
    })();
    `,
    {
      eval: true,
      workerData: {
        url: `${base}/api/users/${reader.id}/notifications/unread-count`,
        cookie: reader.cookie,
      },
    },
  );
  return {
    async stop() {
      const done = new Promise<{ times: number[]; errors: number }>((resolve) =>
        worker.once('message', resolve),
      );
      worker.postMessage('stop');
      const { times, errors } = await done;
      await worker.terminate();
      const sorted = [...times].sort((a, b) => a - b);
      return {
        n: sorted.length,
        errors,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? NaN,
      };
    },
  };
}

const fmt = (r: { n: number; errors: number; p50: number; p99: number; max: number }) =>
  `${r.n} reads, ${r.errors} errors, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms`;
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const loadBefore = loadNow();
  const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-bench-worst-import-'));
  const env: Record<string, string> = { WORKERS: values.workers };
  if (values.postgres) env.DATABASE_URL = values.postgres;
  const server = await startServer(dataDir, env);
  const base = server.url;
  try {
    const stamp = Date.now().toString(36);
    const importer = await register(base, `worst_${stamp}`);
    const reader = await register(base, `reader_${stamp}`);
    const file = `date,artist,city\n${','.repeat(COMMAS)}`;

    const alone = readLoop(base, reader);
    await new Promise((r) => setTimeout(r, 3000));
    const baseline = await alone.stop();

    const pids = serverPids(server.proc.pid!);
    const before = pids.map((pid) => memoryOf(pid).rss);
    let peak = 0;
    const sampler = setInterval(() => {
      for (const pid of pids) peak = Math.max(peak, memoryOf(pid).rss);
    }, 50);
    const during = readLoop(base, reader);
    const previews: { status: number; ms: number; bytes: number; head: string }[] = [];
    for (let i = 0; i < PREVIEWS; i++) {
      const form = new FormData();
      form.append('source', 'csv');
      for (let f = 0; f < FILES; f++) {
        form.append('file', new Blob([file], { type: 'text/csv' }), `worst-${f}.csv`);
      }
      const started = performance.now();
      const res = await fetch(`${base}/api/users/${importer.id}/imports`, {
        method: 'POST',
        headers: { cookie: importer.cookie },
        body: form,
      });
      const body = await res.arrayBuffer();
      previews.push({
        status: res.status,
        ms: performance.now() - started,
        bytes: body.byteLength,
        head: Buffer.from(body.slice(0, 160)).toString('utf8'),
      });
    }
    const busy = await during.stop();
    clearInterval(sampler);
    const hwm = Math.max(...pids.map((pid) => memoryOf(pid).hwm));

    console.log(
      `\nWorst import file: ${FILES} CSV file(s) of 'date,artist,city' and ${COMMAS.toLocaleString('en-US')} commas (${MB(file.length * FILES)} together), ${values.workers} server process(es)`,
    );
    console.log(machineLine(values.postgres ? 'PostgreSQL' : 'SQLite', loadBefore));
    for (const [i, p] of previews.entries()) {
      console.log(
        `preview ${i + 1}: ${p.status} in ${(p.ms / 1000).toFixed(2)} s, answer ${(p.bytes / 1024).toFixed(1)} kB: ${p.head}`,
      );
    }
    console.log(
      `server memory: before ${before.map(MB).join(' / ')}, peak sampled ${MB(peak)}, VmHWM ${MB(hwm)}`,
    );
    console.log(`another user's unread count, alone:          ${fmt(baseline)}`);
    console.log(`another user's unread count, during preview: ${fmt(busy)}`);
  } finally {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
