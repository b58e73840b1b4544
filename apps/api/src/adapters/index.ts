import type { DB, Kysely } from '@gigrank/db';
import type { Config } from '../env';
import type { AppDeps } from '../http/deps';
import { InProcessEventBus } from './in-process-event-bus';
import { LocalFileStore } from './local-file-store';
import { MemoryCacheStore } from './memory-cache-store';
import { MemoryRateLimitStore } from './memory-rate-limit-store';

/**
 * The one place the ports get their adapters, from the configuration: a
 * local uploads folder, an in-process event bus, the in-memory read cache and
 * in-memory rate-limit counters (one server process). Shared forms (S3,
 * Redis) plug in here.
 */
export async function createAdapters(config: Config, db: Kysely<DB>): Promise<AppDeps> {
  const files = new LocalFileStore(config.uploadsDir);
  await files.init();
  return {
    db,
    config,
    files,
    events: new InProcessEventBus(),
    cache: new MemoryCacheStore(db),
    rateLimitStore: new MemoryRateLimitStore(),
  };
}
