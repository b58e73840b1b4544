import { sql, type Insertable, type Kysely } from 'kysely';
import { isPostgres } from './migrations/helpers';
import type { DB, Handle } from './schema';

// Loading many rows at once (seed:demo): batched inserts, then the counters
// (recounts.ts rebuildCounters) and fresh planner statistics.

/** Inserts rows in batches (SQLite caps the variables of one statement). */
export async function bulkInsert<T extends keyof DB>(
  db: Handle,
  table: T,
  rows: Insertable<DB[T]>[],
  batch: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

/**
 * Runs `load` with `table`'s secondary indexes (not unique, not its primary
 * key) dropped, and creates them again after: building an index once from
 * every row costs less than keeping it through millions of inserts in
 * random key order (setlist rows: about a third of the insert time). Inside
 * a transaction a failed load leaves the indexes as they were.
 */
export async function withoutSecondaryIndexes<T>(
  db: Handle,
  table: keyof DB & string,
  load: () => Promise<T>,
): Promise<T> {
  const { rows } = isPostgres(db as Kysely<unknown>)
    ? await sql<{ name: string; definition: string }>`
        SELECT indexname AS name, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ${table}
          AND indexdef NOT LIKE 'CREATE UNIQUE INDEX%'`.execute(db)
    : await sql<{ name: string; definition: string }>`
        SELECT name, sql AS definition FROM sqlite_master
        WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL
          AND sql NOT LIKE 'CREATE UNIQUE INDEX%'`.execute(db);
  for (const index of rows) await sql`DROP INDEX ${sql.id(index.name)}`.execute(db);
  const result = await load();
  for (const index of rows) await sql.raw(index.definition).execute(db);
  return result;
}

export async function hasUsers(db: Handle): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** The most populous catalogue city of this name in this country (ISO 3166 code), or undefined. */
export async function largestCityNamed(
  db: Handle,
  name: string,
  country: string,
): Promise<{ id: number; name: string } | undefined> {
  return db
    .selectFrom('cities')
    .select(['id', 'name'])
    .where('name', '=', name)
    .where('country', '=', country)
    .orderBy('population', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The artist catalogue by global rank (names for setlists' covers and guests), and the `cityLimit` most populous cities. */
export async function catalogueForLoad(db: Handle, cityLimit: number) {
  const [artists, cities] = await Promise.all([
    db.selectFrom('artists').select(['id', 'name', 'global_rank']).orderBy('global_rank').execute(),
    db
      .selectFrom('cities')
      .select(['id', 'name'])
      .orderBy('population', 'desc')
      .limit(cityLimit)
      .execute(),
  ]);
  return { artists, cities };
}

/**
 * After a load with explicit ids: PostgreSQL's sequences move past them; then
 * fresh planner statistics, as a database that grew by use would have
 * (autovacuum on PostgreSQL, `PRAGMA optimize` on SQLite): without them the
 * first plans over a bulk-loaded database are guesses. PostgreSQL is also
 * vacuumed: the counters set after the rows were loaded left a dead version of
 * every show (a million at 1M shows, the table twice its size) and no
 * visibility map, which every read then paid for until autovacuum came.
 */
export async function finishBulkLoad(db: Kysely<DB>, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'postgres') {
    for (const table of [
      'users',
      'shows',
      'show_guests',
      'comments',
      'want_to_see',
      'notifications',
      'venues',
      'festivals',
      'songs',
    ]) {
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${sql.table(table)}))`.execute(
        db,
      );
    }
  }
  await (dialect === 'postgres' ? sql`VACUUM (ANALYZE)` : sql`ANALYZE`).execute(db);
}
