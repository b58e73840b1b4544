import Redis from 'ioredis';
import type { RateLimitStore, RateLimitVerdict } from '../ports/rate-limit-store';

export interface RedisRateLimitStoreOptions {
  /**
   * A Redis URL (the store opens its own connection and `close()` quits it)
   * or a connection owned by the caller (left open by `close()`).
   */
  redis: string | Redis;
  /** Put before every key, so several apps or test runs can share one Redis. Default `gigrank:rl:`. */
  prefix?: string;
  /**
   * How long a verdict may take before the request is let through anyway
   * (Redis slow or gone). Default 250 ms.
   */
  timeoutMs?: number;
  /** Told once per outage (the first failure after a success). Default console.warn. */
  log?: (message: string) => void;
  /**
   * For tests that compare verdicts with the memory store on one hand-moved
   * clock: milliseconds since the epoch, sent with each call. Left out (as
   * in production), the time is Redis's own (`TIME`), so API instances with
   * skewed clocks still agree.
   */
  now?: () => number;
}

/**
 * The generic cell rate algorithm of MemoryRateLimitStore, in one atomic
 * script: KEYS[1] holds the time at which the budget is full again (absent =
 * full). The arithmetic is the same, in doubles, step for step, and the value
 * is written with 17 significant digits so it reads back exactly. The key
 * expires when the budget is full again, which is the same as no key.
 *
 * ARGV: cost, max, windowMs, now (empty: use the server's clock).
 * Returns {allowed (1/0), retryAfterMs, fullInMs}.
 */
const CONSUME_LUA = `
local cost = tonumber(ARGV[1])
local max = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local now
if ARGV[4] ~= '' then
  now = tonumber(ARGV[4])
else
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local per_unit = window / max
local start = now
local stored = redis.call('GET', KEYS[1])
if stored then
  local full_at = tonumber(stored)
  if full_at and full_at > now then start = full_at end
end
local next_full = start + cost * per_unit
local allowed_at = next_full - window
if allowed_at > now then
  return {0, math.ceil(allowed_at - now), math.ceil(start - now)}
end
local ttl = math.max(1, math.ceil(next_full - now))
redis.call('SET', KEYS[1], string.format('%.17g', next_full), 'PX', ttl)
return {1, 0, ttl}
`;

/** Connection states in which a command would only wait in ioredis's queue. */
const DOWN = new Set(['reconnecting', 'close', 'end']);

const ALLOWED: RateLimitVerdict = { allowed: true, retryAfterMs: 0 };

type ConsumeCommand = (
  key: string,
  cost: number,
  max: number,
  windowMs: number,
  now: string,
) => Promise<[number, number, number]>;

/**
 * Budgets in Redis, shared by every API instance that points at it: one key
 * per budget, one round trip per charged request. When Redis errors or does
 * not answer within `timeoutMs` the request is allowed (a rate limit is not
 * worth an outage) and the outage is logged once.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly #redis: Redis;
  readonly #owned: boolean;
  readonly #prefix: string;
  readonly #timeoutMs: number;
  readonly #log: (message: string) => void;
  readonly #now: (() => number) | undefined;
  #failing = false;

  constructor(options: RedisRateLimitStoreOptions) {
    this.#owned = typeof options.redis === 'string';
    this.#redis =
      typeof options.redis === 'string'
        ? new Redis(options.redis, {
            // Fail fast while Redis is away: queued commands are dropped after
            // one reconnection attempt, so the queue cannot grow for long.
            maxRetriesPerRequest: 1,
            connectTimeout: 2_000,
          })
        : options.redis;
    this.#prefix = options.prefix ?? 'gigrank:rl:';
    this.#timeoutMs = options.timeoutMs ?? 250;
    this.#log = options.log ?? ((message) => console.warn(message));
    this.#now = options.now;
    // An unheard 'error' event is printed by ioredis on every reconnection.
    if (this.#owned) this.#redis.on('error', (error: Error) => this.#failed(error));
    this.#redis.defineCommand('gigrankRateLimitConsume', { numberOfKeys: 1, lua: CONSUME_LUA });
  }

  consume(key: string, cost: number, max: number, windowMs: number): Promise<RateLimitVerdict> {
    // No budget (max 0) is no limit: no round trip.
    if (max <= 0 || cost <= 0) return Promise.resolve(ALLOWED);
    // Known to be away (between reconnection attempts): do not queue, do not wait.
    if (DOWN.has(this.#redis.status)) {
      this.#failed(new Error(`connection ${this.#redis.status}`));
      return Promise.resolve(ALLOWED);
    }
    const command = (this.#redis as unknown as { gigrankRateLimitConsume: ConsumeCommand })
      .gigrankRateLimitConsume;
    const now = this.#now ? String(this.#now()) : '';
    const asked = command
      .call(this.#redis, this.#prefix + key, cost, max, windowMs, now)
      .then(([allowed, retryAfterMs, fullInMs]): RateLimitVerdict => {
        this.#failing = false;
        return {
          allowed: allowed === 1,
          retryAfterMs: Number(retryAfterMs),
          fullInMs: Number(fullInMs),
        };
      });
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#failed(new Error(`no answer within ${this.#timeoutMs} ms`));
        resolve(ALLOWED);
      }, this.#timeoutMs);
      asked.then(
        (verdict) => {
          clearTimeout(timer);
          resolve(verdict);
        },
        (error: Error) => {
          clearTimeout(timer);
          this.#failed(error);
          resolve(ALLOWED);
        },
      );
    });
  }

  /** Quits the connection when the store opened it. */
  async close(): Promise<void> {
    if (!this.#owned) return;
    // QUIT is only answered on a live connection; otherwise just drop it.
    if (this.#redis.status === 'ready') await this.#redis.quit().catch(() => undefined);
    this.#redis.disconnect();
  }

  #failed(error: Error): void {
    if (this.#failing) return;
    this.#failing = true;
    this.#log(
      `rate limits: Redis unavailable, requests allowed until it answers (${error.message})`,
    );
  }
}
