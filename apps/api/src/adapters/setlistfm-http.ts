import { setTimeout as sleep } from 'node:timers/promises';
import { SETLISTFM_MESSAGES, SETLISTFM_PAGE_MAX_BYTES, waitText } from '@gigrank/domain';
import type { SetlistFmConfig } from '../env';
import type { RateLimitStore } from '../ports/rate-limit-store';
import { SetlistFmFailure, type AttendedAnswer, type SetlistFmApi } from '../ports/setlistfm-api';
import { MemoryRateLimitStore } from './memory-rate-limit-store';

/**
 * setlist.fm's API over HTTP, within its published limits for the whole
 * server. Every request (a retry included) first takes a unit of the daily
 * cap and then a slot of the 2-a-second limit, both in the rate-limit store
 * every process and instance shares (Redis when REDIS_URL is set, else the
 * first process). Slots are SETLISTFM_SLOT_MS apart, 0.6 s, so no second
 * at setlist.fm sees three requests when one of them leaves or travels up
 * to 100 ms late (a busy event loop, the network). The process also spaces
 * its own requests the same way, so a Redis outage (when the shared store
 * lets calls through) still leaves each process within the limit.
 */

/** Time between two requests of the server: 2 a second, with room for a late send. */
const SETLISTFM_SLOT_MS = 600;
/** The longest wait for setlist.fm (its Retry-After) or the daily cap before the fetch stops instead. */
const SETLISTFM_MAX_WAIT_MS = 60_000;
/** 429s one request waits out before the fetch stops. */
const MAX_THROTTLES = 3;
/** Attempts of one request that time out, fail to connect or get a 5xx. */
const MAX_ATTEMPTS = 3;
/** The wait when a 429 names none. */
const DEFAULT_RETRY_MS = 5_000;
const DAY_MS = 24 * 60 * 60_000;

const SECOND_KEY = 'setlistfm:slot';
const DAY_KEY = 'setlistfm:day';

/**
 * The daily cap as a budget of the store (a burst of `max`, refilled evenly
 * over `windowMs`): half the cap at once and the other half spread over the
 * day, so no 24 hours ever hold more than `cap` requests.
 */
function dailyBudget(cap: number): { max: number; windowMs: number } {
  const burst = Math.ceil(cap / 2);
  const spread = cap - burst;
  return { max: burst, windowMs: spread > 0 ? (burst * DAY_MS) / spread : 2 * DAY_MS };
}

/** Retry-After as milliseconds: seconds or an HTTP date; null when absent or unreadable. */
function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The answer's text, or a failure once it passes `cap` bytes (what it declares, or what arrives). */
async function cappedText(response: Response, cap: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > cap) {
    await response.body?.cancel();
    throw new SetlistFmFailure(SETLISTFM_MESSAGES.tooLarge);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      throw new SetlistFmFailure(SETLISTFM_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A request that did not get an answer worth keeping (timeout, network, 5xx): tried again. */
class Transient extends Error {}

export class HttpSetlistFmApi implements SetlistFmApi {
  private readonly local = new MemoryRateLimitStore();
  private readonly daily: { max: number; windowMs: number };

  constructor(
    private readonly config: SetlistFmConfig,
    private readonly store: RateLimitStore,
  ) {
    this.daily = dailyBudget(config.dailyMax);
  }

  async attended(username: string, page: number, signal: AbortSignal): Promise<AttendedAnswer> {
    const path = `/1.0/user/${encodeURIComponent(username)}/attended?p=${page}`;
    const answer = await this.get(path, signal);
    return answer === null ? { kind: 'notFound' } : { kind: 'page', body: answer };
  }

  async userExists(username: string, signal: AbortSignal): Promise<boolean> {
    return (await this.get(`/1.0/user/${encodeURIComponent(username)}`, signal)) !== null;
  }

  /** The text of a 200, null for a 404; retries, waits and refusals as the header says. */
  private async get(path: string, signal: AbortSignal): Promise<string | null> {
    let throttles = 0;
    let failures = 0;
    for (;;) {
      await this.turn(signal);
      let response: Response;
      try {
        response = await this.send(path, signal);
        if (response.status === 429) {
          await response.body?.cancel();
          const wait = retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_RETRY_MS;
          throttles += 1;
          if (wait > SETLISTFM_MAX_WAIT_MS || throttles > MAX_THROTTLES) {
            throw new SetlistFmFailure(SETLISTFM_MESSAGES.slowDown(waitText(wait)));
          }
          await sleep(wait, undefined, { signal });
          continue;
        }
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (response.status === 401 || response.status === 403) {
          await response.body?.cancel();
          throw new SetlistFmFailure(SETLISTFM_MESSAGES.refused);
        }
        if (response.status >= 500) {
          await response.body?.cancel();
          throw new Transient();
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new SetlistFmFailure(SETLISTFM_MESSAGES.unavailable);
        }
        return await cappedText(response, SETLISTFM_PAGE_MAX_BYTES);
      } catch (error) {
        if (signal.aborted) throw error;
        if (error instanceof SetlistFmFailure) throw error;
        // A timeout, a refused connection, a body cut off, or a 5xx: again, a few times.
        failures += 1;
        if (failures >= MAX_ATTEMPTS) throw new SetlistFmFailure(SETLISTFM_MESSAGES.unavailable);
      }
    }
  }

  /** One request, cut off after the timeout (the answer's body too: it shares the signal). */
  private send(path: string, signal: AbortSignal): Promise<Response> {
    return fetch(`${this.config.url}${path}`, {
      headers: { 'x-api-key': this.config.apiKey, Accept: 'application/json' },
      signal: AbortSignal.any([signal, AbortSignal.timeout(this.config.timeoutMs)]),
      redirect: 'error',
    });
  }

  /**
   * Waits for this request's turn: a unit of the daily cap (a wait longer
   * than SETLISTFM_MAX_WAIT_MS stops the fetch with the time to try again),
   * then this process's slot, then the server's.
   */
  private async turn(signal: AbortSignal): Promise<void> {
    if (this.config.dailyMax > 0) {
      for (;;) {
        const { max, windowMs } = this.daily;
        const verdict = await this.store.consume(DAY_KEY, 1, max, windowMs);
        if (verdict.allowed) break;
        if (verdict.retryAfterMs > SETLISTFM_MAX_WAIT_MS) {
          throw new SetlistFmFailure(SETLISTFM_MESSAGES.dailyLimit(waitText(verdict.retryAfterMs)));
        }
        await sleep(verdict.retryAfterMs, undefined, { signal });
      }
    }
    for (const store of [this.local, this.store]) {
      for (;;) {
        const verdict = await store.consume(SECOND_KEY, 1, 1, SETLISTFM_SLOT_MS);
        if (verdict.allowed) break;
        await sleep(Math.max(1, verdict.retryAfterMs), undefined, { signal });
      }
    }
  }
}
