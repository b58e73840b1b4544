import type { Kysely } from 'kysely';

// Frozen once landed. A city's first-level region (state, province...), so the
// pickers tell the six Lisbons of the US apart. Null until the catalogue seed
// has filled it (seed.ts backfills the rows of a database seeded before this);
// '' when the catalogue knows none, and for cities users typed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cities').addColumn('region', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cities').dropColumn('region').execute();
}
