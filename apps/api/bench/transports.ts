// pnpm -C apps/api bench:transports [--shows 100000] [--seeded-db FILE] [--answers 4000]
//                                   [--people 300] [--connections 8] [--rounds 2]
//                                   [--postgres URL --seeded-pg DBNAME [--redis URL]]
// The same read over its two spellings, REST and tRPC, against one production
// server process (WORKERS=1, SQLite, rate limits off): a page of 50 of a
// person's ranked shows and a profile, each for one of the first `--people`
// demo users picked at random per request (after a warm-up every answer is
// kept in the read cache, so what differs is the transport), asked by
// `--connections` signed-in readers in a closed loop. For each row: the
// server's CPU per answer (process CPU time over answers, from /proc) and
// req/s, `--rounds` times, alternating, with the machine's load. With
// --postgres, the server reads a copy of the seeded database --seeded-pg on
// that server (created and dropped by the run), and with --redis keeps its
// read cache's change log there, as production on PostgreSQL does; CPU per
// answer is then the server's alone (PostgreSQL runs beside it).
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readArgs } from '../src/scripts/args';
import { killServers, startServer, stopProcess } from '../test/support/server-process';
import { processTreeCpuMs } from './cpu';
import { loadNow, machineLine, seedDemo, signIn } from './lib';
import { createPgDatabase, dropPgDatabase } from './pg';

const args = readArgs({ shows: 100_000, answers: 4000, people: 300, connections: 8, rounds: 2 }, [
  'seeded-db',
  'postgres',
  'seeded-pg',
  'redis',
]);
if (args.postgres && !args['seeded-pg']) throw new Error('--postgres needs --seeded-pg DBNAME');
process.on('exit', killServers);

const person = () => 1 + Math.floor(Math.random() * args.people);
const trpc = (path: string, input: unknown) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
const READS: { name: string; path: () => string }[] = [
  { name: 'ranked page of 50, REST', path: () => `/api/users/${person()}/ranked-shows?limit=50` },
  {
    name: 'ranked page of 50, tRPC',
    path: () => trpc('shows.ranked', { userId: person(), limit: 50 }),
  },
  { name: 'profile, REST', path: () => `/api/users/${person()}` },
  { name: 'profile, tRPC', path: () => trpc('users.byId', { id: person() }) },
];

const loadBefore = loadNow();
const dataDir = mkdtempSync(join(tmpdir(), 'gigrank-transports-'));
const pgName = `gigrank_transports_${process.pid}`;
let databaseUrl = '';
if (args.postgres) databaseUrl = await createPgDatabase(args.postgres, pgName, args['seeded-pg']);
else if (args['seeded-db']) copyFileSync(args['seeded-db'], join(dataDir, 'gigrank.db'));
else seedDemo(args.shows, dataDir);
const server = await startServer(
  dataDir,
  {
    WORKERS: '1',
    DATABASE_URL: databaseUrl,
    ...(args.redis ? { REDIS_URL: args.redis, REDIS_PREFIX: `${pgName}:` } : {}),
  },
  join(dataDir, 'server.log'),
);
try {
  const cookies = await Promise.all(
    Array.from({ length: args.connections }, (_, i) => signIn(server.url, i + 1)),
  );
  /** `count` answers of `read`: the server's CPU per answer (ms) and req/s. */
  async function run(read: (typeof READS)[number], count: number) {
    let sent = 0;
    let failed = 0;
    const cpuBefore = processTreeCpuMs(server.proc.pid!);
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie) => {
        while (sent < count) {
          sent += 1;
          const res = await fetch(server.url + read.path(), { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status !== 200) failed += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = (processTreeCpuMs(server.proc.pid!) - cpuBefore) / count;
    if (failed) throw new Error(`${read.name}: ${failed} answers were not 200`);
    return { cpu, rps: count / seconds };
  }
  for (const read of READS) await run(read, Math.min(args.answers, 1500));
  console.log('| Read | CPU per answer | req/s |');
  console.log('| --- | --: | --: |');
  for (let round = 0; round < args.rounds; round++) {
    for (const read of READS) {
      const { cpu, rps } = await run(read, args.answers);
      console.log(`| ${read.name} | ${cpu.toFixed(2)} ms | ${Math.round(rps)} |`);
    }
  }
  console.log(
    `\n${machineLine(args.postgres ? (args.redis ? 'PostgreSQL + Redis' : 'PostgreSQL') : 'SQLite', loadBefore)}`,
  );
} finally {
  await stopProcess(server.proc);
  if (args.postgres) await dropPgDatabase(args.postgres, pgName);
  rmSync(dataDir, { recursive: true, force: true });
}
