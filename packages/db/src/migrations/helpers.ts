import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

/** Migrations are frozen once landed; these helpers keep them portable. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key on either engine. */
export function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Type of the normalized `*_key` columns. Prefix search compares them as
 * ranges (`key >= q AND key < q || U+10FFFF`), which needs byte order: SQLite
 * compares text bytewise already; PostgreSQL needs the "C" collation.
 */
export function keyType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`text collate "C"` : sql`text`;
}

/**
 * Creates the index `name` on `table` over `columns`, in order (`'date desc'`
 * for a descending one); `unique` makes it a unique index.
 */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  const index = db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns]);
  await (options.unique ? index.unique() : index).execute();
}

/** The counter columns `names`, in order: integers starting at 0 (`.$call(counters(...))`). */
export function counters(...names: string[]) {
  return <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
    names.reduce(
      (t: CreateTableBuilder<T, C>, name) =>
        t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0)),
      table,
    );
}

/** Adds nullable text columns `names` to `table`, one statement each (as SQLite alters). */
export async function addTextColumns(
  db: Kysely<unknown>,
  table: string,
  names: readonly string[],
): Promise<void> {
  for (const name of names) await db.schema.alterTable(table).addColumn(name, 'text').execute();
}

/** Drops `columns` of `table`, one statement each (SQLite drops one column at a time). */
export async function dropColumns(
  db: Kysely<unknown>,
  table: string,
  columns: readonly string[],
): Promise<void> {
  for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}

/**
 * A table of each user's statistics per `key` (a column referencing `ref`):
 * one row per user and key, with its shows, score sum and scored shows.
 */
export async function createUserStatsTable(
  db: Kysely<unknown>,
  table: string,
  key: string,
  ref: string,
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn(key, 'integer', (c) => c.notNull().references(ref))
    .$call(counters('show_count', 'score_sum', 'scored_count'))
    .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', key])
    .execute();
}
