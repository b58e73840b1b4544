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
import { Worker } from 'node:worker_threads';
import { readArgs } from '../src/scripts/args';
import { killServers, startServer } from '../test/support/server-process';
import { loadNow, machineLine, readsLine, readsOf, register, type Account } from './lib';

const args = readArgs({ files: 2, commas: 4_999_000, previews: 1, workers: 1 }, ['postgres']);
const FILES = args.files;
const COMMAS = args.commas;
const PREVIEWS = args.previews;
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
      return readsOf(times, errors);
    },
  };
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const loadBefore = loadNow();
  const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-bench-worst-import-'));
  const env: Record<string, string> = { WORKERS: String(args.workers) };
  if (args.postgres) env.DATABASE_URL = args.postgres;
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
      `\nWorst import file: ${FILES} CSV file(s) of 'date,artist,city' and ${COMMAS.toLocaleString('en-US')} commas (${MB(file.length * FILES)} together), ${args.workers} server process(es)`,
    );
    console.log(machineLine(args.postgres ? 'PostgreSQL' : 'SQLite', loadBefore));
    for (const [i, p] of previews.entries()) {
      console.log(
        `preview ${i + 1}: ${p.status} in ${(p.ms / 1000).toFixed(2)} s, answer ${(p.bytes / 1024).toFixed(1)} kB: ${p.head}`,
      );
    }
    console.log(
      `server memory: before ${before.map(MB).join(' / ')}, peak sampled ${MB(peak)}, VmHWM ${MB(hwm)}`,
    );
    console.log(`another user's unread count, alone:          ${readsLine(baseline)}`);
    console.log(`another user's unread count, during preview: ${readsLine(busy)}`);
  } finally {
    killServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
