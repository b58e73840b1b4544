import type { RateLimitPluginOptions } from '@fastify/rate-limit';

/**
 * Where rate-limit counters are kept: the options handed to
 * @fastify/rate-limit (its in-memory store today; a shared store, such as
 * its Redis one, when several instances must count together).
 */
export interface RateLimitStore {
  readonly pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>;
}
