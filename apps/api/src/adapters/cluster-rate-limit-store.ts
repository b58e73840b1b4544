import type { Worker } from 'node:cluster';
import type { RateLimitStore, RateLimitVerdict } from '../ports/rate-limit-store';
import type { MemoryRateLimitStore } from './memory-rate-limit-store';

/** A budget question from a server process to the first process, and its answer. */
interface Ask {
  type: 'rate-limit';
  id: number;
  key: string;
  cost: number;
  max: number;
  windowMs: number;
}
interface Answer {
  type: 'rate-limit';
  id: number;
  verdict: RateLimitVerdict;
}

/** How long a process waits for the first process's answer before letting the request through. */
const ANSWER_TIMEOUT_MS = 2_000;

/**
 * Budgets for a server process of several (server.ts, WORKERS > 1): every
 * budget lives in the first process (`serveBudgets`), asked over the cluster's
 * IPC channel, so a client spreading its requests over processes still gets
 * one budget, not one per process. One message each way per charged request
 * (~20 us); a shared store (Redis) replaces it across machines.
 */
export class ClusterRateLimitStore implements RateLimitStore {
  #next = 0;
  readonly #waiting = new Map<number, (verdict: RateLimitVerdict) => void>();

  constructor() {
    process.on('message', (message: Answer) => {
      if (message?.type !== 'rate-limit') return;
      this.#waiting.get(message.id)?.(message.verdict);
      this.#waiting.delete(message.id);
    });
  }

  consume(key: string, cost: number, max: number, windowMs: number): Promise<RateLimitVerdict> {
    if (max === 0) return Promise.resolve({ allowed: true, retryAfterMs: 0 });
    const id = ++this.#next;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        // The first process is gone or stuck: do not hold every request.
        this.#waiting.delete(id);
        resolve({ allowed: true, retryAfterMs: 0 });
      }, ANSWER_TIMEOUT_MS);
      this.#waiting.set(id, (verdict) => {
        clearTimeout(timer);
        resolve(verdict);
      });
      process.send!({ type: 'rate-limit', id, key, cost, max, windowMs } satisfies Ask);
    });
  }
}

/** In the first process: answers each worker's budget questions from one in-memory store. */
export function serveBudgets(worker: Worker, store: MemoryRateLimitStore): void {
  worker.on('message', (message: Ask) => {
    if (message?.type !== 'rate-limit') return;
    const verdict = store.consumeNow(message.key, message.cost, message.max, message.windowMs);
    if (worker.isConnected()) {
      worker.send({ type: 'rate-limit', id: message.id, verdict } satisfies Answer);
    }
  });
}
