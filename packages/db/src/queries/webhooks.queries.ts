import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { leaseFree } from '../leases';
import { isPostgres } from '../migrations/helpers';
import { lockUserShows } from '../ranking';
import { valueWhere } from '../rows';
import type { DB, WebhookDeliveriesTable, WebhooksTable, Handle } from '../schema';

// Data functions of webhooks and their deliveries: the only place with their
// SQL. A delivery is a row of the outbox, written in the transaction of the
// write that caused it; a server process claims a due one with a lease, sends
// it, and records how it went under that lease.

/** A webhook as listed to its owner (no secret). */
export type WebhookRow = Omit<Selectable<WebhooksTable>, 'secret' | 'user_id'>;
export type WebhookDeliveryRow = Omit<
  Selectable<WebhookDeliveriesTable>,
  'payload' | 'lease_owner' | 'lease_until' | 'user_id' | 'webhook_id'
>;

const LISTED = ['id', 'name', 'url', 'events', 'created_at'] as const;

/**
 * Adds a webhook unless its user already has `max`: undefined then. The
 * count and the insert are one transaction holding the user's row
 * (PostgreSQL; a SQLite transaction begins immediate, one writer at a time),
 * so two webhooks made at once cannot both pass the count.
 */
export function insertWebhookWithin(
  db: Kysely<DB>,
  webhook: Insertable<WebhooksTable>,
  max: number,
): Promise<WebhookRow | undefined> {
  return db.transaction().execute(async (trx) => {
    await lockUserShows(trx, webhook.user_id);
    const held = await webhooksOf(trx, webhook.user_id);
    if (held.length >= max) return undefined;
    return trx
      .insertInto('webhooks')
      .values(webhook)
      .returning([...LISTED])
      .executeTakeFirstOrThrow();
  });
}

/** A user's webhooks, newest first (at most WEBHOOKS_PER_USER_MAX). */
export function webhooksOf(db: Handle, userId: number): Promise<WebhookRow[]> {
  return db
    .selectFrom('webhooks')
    .where('user_id', '=', userId)
    .select([...LISTED])
    .orderBy('id', 'desc')
    .execute();
}

/** Removes one of a user's webhooks with its deliveries; false when the user has none with that id. */
export async function deleteWebhook(db: Handle, userId: number, id: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom('webhooks')
    .where((eb) => eb.and({ id, user_id: userId }))
    .executeTakeFirst();
  return numDeletedRows > 0n;
}

/** Whether `userId` has the webhook `id`. */
export async function hasWebhook(db: Handle, userId: number, id: number): Promise<boolean> {
  return (await valueWhere(db, 'webhooks', 'id', { id, user_id: userId })) !== undefined;
}

/** The ids of a user's webhooks told of `event` (one of the space-separated `events`). */
export async function webhooksListening(
  db: Handle,
  userId: number,
  event: string,
): Promise<number[]> {
  const told = sql<string>`' ' || events || ' '`;
  const listening = await db
    .selectFrom('webhooks')
    .select('id')
    .where((eb) => eb.and([eb('user_id', '=', userId), eb(told, 'like', `% ${event} %`)]))
    .execute();
  return listening.map((w) => w.id);
}

/** Adds deliveries to the outbox (inside the transaction of the write that caused them). */
export async function insertWebhookDeliveries(
  trx: Handle,
  rows: Insertable<WebhookDeliveriesTable>[],
): Promise<void> {
  if (rows.length) await trx.insertInto('webhook_deliveries').values(rows).execute();
}

/** A webhook's latest deliveries, newest first. */
export function webhookDeliveriesOf(
  db: Handle,
  webhookId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event_id',
      'event',
      'status',
      'attempts',
      'next_attempt_at',
      'last_status_code',
      'last_error',
      'created_at',
      'updated_at',
    ])
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Up to `limit` deliveries due at `now` that no process holds, the longest waiting first. */
export function dueWebhookDeliveries(
  db: Handle,
  now: string,
  limit: number,
): Promise<{ id: number; user_id: number }[]> {
  return db
    .selectFrom('webhook_deliveries')
    .select(['id', 'user_id'])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where(leaseFree(now))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/** A delivery claimed for sending: what to send, where, and with which secret. */
export interface ClaimedWebhookDelivery {
  id: number;
  user_id: number;
  event_id: string;
  event: string;
  payload: string;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
}

/**
 * Takes a due delivery for `owner` until `until` and counts the attempt,
 * unless another process holds it or its account already has `perUserMax`
 * deliveries being sent (leases not run out at `now`): the delivery to send,
 * or null. On PostgreSQL the account's webhook rows are locked first, so two
 * processes claiming for one account count one after the other (SQLite
 * writes one transaction at a time).
 */
export function claimWebhookDelivery(
  db: Kysely<DB>,
  delivery: { id: number; userId: number },
  owner: string,
  now: string,
  until: string,
  perUserMax: number,
): Promise<ClaimedWebhookDelivery | null> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db as unknown as Kysely<unknown>)) {
      await trx
        .selectFrom('webhooks')
        .select('id')
        .where('user_id', '=', delivery.userId)
        .forNoKeyUpdate()
        .execute();
    }
    const sending = await trx
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', delivery.userId)
      .where('lease_until', '>=', now)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(sending.n) >= perUserMax) return null;
    const result = await trx
      .updateTable('webhook_deliveries')
      .set((eb) => ({ lease_owner: owner, lease_until: until, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', delivery.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where(leaseFree(now))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return null;
    return (
      (await trx
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
        .select([
          'd.id',
          'd.user_id',
          'd.event_id',
          'd.event',
          'd.payload',
          'd.attempts',
          'd.created_at',
          'w.url',
          'w.secret',
        ])
        .where('d.id', '=', delivery.id)
        .executeTakeFirst()) ?? null
    );
  });
}

/** How an attempt went: delivered, given up, or to be tried again at `nextAttemptAt`. */
export interface WebhookAttemptOutcome {
  status: 'pending' | 'delivered' | 'failed';
  nextAttemptAt: string | null;
  statusCode: number | null;
  error: string | null;
  at: string;
}

/**
 * Records an attempt of `owner`'s and lets go of the delivery; false when
 * the claim is no longer theirs (or the delivery is gone with its webhook).
 */
export async function finishWebhookAttempt(
  db: Handle,
  id: number,
  owner: string,
  outcome: WebhookAttemptOutcome,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({
      status: outcome.status,
      next_attempt_at: outcome.nextAttemptAt,
      last_status_code: outcome.statusCode,
      last_error: outcome.error,
      lease_owner: null,
      lease_until: null,
      updated_at: outcome.at,
    })
    .where((eb) => eb.and({ id, lease_owner: owner, status: 'pending' }))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deliveries delivered or given up before `before`: removed (the log keeps recent ones). */
export async function deleteWebhookDeliveriesBefore(db: Handle, before: string): Promise<number> {
  const result = await db
    .deleteFrom('webhook_deliveries')
    .where('updated_at', '<', before)
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
