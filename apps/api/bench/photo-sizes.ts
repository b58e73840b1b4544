// pnpm -C apps/api bench:photos [--adds 40] [--at-once 4] [--megapixels 12]
// A show with a photo against the production server in its own process
// (SQLite in a temporary folder, rate limits off): `--adds` POST /api/shows,
// `--at-once` in flight at a time (each lane its own account: uploads at once are 2 per account), each carrying one JPEG of noise of about
// `--megapixels` (a phone's photo of a lit stage: noise does not compress).
// For each it times the answer, then how long after the answer the photo's
// display size is served (GET its URL until 200, every 20 ms): the sizes are
// made after the answer (storage/photo-jobs.ts). Prints p50, p99 and the
// most of both, the CPU the server used per add, and the machine's load.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArgs } from '../src/scripts/args';
import { killServers, startServer } from '../test/support/server-process';
import { processTreeCpuMs } from './cpu';
import { formParts, loadNow, machineLine, register } from './lib';
import { noiseJpeg } from '../test/support/noise-jpeg';

const args = readArgs({ adds: 40, 'at-once': 4, megapixels: 12 }, []);
process.on('exit', killServers);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function noisePhoto(megapixels: number): Promise<Buffer> {
  const width = Math.round(Math.sqrt((megapixels * 1e6 * 4) / 3));
  return noiseJpeg(width, Math.round((width * 3) / 4), 90);
}

const loadBefore = loadNow();
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-photos-'));
// Its log (a line per request) goes to a file, as in production.
const server = await startServer(dataDir, {}, join(dataDir, 'server.log'));
try {
  const photo = await noisePhoto(args.megapixels);
  const accounts = await Promise.all(
    Array.from({ length: args['at-once'] }, (_, i) =>
      register(server.url, `photos_${process.pid}_${i}`),
    ),
  );
  const boundary = 'photosbench';
  const { field, jpeg, end } = formParts(boundary);
  const answers: number[] = [];
  const sizes: number[] = [];
  let errors = 0;
  let next = 0;
  const cpuBefore = processTreeCpuMs(server.proc.pid!);

  async function addOne(i: number, cookie: string): Promise<void> {
    const body = Buffer.concat([
      field('artist', `Photo Bench ${i % 7}`),
      field('city', 'Lisbon'),
      field('date', `2025-0${1 + (i % 9)}-1${i % 9}`),
      field('score', String((i * 37) % 101)),
      ...jpeg('photos', 'stage.jpg', photo),
      end(),
    ]);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/shows`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    const answered = performance.now();
    if (res.status !== 201) {
      errors += 1;
      await res.arrayBuffer();
      return;
    }
    answers.push(answered - started);
    const { show } = (await res.json()) as { show: { photos: { url: string }[] } };
    const url = `${server.url}${show.photos[0]!.url}`;
    for (;;) {
      const got = await fetch(url);
      await got.arrayBuffer();
      if (got.status === 200) break;
      if (performance.now() - answered > 60_000) {
        errors += 1;
        return;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    sizes.push(performance.now() - answered);
  }

  const started = performance.now();
  await Promise.all(
    accounts.map(async ({ cookie }) => {
      while (next < args.adds) await addOne(next++, cookie);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = processTreeCpuMs(server.proc.pid!) - cpuBefore;

  answers.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(0);
  console.log(machineLine('SQLite', loadBefore));
  console.log(
    `\n${args.adds} adds, ${args['at-once']} at a time, one ${args.megapixels} MP JPEG each (${(photo.length / 1e6).toFixed(1)} MB); ${availableParallelism()} cores; ${(args.adds / seconds).toFixed(1)} adds/s; errors ${errors}; server CPU per add ${(cpuMs / Math.max(1, answers.length)).toFixed(0)} ms; load ${loadBefore.toFixed(1)} → ${loadNow().toFixed(1)}\n`,
  );
  console.log('| | p50 ms | p99 ms | most ms |\n|---|---:|---:|---:|');
  console.log(
    `| answer (upload stored) | ${ms(percentile(answers, 50))} | ${ms(percentile(answers, 99))} | ${ms(answers.at(-1)!)} |`,
  );
  console.log(
    `| sizes served, after the answer | ${ms(percentile(sizes, 50))} | ${ms(percentile(sizes, 99))} | ${ms(sizes.at(-1)!)} |`,
  );
} finally {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
}
