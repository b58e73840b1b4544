import type { Kysely } from 'kysely';

/** Distinct cached answers kept; least recently used ones go first. */
const DEFAULT_ENTRIES = 2000;
/** A list longer than this is not kept (a whole ranking of thousands of shows): memory stays bounded. */
export const MAX_CACHED_ITEMS = 200;

/** Every answer handed out from a cache: never changed, so its JSON can be kept too. */
const sharedAnswers = new WeakSet<object>();

/** True for an object a read cache handed out (see `cachedRead`): it never changes. */
export function isSharedAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && sharedAnswers.has(value);
}

interface Entry {
  /** The database's write mark when the answer was computed. */
  mark: string;
  value: Promise<unknown>;
}

/**
 * Answers of read-only computations (a feed page, a leaderboard, a profile's
 * figures), kept until the next write to the database. `mark` changes on
 * every write, whoever makes it, so an answer is never older than the last
 * write: on a read-mostly load the hot lists are computed once per write
 * instead of once per request. Concurrent misses of one key share one
 * computation; a failed one is not kept.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    readonly mark: () => string,
    readonly maxEntries = DEFAULT_ENTRIES,
  ) {}

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const mark = this.mark();
    const entry = this.#entries.get(key);
    this.#entries.delete(key);
    if (entry && entry.mark === mark) {
      this.#entries.set(key, entry); // most recently used last
      return entry.value as Promise<T>;
    }
    const value = compute();
    const fresh: Entry = { mark, value };
    if (this.#entries.size >= this.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
    this.#entries.set(key, fresh);
    const forget = () => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    };
    value.then((v) => {
      if (Array.isArray(v) && v.length > MAX_CACHED_ITEMS) forget();
      else if (typeof v === 'object' && v !== null) sharedAnswers.add(v);
    }, forget);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

const caches = new WeakMap<object, ReadCache>();

/** Turns caching on for a database handle (createDb does it for SQLite). */
export function enableReadCache<S>(db: Kysely<S>, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `compute()`'s answer, from the handle's read cache when nothing was written
 * since it was computed. Without a cache (PostgreSQL, where other processes
 * write unseen) and inside a transaction (which must see its own writes),
 * computes every time. Answers are shared: callers copy, never change them.
 */
export function cachedRead<S, T>(
  db: Kysely<S>,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.get(key, compute) : compute();
}
