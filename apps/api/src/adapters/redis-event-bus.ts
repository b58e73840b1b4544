import { EventEmitter, on } from 'node:events';
import Redis from 'ioredis';
import type { EventBus } from '../ports/event-bus';

export interface RedisEventBusOptions {
  /**
   * A Redis URL (the bus opens its publishing connection and `close()` quits
   * it) or a connection owned by the caller (left open by `close()`). The
   * subscribing connection is always the bus's own (a duplicate of it).
   */
  redis: string | Redis;
  /** Put before the channel name, so several apps or test runs can share one Redis. Default `gigrank:`. */
  prefix?: string;
  /** Told once per outage (the first failure after a success). Default console.warn. */
  log?: (message: string) => void;
}

/**
 * The event bus of several API instances: `publish` sends the user ids on one
 * Redis channel (`<prefix>events`, a JSON array of numbers) and every
 * instance, this one included, tells its own listeners when the message comes
 * back, as InProcessEventBus does within one process. So a change made on one
 * instance reaches pages open on any other within a round trip.
 *
 * When Redis cannot take the message, this instance's listeners are told
 * directly (the others miss it until Redis is back; their pages still poll).
 */
export class RedisEventBus implements EventBus {
  readonly #emitter = new EventEmitter();
  readonly #publisher: Redis;
  readonly #subscriber: Redis;
  readonly #owned: boolean;
  readonly #channel: string;
  readonly #log: (message: string) => void;
  readonly #subscribed: Promise<void>;
  #failing = false;

  /** Redis answers a PING on the publishing connection. */
  async ping(): Promise<void> {
    await this.#publisher.ping();
  }

  constructor(options: RedisEventBusOptions) {
    this.#emitter.setMaxListeners(0);
    this.#owned = typeof options.redis === 'string';
    this.#publisher =
      typeof options.redis === 'string'
        ? new Redis(options.redis, { maxRetriesPerRequest: 1 })
        : options.redis;
    // A connection that subscribes can do nothing else (ioredis and Redis).
    this.#subscriber = this.#publisher.duplicate({ maxRetriesPerRequest: null });
    this.#channel = `${options.prefix ?? 'gigrank:'}events`;
    this.#log = options.log ?? ((message) => console.warn(message));
    if (this.#owned) this.#publisher.on('error', (error: Error) => this.#failed(error));
    this.#subscriber.on('error', (error: Error) => this.#failed(error));
    this.#subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.#channel) this.#deliver(message);
    });
    // ioredis subscribes again by itself after a reconnection.
    this.#subscribed = this.#subscriber.subscribe(this.#channel).then(
      () => undefined,
      (error: Error) => this.#failed(error),
    );
  }

  /** Resolves once this instance listens on the channel (tests wait for it). */
  ready(): Promise<void> {
    return this.#subscribed;
  }

  publish(userIds: Iterable<number>): void {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return;
    this.#publisher.publish(this.#channel, JSON.stringify(ids)).then(
      () => {
        this.#failing = false;
      },
      (error: Error) => {
        this.#failed(error);
        this.#emit(ids);
      },
    );
  }

  async *changes(userId: number, signal?: AbortSignal): AsyncGenerator<void> {
    try {
      for await (const _ of on(this.#emitter, String(userId), { signal })) yield;
    } catch (error) {
      if ((error as { name?: string }).name !== 'AbortError') throw error;
    }
  }

  /** Quits the subscribing connection, and the publishing one when the bus opened it. */
  async close(): Promise<void> {
    // QUIT is only answered on a live connection; otherwise just drop it.
    const quit = async (redis: Redis) => {
      if (redis.status === 'ready') await redis.quit().catch(() => undefined);
      redis.disconnect();
    };
    await Promise.all([quit(this.#subscriber), this.#owned ? quit(this.#publisher) : undefined]);
  }

  #deliver(message: string): void {
    let ids: unknown;
    try {
      ids = JSON.parse(message);
    } catch {
      return;
    }
    if (!Array.isArray(ids)) return;
    this.#emit(ids.filter((id): id is number => Number.isSafeInteger(id)));
  }

  #emit(ids: Iterable<number>): void {
    for (const id of new Set(ids)) this.#emitter.emit(String(id));
  }

  #failed(error: Error): void {
    if (this.#failing) return;
    this.#failing = true;
    this.#log(`live events: Redis unavailable, other instances miss changes (${error.message})`);
  }
}
