import cluster from 'node:cluster';
import { readCacheOf, type DB, type Kysely } from '@gigrank/db';
import { notifiedUsers } from '../cache/changes';
import type { Config } from '../env';
import type { AppDeps } from '../http/deps';
import { InProcessEventBus } from './in-process-event-bus';
import { LocalFileStore } from './local-file-store';
import { VersionedCacheStore } from './versioned-cache-store';
import { MemoryRateLimitStore } from './memory-rate-limit-store';
import { ClusterRateLimitStore } from './cluster-rate-limit-store';

/**
 * The one place the ports get their adapters, from the configuration: a
 * local uploads folder, an in-process event bus, the in-memory read cache and
 * in-memory rate-limit counters (one server process). Shared forms (S3,
 * Redis) plug in here.
 */
export async function createAdapters(config: Config, db: Kysely<DB>): Promise<AppDeps> {
  const files = new LocalFileStore(config.uploadsDir);
  await files.init();
  const events = new InProcessEventBus();
  // Notifications other server processes wrote reach this one's live
  // streams through the change log (read on every cached read, and here
  // twice a second when nothing is being read).
  const shared = readCacheOf(db);
  if (shared) {
    shared.onRemoteChanges((entities) => events.publish(notifiedUsers(entities)));
    setInterval(() => shared.poll(), REMOTE_POLL_MS).unref();
  }
  return {
    db,
    config,
    files,
    events,
    cache: new VersionedCacheStore(db),
    // Several processes keep one budget per client in the first (server.ts).
    rateLimitStore: cluster.isWorker ? new ClusterRateLimitStore() : new MemoryRateLimitStore(),
  };
}

const REMOTE_POLL_MS = 500;
