import type { RateLimitStore } from '../ports/rate-limit-store';

/** Counters in this process's memory (@fastify/rate-limit's own store). */
export const memoryRateLimitStore: RateLimitStore = { pluginOptions: {} };
