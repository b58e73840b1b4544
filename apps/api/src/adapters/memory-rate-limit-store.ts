import type { RateLimitStore, RateLimitVerdict } from '../ports/rate-limit-store';

export interface MemoryRateLimitStoreOptions {
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
  /**
   * The most keys kept. Beyond it the least recently used go first (each
   * such client starts again with a full budget), so a flood of new
   * addresses cannot grow the process without bound.
   */
  maxKeys?: number;
}

/**
 * Budgets in this process's memory: one number per key, the time at which
 * the budget is full again. A key whose time has passed is the same as no
 * key, so it is dropped (swept at most every 10 seconds, on use; no timer:
 * 200,000 keys take a few milliseconds).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly fullAt = new Map<string, number>();
  private readonly now: () => number;
  private readonly maxKeys: number;
  private lastSweep = 0;

  constructor(options: MemoryRateLimitStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.maxKeys = options.maxKeys ?? 200_000;
  }

  /** How many keys are held (for tests and measurements). */
  get size(): number {
    return this.fullAt.size;
  }

  consume(key: string, cost: number, max: number, windowMs: number): Promise<RateLimitVerdict> {
    return Promise.resolve(this.consumeNow(key, cost, max, windowMs));
  }

  consumeNow(key: string, cost: number, max: number, windowMs: number): RateLimitVerdict {
    // No budget (max 0) is no limit, as the configuration means it.
    if (max <= 0 || cost <= 0) return { allowed: true, retryAfterMs: 0 };
    const now = this.now();
    this.sweep(now);
    const perUnit = windowMs / max;
    const start = Math.max(this.fullAt.get(key) ?? now, now);
    const next = start + cost * perUnit;
    // Allowed while what is owed fits in one window.
    const allowedAt = next - windowMs;
    if (allowedAt > now) {
      return {
        allowed: false,
        retryAfterMs: Math.ceil(allowedAt - now),
        fullInMs: Math.ceil(start - now),
      };
    }
    // Re-inserted so the Map's order is least recently used first.
    this.fullAt.delete(key);
    this.fullAt.set(key, next);
    if (this.fullAt.size > this.maxKeys) {
      const oldest = this.fullAt.keys().next().value;
      if (oldest !== undefined) this.fullAt.delete(oldest);
    }
    return { allowed: true, retryAfterMs: 0, fullInMs: Math.ceil(next - now) };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 10_000) return;
    this.lastSweep = now;
    for (const [key, fullAt] of this.fullAt) if (fullAt <= now) this.fullAt.delete(key);
  }
}
