import type { Kysely } from 'kysely';

/** How much the kept answers may weigh: one per answer plus one per list item (a show card is ~1 kB). */
const DEFAULT_WEIGHT = 100_000;
/** A list longer than this is not kept (a whole ranking of thousands of shows): memory stays bounded. */
export const MAX_CACHED_ITEMS = 200;
/** Entities with a version kept; past this, every answer is dropped and versions start again. */
const MAX_VERSIONS = 500_000;

/**
 * Every answer handed out from a cache, its lists and their items (a show
 * card): never changed, so their JSON can be kept too.
 */
const sharedAnswers = new WeakSet<object>();
/** Per-viewer lists made of shared items and a few of the viewer's own (composedList). */
const composedLists = new WeakSet<readonly unknown[]>();

/** True for an object a read cache handed out, or a list or item in it: it never changes. */
export function isSharedAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && sharedAnswers.has(value);
}

/** Marks `value` as never changed from now on (see isSharedAnswer); returns it. */
export function shareAnswer<T extends object>(value: T): T {
  sharedAnswers.add(value);
  return value;
}

/**
 * Marks a list (a viewer's version of a shared list) as made mostly of
 * shared items: its JSON is their kept JSON joined (apps/api answer-json.ts),
 * and a cache keeping it weighs only the items that are not shared.
 */
export function composedList<T>(list: T[]): T[] {
  composedLists.add(list);
  return list;
}

/** True for a list marked by composedList. */
export function isComposedList(value: unknown): boolean {
  return Array.isArray(value) && composedLists.has(value);
}

/** Marks an answer, the lists it holds (itself, or its fields) and their items as shared. */
function share(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  sharedAnswers.add(value);
  const lists = Array.isArray(value) ? [value] : Object.values(value).filter(Array.isArray);
  for (const list of lists) {
    sharedAnswers.add(list);
    for (const item of list) if (typeof item === 'object' && item !== null) sharedAnswers.add(item);
  }
}

/**
 * A cached answer's key and what it is built from: `deps` named before it is
 * computed, `depsOf` read off the answer (the shows a list holds).
 */
export interface CachedRead<T> {
  key: string;
  deps: readonly string[];
  depsOf?: (answer: T) => Iterable<string>;
}

interface Entry {
  /** The clock when the computation started: any dependency changed later expires it. */
  stamp: number;
  epoch: number;
  deps: string[];
  weight: number;
  value: Promise<unknown>;
}

/**
 * Answers of read-only computations kept until one of the entities they are
 * built from changes (precise invalidation by version). Each entity (named by
 * a string: 'show:12', 'userShows:5', 'allShows') has the clock tick of its
 * last change; an answer remembers the tick when its computation started and
 * is fresh while none of its entities changed after that. A change during a
 * computation therefore expires its answer too: stale answers are recomputed,
 * never served. Concurrent misses of one key share one computation; a failed
 * one is not kept.
 *
 * Changes arrive from this process (`changed`) and, through `sync` (called
 * before every lookup), from other processes: createDb reads them from the
 * SQLite file's change log (change-log.ts); on PostgreSQL the API reads them
 * from a log in Redis (apps/api adapters/redis-change-log.ts).
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #versions = new Map<string, number>();
  #clock = 0;
  #epoch = 0;
  #weight = 0;
  /** Answers computed (misses), for tests and the bench. */
  computed = 0;

  /**
   * `sync` reads other processes' changes before a lookup: at once (a SQLite
   * file's log) or, when it returns a promise (a log kept on another server),
   * the lookup waits for it. A failed sync serves this read uncached.
   */
  constructor(
    readonly sync: () => void | Promise<void> = () => undefined,
    readonly maxWeight = DEFAULT_WEIGHT,
  ) {}

  get<T>(read: CachedRead<T>, compute: () => Promise<T>): Promise<T> {
    const synced = this.sync();
    if (!synced) return this.#lookup(read, compute);
    return synced.then(
      () => this.#lookup(read, compute),
      () => compute(),
    );
  }

  #lookup<T>(read: CachedRead<T>, compute: () => Promise<T>): Promise<T> {
    const { key } = read;
    const entry = this.#entries.get(key);
    if (entry) {
      this.#entries.delete(key);
      if (this.#fresh(entry)) {
        this.#entries.set(key, entry); // most recently used last
        return entry.value as Promise<T>;
      }
      this.#weight -= entry.weight;
    }
    this.computed += 1;
    const fresh: Entry = {
      stamp: this.#clock,
      epoch: this.#epoch,
      deps: [...read.deps],
      weight: 1,
      value: compute(),
    };
    this.#entries.set(key, fresh);
    this.#weight += 1;
    this.#evict();
    const forget = () => {
      if (this.#entries.get(key) !== fresh) return;
      this.#entries.delete(key);
      this.#weight -= fresh.weight;
    };
    fresh.value.then((v) => {
      if (Array.isArray(v) && v.length > MAX_CACHED_ITEMS) return forget();
      if (read.depsOf) for (const d of read.depsOf(v as T)) fresh.deps.push(d);
      share(v);
      const items = itemsOf(v);
      if (items > 0 && this.#entries.get(key) === fresh) {
        fresh.weight += items;
        this.#weight += items;
        this.#evict();
      }
    }, forget);
    return fresh.value as Promise<T>;
  }

  /** These entities changed (a write committed): answers built from them expire. */
  changed(entities: Iterable<string>): void {
    this.#clock += 1;
    for (const e of entities) {
      if (e === ALL) this.#epoch += 1;
      else this.#versions.set(e, this.#clock);
    }
    if (this.#versions.size > MAX_VERSIONS) this.clear();
  }

  /** Drops every answer (another process's change log was trimmed past us, or too many versions). */
  clear(): void {
    this.#epoch += 1;
    this.#versions.clear();
    this.#entries.clear();
    this.#weight = 0;
  }

  #fresh(entry: Entry): boolean {
    if (entry.epoch !== this.#epoch) return false;
    for (const d of entry.deps) if ((this.#versions.get(d) ?? -1) > entry.stamp) return false;
    return true;
  }

  #evict(): void {
    while (this.#weight > this.maxWeight && this.#entries.size > 1) {
      const [oldest, entry] = this.#entries.entries().next().value!;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** The entity that stands for everything: a change to it expires every answer. */
export const ALL = '*';

/**
 * How many list items an answer holds (a list, or an object with lists such
 * as `{ shows }`); a composed list counts only the items it does not share.
 */
function itemsOf(v: unknown): number {
  if (Array.isArray(v))
    return isComposedList(v) ? v.filter((i) => !isSharedAnswer(i)).length : v.length;
  if (typeof v !== 'object' || v === null) return 0;
  let n = 0;
  for (const field of Object.values(v)) if (Array.isArray(field)) n += itemsOf(field);
  return n;
}

/** A database handle's cache and how its changes reach other processes. */
export interface HandleCache {
  cache: ReadCache;
  /**
   * Records changes: this process's answers expire at once; the promise
   * resolves once every other process on the database can read them.
   */
  publish(entities: readonly string[]): Promise<void>;
  /** Called with the changes other processes made, as they are read from the log. */
  onRemoteChanges(listener: (entities: readonly string[]) => void): () => void;
  /** Reads other processes' changes now (a timer calls it for live notifications). */
  poll(): void;
  /** Lets go of what the log holds open (a connection to another server). */
  close?(): Promise<void>;
}

const caches = new WeakMap<object, HandleCache>();

/** Turns caching on for a database handle (createDb does it for SQLite). */
export function enableReadCache<S>(db: Kysely<S>, cache: HandleCache): void {
  caches.set(db, cache);
}

/** The handle's cache, or undefined (PostgreSQL without a shared log, READ_CACHE=off). */
export function readCacheOf<S>(db: Kysely<S>): HandleCache | undefined {
  return caches.get(db);
}

/**
 * `compute()`'s answer, from the handle's read cache when none of what it is
 * built from changed since it was computed. Without a cache (PostgreSQL
 * without a shared change log, where other processes write unseen) computes
 * every time. Answers are
 * shared: callers copy, never change them.
 */
export function cachedRead<S, T>(
  db: Kysely<S>,
  read: CachedRead<T>,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.cache.get(read, compute) : compute();
}
