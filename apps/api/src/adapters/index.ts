import cluster from 'node:cluster';
import { enableReadCache, isPostgres, readCacheOf, type DB, type Kysely } from '@gigrank/db';
import { notifiedUsers } from '../cache/changes';
import type { Config } from '../env';
import type { AppDeps } from '../http/deps';
import type { EventBus } from '../ports/event-bus';
import type { RateLimitStore } from '../ports/rate-limit-store';
import { ClusterRateLimitStore } from './cluster-rate-limit-store';
import { InProcessEventBus } from './in-process-event-bus';
import { createFileStore } from './files';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { redisHandleCache } from './redis-change-log';
import { RedisEventBus } from './redis-event-bus';
import { RedisRateLimitStore } from './redis-rate-limit-store';
import { HttpSetlistFmApi } from './setlistfm-http';
import { SetlistFmJobs } from '../modules/imports/setlistfm-jobs';
import { WebhookDeliveries } from '../modules/webhooks/webhook-deliveries';
import { PhotoJobs } from '../storage/photo-jobs';
import { HttpWebhookSender } from './webhook-http';
import { VersionedCacheStore } from './versioned-cache-store';

/**
 * The one place the ports get their adapters, from the configuration: a
 * local uploads folder and the versioned read cache; live events,
 * rate-limit budgets and (on PostgreSQL) the read cache's change log in
 * Redis when REDIS_URL is set (every instance shares them), else in this
 * server (its processes share them through the first); setlist.fm's API
 * when SETLISTFM_API_KEY is set, its limits kept in the budgets' store;
 * webhooks sent over HTTP(S) as the WEBHOOK_* variables say. `close()` stops
 * this process's setlist.fm fetches and webhook deliveries, then lets go of
 * the connections.
 */
export async function createAdapters(config: Config, db: Kysely<DB>): Promise<AppDeps> {
  const files = await createFileStore(config);
  const closers: Array<() => Promise<void>> = [];
  if (files.close) closers.push(() => files.close!());
  const { events, rateLimitStore } = config.redisUrl
    ? inRedis(config, config.redisUrl, db, closers)
    : inThisServer(db);
  const setlistFm = config.setlistFm
    ? new SetlistFmJobs(db, new HttpSetlistFmApi(config.setlistFm, rateLimitStore))
    : null;
  const webhooks = new WebhookDeliveries(
    db,
    new HttpWebhookSender(config.webhooks),
    config.webhooks,
  );
  const cache = new VersionedCacheStore(db);
  const photoJobs = new PhotoJobs({ db, files, cache, events });
  return {
    db,
    config,
    files,
    events,
    cache,
    photoJobs,
    rateLimitStore,
    setlistFm,
    webhooks,
    async close() {
      // The jobs, fetches and deliveries let go of their claims while the database and the budgets are still there.
      await Promise.all([photoJobs.close(), setlistFm?.close(), webhooks.close()]);
      await Promise.all(closers.map((close) => close()));
    },
  };
}

/**
 * Several instances: live events, budgets and, on PostgreSQL, the read
 * cache's change log in Redis (a SQLite file keeps its own log, which every
 * process on that one machine reads).
 */
function inRedis(
  config: Config,
  url: string,
  db: Kysely<DB>,
  closers: Array<() => Promise<void>>,
): { events: EventBus; rateLimitStore: RateLimitStore } {
  const events = new RedisEventBus({ redis: url, prefix: config.redisPrefix });
  const rateLimitStore = new RedisRateLimitStore({
    redis: url,
    prefix: `${config.redisPrefix}rl:`,
  });
  closers.push(
    () => events.close(),
    () => rateLimitStore.close(),
  );
  if (config.readCache && isPostgres(db as Kysely<unknown>) && !readCacheOf(db)) {
    const shared = redisHandleCache({ redis: url, prefix: config.redisPrefix });
    enableReadCache(db, shared);
    closers.push(() => shared.close!());
  }
  return { events, rateLimitStore };
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
