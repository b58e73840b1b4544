// pnpm -C apps/api bench:uploads [--photos 20] [--uploads 4] [--photo-mb 14] [--bodies 24]
//                                [--body-mb 16] [--postgres URL]
// The audit's memory burst against the production server in its own process
// (SQLite in a temporary folder unless --postgres names a database; rate
// limits off, so every request reaches the code that reads its body):
// `--uploads` parallel POST /api/shows, each from its own account, carrying
// `--photos` photos of about `--photo-mb` MB, and at the same time `--bodies`
// unauthenticated `--body-mb` MB bodies to a small tRPC procedure. Meanwhile
// it samples the server's VmRSS/VmHWM from /proc every 50 ms and times one
// small signed-in read every 100 ms. Prints the statuses, the resident memory
// before, at its peak, and 5 s after the burst, the read latencies, and the
// machine's load average.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { readArgs } from '../src/scripts/args';
import { killServers, startServer } from '../test/support/server-process';
import { formParts } from './lib';
import { noiseJpeg } from '../test/support/noise-jpeg';

const args = readArgs({ uploads: 4, photos: 20, 'photo-mb': 14, bodies: 24, 'body-mb': 16 }, [
  'postgres',
]);
const UPLOADS = args.uploads;
const PHOTOS = args.photos;
const PHOTO_BYTES = args['photo-mb'] * 1024 * 1024;
const BODIES = args.bodies;
const BODY_BYTES = args['body-mb'] * 1024 * 1024;
process.on('exit', killServers);

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/**
 * A JPEG of noise of about `bytes` (noise does not compress, so the file is as
 * large as a phone's photo of a lit stage), well under the 40 MP input limit.
 */
async function photoOf(bytes: number): Promise<Buffer> {
  let width = 4000;
  let height = 3000;
  for (let attempt = 0; ; attempt += 1) {
    const jpeg = await noiseJpeg(width, height);
    if ((jpeg.length <= bytes && jpeg.length > bytes * 0.93) || attempt === 4) return jpeg;
    const scale = Math.sqrt((bytes * 0.97) / jpeg.length);
    width = Math.floor(width * scale);
    height = Math.floor(height * scale);
  }
}

interface Sent {
  status: number;
  ms: number;
  body: string;
}

/** Sends `parts` as one body with a Content-Length, honouring back-pressure. */
function send(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  parts: Buffer[],
): Promise<Sent> {
  const started = performance.now();
  const length = parts.reduce((n, p) => n + p.length, 0);
  return new Promise((resolve) => {
    const req = httpRequest(
      new URL(path, base),
      { method, headers: { ...headers, 'content-length': String(length) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk.length < 400 ? chunk : ''));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, body }),
        );
      },
    );
    // A server that answers early (413) may close the socket before the body is sent.
    req.on('error', (error) =>
      resolve({ status: 0, ms: performance.now() - started, body: String(error) }),
    );
    void (async () => {
      for (const part of parts) {
        if (req.destroyed) return;
        if (!req.write(part)) {
          await new Promise<void>((r) => {
            const done = () => {
              req.off('drain', done);
              req.off('close', done);
              r();
            };
            req.on('drain', done);
            req.on('close', done);
          });
        }
      }
      req.end();
    })();
  });
}

/** A show form with `count` copies of `photo`, as the web's FormData sends it. */
function showForm(photo: Buffer, count: number): { parts: Buffer[]; type: string } {
  const boundary = `----gigrankbench${Math.random().toString(16).slice(2)}`;
  const { field, jpeg, end } = formParts(boundary);
  const parts: Buffer[] = [
    field('artist', 'Bench Band'),
    field('city', 'Lisbon'),
    field('date', '2024-05-01'),
    field('score', '80'),
  ];
  for (let i = 0; i < count; i += 1) parts.push(...jpeg('photos', `p${i}.jpg`, photo));
  parts.push(end());
  return { parts, type: `multipart/form-data; boundary=${boundary}` };
}

async function register(base: string, n: number): Promise<string> {
  const username = `bench${Date.now().toString(36)}${n}`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, displayName: `Bench ${n}`, password: 'bench-secret-1' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('gigrank_session='));
  return cookie!.split(';')[0]!;
}

const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-upload-bench-'));
try {
  const photo = await photoOf(PHOTO_BYTES);
  const server = await startServer(dataDir, args.postgres ? { DATABASE_URL: args.postgres } : {});
  const pid = server.proc.pid!;
  const base = server.url;
  const cookies = await Promise.all(
    Array.from({ length: UPLOADS + 1 }, (_, i) => register(base, i)),
  );
  const reader = cookies.pop()!;
  // Warm up: a read, and one small upload so sharp and the multipart path are loaded.
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  const warm = showForm(small, 1);
  await send(
    base,
    'POST',
    '/api/shows',
    { cookie: cookies[0]!, 'content-type': warm.type },
    warm.parts,
  );
  await new Promise((r) => setTimeout(r, 2000));
  const before = memoryOf(pid);
  const loadBefore = loadavg();

  let peak = before.rss;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // the process is gone; the run reports it
    }
  }, 50);
  const readTimes: number[] = [];
  let reading = true;
  const readLoop = (async () => {
    while (reading) {
      const t = performance.now();
      await fetch(`${base}/trpc/notifications.unreadCount`, { headers: { cookie: reader } });
      readTimes.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const started = performance.now();
  const form = showForm(photo, PHOTOS);
  const big = Buffer.alloc(BODY_BYTES, 'a');
  const bodyParts = [Buffer.from('{"username":"x","password":"'), big, Buffer.from('"}')];
  const [uploads, bodies] = await Promise.all([
    Promise.all(
      cookies.map((cookie) =>
        send(base, 'POST', '/api/shows', { cookie, 'content-type': form.type }, form.parts),
      ),
    ),
    Promise.all(
      Array.from({ length: BODIES }, () =>
        send(
          base,
          'POST',
          '/trpc/auth.login',
          { 'content-type': 'application/json', origin: base },
          bodyParts,
        ),
      ),
    ),
  ]);
  const burstMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 5000));
  reading = false;
  await readLoop;
  clearInterval(sampler);
  const after = memoryOf(pid);
  const loadAfter = loadavg();

  const statuses = (list: Sent[]) => {
    const counts = new Map<number, number>();
    for (const s of list) counts.set(s.status, (counts.get(s.status) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n}x ${status}`).join(', ');
  };
  const sorted = [...readTimes].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const firstFailure = [...uploads, ...bodies].find((s) => s.status >= 400 && s.status !== 413);

  console.log(`machine: ${availableParallelism()} cores, ${MB(totalmem())} RAM`);
  console.log(
    `burst: ${UPLOADS} parallel POST /api/shows x ${PHOTOS} photos of ${MB(photo.length)} ` +
      `(${MB(photo.length * PHOTOS)} each) + ${BODIES} unauthenticated ${MB(BODY_BYTES)} ` +
      `POST /trpc/auth.login bodies, ${args.postgres ? 'PostgreSQL' : 'SQLite'}`,
  );
  console.log(
    `uploads: ${statuses(uploads)}; bodies: ${statuses(bodies)}; burst ${(burstMs / 1000).toFixed(1)} s`,
  );
  if (firstFailure)
    console.log(`first failure: ${firstFailure.status} ${firstFailure.body.slice(0, 200)}`);
  console.log(
    `server RSS: before ${MB(before.rss)}, peak ${MB(Math.max(peak, after.hwm))} (VmHWM ${MB(after.hwm)}), ` +
      `5 s after ${MB(after.rss)}`,
  );
  console.log(
    `another user's unread-count read during the burst: p50 ${pct(0.5).toFixed(0)} ms, ` +
      `p99 ${pct(0.99).toFixed(0)} ms, max ${pct(1).toFixed(0)} ms (${sorted.length} reads)`,
  );
  console.log(
    `load average: before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, ` +
      `after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
} finally {
  killServers();
  rmSync(dataDir, { recursive: true, force: true });
}
