import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { ALL, ReadCache, type HandleCache } from '@gigrank/db';

/** Writes kept in the log: an instance further behind than this drops its whole cache. */
const KEEP_ENTRIES = 100_000;
/** Entries read per round trip when catching up. */
const READ_BATCH = 1_000;
/** A Redis command slower than this fails: the read goes uncached, the write answers anyway. */
const COMMAND_TIMEOUT_MS = 1_000;

// One write = one stream entry: its number in the whole log (s), the instance
// that made it (o) and its entities (e, JSON). The number comes from a counter
// bumped in the same script, so a reader that sees a number skip knows it
// missed entries (trimmed, or Redis restarted empty) and starts again.
const APPEND = `
local seq = redis.call('INCR', KEYS[1])
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[1], '*', 's', seq, 'o', ARGV[2], 'e', ARGV[3])
return seq`;

/** XREAD's answer: per stream, its entries as [id, [field, value, ...]]. */
type StreamAnswer = [string, [string, string[]][]][];

interface WithAppend extends Redis {
  gigrankAppend(
    counter: string,
    stream: string,
    keep: number,
    origin: string,
    entities: string,
  ): Promise<number>;
}

export interface RedisChangeLogOptions {
  redis: string;
  /** Key prefix (REDIS_PREFIX); the log is `<prefix>changes`. */
  prefix: string;
  /** Told once per outage. Default console.warn. */
  log?: (message: string) => void;
}

/**
 * The read cache of one instance on PostgreSQL, kept right across instances
 * through a log in Redis: the same versions and precise invalidation as a
 * SQLite file's change log (packages/db change-log.ts), with the log on the
 * server every instance shares.
 *
 * A write's entities expire here at once and are appended to the log (a
 * Redis stream) before the write answers. Before each lookup the instance
 * reads the entries appended since its last look, in one round trip that
 * starts after the read arrived: lookups that arrive while one is on the wire
 * share the next, so a burst of reads costs two round trips at most, and a
 * read that follows a write's answer, through any instance, never gets an
 * answer older than the write.
 *
 * When Redis cannot be reached, reads are computed uncached (never stale),
 * and this instance's writes are remembered: once Redis answers again, one
 * entry expires everything everywhere, as the missed entries cannot be
 * replayed. A Redis that restarted empty shows as a jump in the numbers, and
 * every instance drops its cache.
 */
export function redisHandleCache(options: RedisChangeLogOptions): HandleCache {
  const origin = randomBytes(6).toString('base64url');
  const counter = `${options.prefix}changes:seq`;
  const stream = `${options.prefix}changes`;
  const log = options.log ?? ((message: string) => console.warn(message));
  const redis = new Redis(options.redis, {
    // Fail at once while disconnected rather than queue: a read goes uncached.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
  }) as WithAppend;
  redis.defineCommand('gigrankAppend', { numberOfKeys: 2, lua: APPEND });
  let failing = false;
  const failed = (error: Error) => {
    if (!failing) log(`read cache: Redis unavailable, reads go uncached (${error.message})`);
    failing = true;
  };
  redis.on('error', failed);
  // Back after an outage in which this instance's writes were lost: tell the
  // others at once rather than at its next write.
  redis.on('ready', () => {
    if (lost) append([]).catch((error: Error) => failed(error));
  });
  // The first connection is waited for (until it is up, fails, or a second
  // passes); after that, a command while disconnected fails at once.
  let starting = true;
  const firstTry = new Promise<void>((resolve, reject) => {
    redis.once('ready', () => resolve());
    redis.once('error', (error: Error) => reject(error));
    setTimeout(() => reject(new Error('Redis not connected')), COMMAND_TIMEOUT_MS).unref();
  }).finally(() => (starting = false));
  firstTry.catch(() => undefined);
  const firstConnection = () => (starting ? firstTry : undefined);

  let lastId: string | null = null; // read on first use: where the log ends now
  let lastSeq = 0;
  /** Writes of this instance that never reached the log: the next append expires everything. */
  let lost = false;
  const listeners = new Set<(entities: readonly string[]) => void>();

  const readNew = async (): Promise<void> => {
    await firstConnection();
    if (lastId === null) {
      const [last] = await redis.xrevrange(stream, '+', '-', 'COUNT', 1);
      lastId = last?.[0] ?? '0-0';
      lastSeq = last ? Number(field(last[1], 's')) : 0;
      cache.clear(); // nothing is known about what changed before
      return;
    }
    for (;;) {
      const answer: StreamAnswer | null = await redis.xread(
        'COUNT',
        READ_BATCH,
        'STREAMS',
        stream,
        lastId as string,
      );
      const entries: [string, string[]][] = answer?.[0]?.[1] ?? [];
      const remote: string[] = [];
      let gap = false;
      for (const [id, fields] of entries) {
        const seq = Number(field(fields, 's'));
        if (seq !== lastSeq + 1) gap = true;
        lastSeq = seq;
        lastId = id;
        if (field(fields, 'o') === origin) continue;
        remote.push(...entitiesOf(field(fields, 'e')));
      }
      failing = false;
      if (gap) cache.clear();
      else if (remote.length > 0) cache.changed(remote);
      if (remote.length > 0) for (const listener of listeners) listener(remote);
      if (entries.length < READ_BATCH) return;
    }
  };

  // The round trip on the wire, and the one queued behind it for lookups
  // that arrived after it left.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const trip: Promise<void> = readNew()
      .catch((error: Error) => {
        failed(error);
        throw error;
      })
      .finally(() => {
        if (running === trip) running = null;
      });
    running = trip;
    return trip;
  };
  const sync = (): Promise<void> => {
    if (queued) return queued;
    if (!running) return start();
    const next: Promise<void> = running
      .catch(() => undefined)
      .then(() => {
        if (queued === next) queued = null;
        return start();
      });
    queued = next;
    return next;
  };

  const append = async (entities: readonly string[]) => {
    await firstConnection();
    const sending = lost ? [ALL] : entities;
    await redis.gigrankAppend(counter, stream, KEEP_ENTRIES, origin, JSON.stringify(sending));
    lost = false;
    failing = false;
  };

  const cache = new ReadCache(sync);
  return {
    cache,
    async publish(entities) {
      if (entities.length === 0 && !lost) return;
      cache.changed(entities);
      try {
        await append(entities);
      } catch (error) {
        // Committed already: the write answers; the others learn of it when
        // Redis is back (everything expires then).
        lost = true;
        failed(error as Error);
      }
    },
    onRemoteChanges(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poll() {
      sync().catch(() => undefined);
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}

function field(fields: string[], name: string): string {
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1]!;
  return '';
}

function entitiesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (Array.isArray(parsed)) return parsed.filter((e): e is string => typeof e === 'string');
  } catch {
    // a malformed entry: expire everything rather than guess
  }
  return [ALL];
}
