import { sql, type Kysely } from 'kysely';
import type { DB } from '../schema';

/** Resolves when the database answers a trivial statement (the readiness check). */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
