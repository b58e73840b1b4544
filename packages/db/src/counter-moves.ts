import { sql, type Expression, type RawBuilder } from 'kysely';

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
