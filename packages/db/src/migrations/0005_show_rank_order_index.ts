import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Frozen once landed. A user's shows in ranking order (score, highest first,
// unscored last; later date; later entry): a new or edited show finds its
// rank by counting the entries ahead of it in this index.
// SQLite sorts NULL lowest, so `desc` already puts unscored shows last (and
// SQLite refuses NULLS LAST in an index); PostgreSQL needs it said.
export async function up(db: Kysely<unknown>): Promise<void> {
  const score = isPostgres(db) ? sql`score desc nulls last` : sql`score desc`;
  await sql`
    create index shows_user_order_idx
    on shows (user_id, ${score}, date desc, created_at desc, id desc)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('shows_user_order_idx').execute();
}
