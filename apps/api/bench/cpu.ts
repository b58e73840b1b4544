// The CPU a benchmark's load cost: of a process and those below it (a server
// and its workers), and of the PostgreSQL processes serving one database,
// read from /proc; and a row's load (load average before and after, the CPU
// per answer).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { loadNow } from './lib';
import { loadPg } from './pg';

/** Linux clock ticks a second (/proc stat times are in ticks). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU (user + system) a process has used, in ms, from /proc; 0 when it is gone or not on Linux. */
function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** CPU used so far by a process and every process below it (a server and its workers), in ms. */
export function processTreeCpuMs(root: number): number {
  const children = new Map<number, number[]>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const name of pids) {
    try {
      const parent = Number(
        readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1],
      );
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    total += processCpuMs(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return total;
}

/**
 * CPU used so far by each PostgreSQL process serving database `name` (same
 * machine), in ms by process id: `pgCpuSince` sums what they used since an
 * earlier reading (a connection opened since counts whole, one closed since
 * is left out).
 */
async function pgBackendsCpuMs(serverUrl: string, name: string): Promise<Map<number, number>> {
  const client = new (loadPg().Client)({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
      name,
    ]);
    return new Map((rows as { pid: number }[]).map(({ pid }) => [pid, processCpuMs(pid)]));
  } finally {
    await client.end();
  }
}

function pgCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

export type Loaded<T> = T & {
  load: {
    before: number;
    after: number;
    cpuShare: number;
    /** CPU the server's processes (and PostgreSQL's, serving this run's database) used per answer, ms. */
    serverMs: number;
    pgMs: number | null;
  };
};

/**
 * How to measure a row's load, of the server process `serverPid` (and its
 * workers; several instances: each one's) and, with `pgServer`, of the
 * PostgreSQL processes serving database `pgName`.
 */
export function rowLoad(
  serverPid: number | number[],
  pgServer: string | undefined,
  pgName: string,
) {
  const servers = [serverPid].flat();
  const serversCpuMs = () => servers.reduce((sum, pid) => sum + processTreeCpuMs(pid), 0);
  /**
   * A row's work, with the load average before and after it, the CPU this
   * process (the load generator, on the same cores as the server) used, and
   * the CPU the server's processes and PostgreSQL's used per answer (`answers`
   * counts them): a figure other work on a shared machine changes far less
   * than throughput.
   */
  return async function withLoad<T>(
    work: () => Promise<T>,
    answers: (result: T) => number,
  ): Promise<Loaded<T>> {
    const before = loadNow();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const serverBefore = serversCpuMs();
    const pgBefore = pgServer ? await pgBackendsCpuMs(pgServer, pgName) : new Map<number, number>();
    const result = await work();
    const used = process.cpuUsage(cpu);
    const cpuShare = (used.user + used.system) / 1000 / (performance.now() - started);
    const n = Math.max(1, answers(result));
    const serverMs = (serversCpuMs() - serverBefore) / n;
    const pgMs = pgServer
      ? pgCpuSince(pgBefore, await pgBackendsCpuMs(pgServer, pgName)) / n
      : null;
    return { ...result, load: { before, after: loadNow(), cpuShare, serverMs, pgMs } };
  };
}
