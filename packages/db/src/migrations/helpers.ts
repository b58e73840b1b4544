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
