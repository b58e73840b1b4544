// The CPU a benchmark's load cost: of a process and those below it (a server
// and its workers), and of the PostgreSQL processes serving one database,
// read from /proc.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
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
export async function pgBackendsCpuMs(
  serverUrl: string,
  name: string,
): Promise<Map<number, number>> {
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

export function pgCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
