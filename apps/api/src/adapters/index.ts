import cluster from 'node:cluster';
import { readCacheOf, type DB, type Kysely } from '@gigrank/db';
import { notifiedUsers } from '../cache/changes';
import type { Config } from '../env';
import type { AppDeps } from '../http/deps';
import type { EventBus } from '../ports/event-bus';
import type { RateLimitStore } from '../ports/rate-limit-store';
import { ClusterRateLimitStore } from './cluster-rate-limit-store';
import { InProcessEventBus } from './in-process-event-bus';
import { LocalFileStore } from './local-file-store';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { RedisEventBus } from './redis-event-bus';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { VersionedCacheStore } from './versioned-cache-store';

/**
 * The one place the ports get their adapters, from the configuration: a
 * local uploads folder and the versioned read cache; live events and
 * rate-limit budgets in Redis when REDIS_URL is set (every instance shares
 * them), else in this server (its processes share them through the first).
 */
export async function createAdapters(config: Config, db: Kysely<DB>): Promise<AppDeps> {
  const files = new LocalFileStore(config.uploadsDir);
  await files.init();
  const { events, rateLimitStore } = config.redisUrl
    ? {
        events: new RedisEventBus({ redis: config.redisUrl, prefix: config.redisPrefix }),
        rateLimitStore: new RedisRateLimitStore({
          redis: config.redisUrl,
          prefix: `${config.redisPrefix}rl:`,
        }),
      }
    : inThisServer(db);
  return { db, config, files, events, cache: new VersionedCacheStore(db), rateLimitStore };
}

/** Live events and budgets of one server, however many processes it runs (server.ts). */
function inThisServer(db: Kysely<DB>): { events: EventBus; rateLimitStore: RateLimitStore } {
  const events = new InProcessEventBus();
  // Notifications other processes of this server wrote reach this one's live
  // streams through the change log (read on every cached read, and here
  // twice a second when nothing is being read). With Redis, the bus carries
  // them from the writer instead.
  const shared = readCacheOf(db);
  if (shared) {
    shared.onRemoteChanges((entities) => events.publish(notifiedUsers(entities)));
    setInterval(() => shared.poll(), REMOTE_POLL_MS).unref();
  }
  return {
    events,
    // Several processes keep one budget per client in the first (server.ts).
    rateLimitStore: cluster.isWorker ? new ClusterRateLimitStore() : new MemoryRateLimitStore(),
  };
}

const REMOTE_POLL_MS = 500;
