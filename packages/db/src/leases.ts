import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Handle } from './schema';

// One rule for every table whose rows a process claims with a lease
// (photo_jobs, setlistfm_fetches, webhook_deliveries): a row is claimed by
// writing the process's name into lease_owner and the time its claim runs
// out into lease_until, in one statement that only succeeds while no live
// lease holds it. A process that dies lets its leases run out; one that
// closes lets go of them at once.

/** Each leased table and the column that names one of its rows. */
const LEASED_TABLES = {
  photo_jobs: 'photo_id',
  setlistfm_fetches: 'id',
  webhook_deliveries: 'id',
} as const;

/** True of a row no live lease holds at `now` (never claimed, or its lease ran out). */
export function leaseFree(now: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(lease_until is null or lease_until < ${now})`;
}

/** Lets go of `owner`'s claim on a row (its process closes, or the try failed): free at once. */
export async function releaseLease(
  db: Handle,
  table: keyof typeof LEASED_TABLES,
  id: string | number,
  owner: string,
): Promise<void> {
  const key = LEASED_TABLES[table];
  await sql`update ${sql.table(table)} set lease_owner = null, lease_until = null
    where ${sql.ref(key)} = ${id} and lease_owner = ${owner}`.execute(db);
}
