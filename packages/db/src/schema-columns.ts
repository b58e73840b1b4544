import type { ColumnType, Generated } from 'kysely';

// Column types shared by every table of the schema (schema.ts).

export type Id = Generated<number>;
export type Counter = ColumnType<number, number | undefined, number>;
