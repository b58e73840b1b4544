import type { Counter, Id, Optional } from './schema-columns';

// The webhook tables of the schema (schema.ts): an account's webhooks, and
// the outbox of their deliveries.

/** An account's webhook (migration 0021). */
export interface WebhooksTable {
  id: Id;
  user_id: number;
  name: string | null;
  url: string;
  /**
   * The signing secret itself (gr_whsec_...): every delivery is signed with
   * it, so it is kept usable, unlike an API token's hash.
   */
  secret: string;
  /** The events it is told of, space-separated. */
  events: string;
  created_at: string;
}

/**
 * One event to send to one webhook (migration 0021): written in the
 * transaction of the write that caused it (an outbox), then sent by whichever
 * server process claims it (a lease) until it is delivered or given up.
 */
export interface WebhookDeliveriesTable {
  id: Id;
  webhook_id: number;
  /** The webhook's owner: the per-account cap on deliveries in flight counts by it. */
  user_id: number;
  /** The event's id (the payload's `id`), shared by the deliveries of one event. */
  event_id: string;
  event: string;
  /** The JSON body sent, exactly as signed. */
  payload: string;
  /** 'pending' | 'delivered' | 'failed'. */
  status: string;
  /** Attempts started (counted when one is claimed). */
  attempts: Counter;
  /** When it is due (ISO time); null once delivered or failed. */
  next_attempt_at: string | null;
  last_status_code: Optional<number>;
  last_error: Optional<string>;
  /** The server process sending it now, and until when its claim holds (ISO time). */
  lease_owner: Optional<string>;
  lease_until: Optional<string>;
  created_at: string;
  updated_at: string;
}
