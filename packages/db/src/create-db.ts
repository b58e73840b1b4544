import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { BUSY_TIMEOUT_MS, ImmediateSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './sqlite-statements';
import { RetryingKysely } from './transaction-retry';
import { sqliteHandleCache } from './change-log';
import { enableReadCache } from './read-cache';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The SQLite file, for backups and integrity checks; undefined on PostgreSQL. */
  sqliteFile?: string;
  /** The raw better-sqlite3 handle (SQLite only). */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// PostgreSQL returns BIGINT (COUNT(*), SUM) as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** How much of the SQLite file is memory-mapped: all of it up to this size. */
const MMAP_BYTES = 2 ** 32;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** Turns a `file:` URL or a plain path into a filesystem path; ':memory:' stays. */
export function sqlitePath(url: string): string {
  if (url === ':memory:') return url;
  if (url.startsWith('file:')) {
    return url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
  }
  return resolve(url);
}

/**
 * Opens the database named by `url`: a `postgres://` URL opens PostgreSQL
 * through `pg`; anything else is a SQLite file (a path or `file:` URL),
 * opened with WAL, foreign keys and a busy timeout.
 */
export function createDb(
  url: string,
  options: { poolSize?: number; readCache?: boolean } = {},
): Database {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      Client: PreparingClient,
    });
    // An idle client whose connection dies (server restart, DROP DATABASE ... FORCE)
    // emits 'error' on the pool; unhandled, that would end the process. The pool
    // drops the client and the next query opens a fresh connection.
    pool.on('error', () => undefined);
    // A transaction aborted by a deadlock or a serialization failure runs again.
    const db = new RetryingKysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = sqlitePath(url);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  // Reads come from memory-mapped pages instead of a read() per page, and the
  // page cache holds the hot index pages of a large database (64 MiB).
  sqlite.pragma(`mmap_size = ${MMAP_BYTES}`);
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }, sqlite),
  });
  // Answers kept until what they are built from changes, here or in another
  // process on the same file (change-log.ts).
  if (options.readCache !== false) enableReadCache(db, sqliteHandleCache(sqlite, db));
  return { db, dialect: 'sqlite', sqliteFile: file, sqlite, close: () => db.destroy() };
}

/** The most statements one connection keeps prepared; texts beyond run unprepared. */
const MAX_PREPARED = 2000;

/**
 * A pg client that prepares every statement with parameters once per
 * connection (a named statement) and then only binds and runs it: PostgreSQL
 * parses it once, and after a few runs may keep its plan (plan_cache_mode),
 * where planning a listing with its visibility rule costs more than running
 * it. Kysely gives the same text for the same query shape. Statements
 * without parameters (BEGIN, COMMIT, migrations' DDL) run as before.
 *
 * A statement prepared before a migration changed a table it reads with `*`
 * fails once with "cached plan must not change result type" (an instance
 * running while another migrates): the connection then prepares everything
 * afresh, and a statement outside a transaction is run again at once.
 */
class PreparingClient extends pg.Client {
  #names = new Map<string, string>();
  #generation = 0;
  #inTransaction = false;

  // The Kysely dialect calls query(text, values); every other form goes to pg as is.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const run = (...a: unknown[]) => (super.query as (...b: unknown[]) => never).apply(this, a);
    if (typeof text !== 'string' || !Array.isArray(values) || args.length !== 2) {
      if (typeof text === 'string') this.#track(text);
      return run(...args);
    }
    if (values.length === 0) {
      this.#track(text);
      return run(text, values);
    }
    const named = () => {
      let name = this.#names.get(text);
      if (name === undefined && this.#names.size < MAX_PREPARED) {
        name = `gigrank_${this.#generation}_${this.#names.size}`;
        this.#names.set(text, name);
      }
      return name === undefined ? run(text, values) : run({ name, text, values });
    };
    const inTransaction = this.#inTransaction;
    return (named() as Promise<unknown>).catch((error: { code?: string; message?: string }) => {
      if (
        error?.code !== '0A000' ||
        !/cached plan must not change result type/.test(error.message ?? '')
      )
        throw error;
      this.#names.clear();
      this.#generation += 1;
      if (inTransaction) throw error;
      return named();
    }) as never;
  }

  /** Follows BEGIN / COMMIT / ROLLBACK, to know whether a failed statement may be run again. */
  #track(text: string) {
    const word = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
    if (word === 'begin' || word === 'start') this.#inTransaction = true;
    else if (word === 'commit' || word === 'rollback' || word === 'end')
      this.#inTransaction = false;
  }
}

/** True for a unique-constraint failure on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | null;
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    e?.code === '23505'
  );
}
