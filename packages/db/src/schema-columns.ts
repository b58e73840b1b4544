import type { ColumnType, Generated } from 'kysely';

// Column types shared by every table of the schema (schema.ts).

export type Id = Generated<number>;
export type Counter = ColumnType<number, number | undefined, number>;

/** A column that may be null, which an insert may leave out (null then). */
export type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
