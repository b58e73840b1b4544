/**
 * Where rate-limit budgets are kept. A budget allows `max` units per
 * `windowMs`, refilled evenly (one unit every windowMs / max), and a full
 * budget can be spent at once (a burst of `max`). This is the generic cell
 * rate algorithm: one timestamp per key (the "theoretical arrival time"),
 * so a shared store (Redis: one Lua script doing GET, compare, SET PX)
 * implements it with the same answers as the in-memory one.
 */
export interface RateLimitVerdict {
  allowed: boolean;
  /** How long until the same `cost` would be allowed (0 when allowed). */
  retryAfterMs: number;
  /**
   * How long until the budget is full again, after this draw (or as it stands
   * when refused); absent when the store could not tell (no limit, or a
   * shared store that did not answer).
   */
  fullInMs?: number;
}

export interface RateLimitStore {
  /**
   * Takes `cost` units from the budget named `key` when they are all there;
   * when they are not, takes nothing and says how long to wait. `max` 0
   * means no limit (always allowed).
   */
  consume(key: string, cost: number, max: number, windowMs: number): Promise<RateLimitVerdict>;
}
