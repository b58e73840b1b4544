import type { Kysely } from 'kysely';
import { createIndex, withId } from './helpers';

// Frozen once landed. Webhooks and the outbox of their deliveries.
//
// - webhooks: an account's endpoint, told of the events it names
//   (space-separated) by a POST signed with its secret. The secret is kept as
//   it is: every delivery is signed with it.
// - webhook_deliveries: one event for one webhook, written in the same
//   transaction as the write that caused it, with the JSON body to send. A
//   server process claims a due one through a lease (lease_owner,
//   lease_until) while it sends it; it then becomes 'delivered', 'failed'
//   (given up) or stays 'pending' with its next attempt's time. Deleting the
//   webhook or the account deletes its deliveries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('webhooks'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await createIndex(db, 'webhooks_user_idx', 'webhooks', ['user_id', 'id']);
  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('webhook_id', 'integer', (c) =>
      c.notNull().references('webhooks.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const indexes: [name: string, columns: string[]][] = [
    // A webhook's delivery log, newest first.
    ['webhook_deliveries_webhook_idx', ['webhook_id', 'id']],
    // The deliveries due: pending, by the time of their next attempt.
    ['webhook_deliveries_due_idx', ['status', 'next_attempt_at']],
    // An account's deliveries being sent (their leases), for its cap.
    ['webhook_deliveries_user_idx', ['user_id', 'lease_until']],
    // Housekeeping's range of the deliveries finished days ago.
    ['webhook_deliveries_updated_idx', ['updated_at']],
  ];
  for (const [name, columns] of indexes) {
    await createIndex(db, name, 'webhook_deliveries', columns);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
