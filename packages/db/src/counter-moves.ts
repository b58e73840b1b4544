import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './migrations/helpers';
import type { Handle } from './schema';

/**
 * The SET that moves counters, every counter table's one way of writing
 * them: each column by its change, `column = column + change` (a negative
 * change takes away). `table` qualifies the columns, as an upsert's update
 * needs beside `excluded`, the row that was to be inserted.
 */
export function movedBy<C extends string>(
  changes: { [K in C]?: number | Expression<number> },
  table?: string,
): Record<C, RawBuilder<number>> {
  const moved = {} as Record<C, RawBuilder<number>>;
  for (const [column, change] of Object.entries(changes) as [C, number | Expression<number>][]) {
    const ref = sql.ref(table === undefined ? column : `${table}.${column}`);
    moved[column] = sql<number>`${ref} + ${change}`;
  }
  return moved;
}

/** What an upsert would have inserted in `columns`, to add to the row already there. */
export function excluded<C extends string>(columns: readonly C[]): Record<C, RawBuilder<number>> {
  const refs = {} as Record<C, RawBuilder<number>>;
  for (const column of columns) refs[column] = sql.ref<number>(`excluded.${column}`);
  return refs;
}

/**
 * Whether a user's shows count in the shared counters (the places' rows,
 * place-counters.ts; the songs', song-counters.ts): theirs is a public
 * account. On PostgreSQL their row is locked first (a show write of theirs
 * locks it before counting, so the flag cannot change in between; SQLite's
 * write transactions are one at a time already).
 */
export async function countsInShared(trx: Handle, userId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('users')
    .select('is_private')
    .where('id', '=', userId)
    .$if(isPostgres(trx as Kysely<unknown>), (q) => q.forUpdate())
    .executeTakeFirst();
  return row !== undefined && row.is_private === 0;
}

/**
 * Locks the counter rows `ids` of `table` in id order on PostgreSQL, before a
 * write moves them one by one, so two writes never wait for each other
 * crosswise (SQLite's write transactions are one at a time already).
 * `noKey`: FOR NO KEY UPDATE, for rows that other rows point at and that a
 * write may have just pointed at (their foreign keys hold KEY SHARE locks,
 * which FOR UPDATE would wait on crosswise).
 */
export async function lockInOrder(
  trx: Handle,
  table: 'artists' | 'songs',
  ids: readonly number[],
  options: { noKey?: boolean } = {},
): Promise<void> {
  if (ids.length === 0 || !isPostgres(trx as Kysely<unknown>)) return;
  const q = trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .orderBy('id');
  await (options.noKey ? q.forNoKeyUpdate() : q.forUpdate()).execute();
}
