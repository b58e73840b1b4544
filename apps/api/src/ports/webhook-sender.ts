import type { JobLog } from './job-log';
/**
 * Sending one webhook delivery over the network (adapters/webhook-http.ts):
 * one POST to the webhook's URL, at an address it checked (none internal
 * unless the configuration allows it), within a timeout, never following a
 * redirect.
 */

/** One attempt's request: the signed body and its headers. */
export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * How an attempt went: the receiver's HTTP status, or why none came. A
 * `final` failure (the address is refused, the URL cannot be used) is not
 * tried again; the rest are.
 */
export type WebhookAnswer =
  { kind: 'answered'; status: number } | { kind: 'failed'; error: string; final: boolean };

export interface WebhookSender {
  send(request: WebhookRequest): Promise<WebhookAnswer>;
}

/**
 * The deliveries one server process sends in the background
 * (modules/webhooks/webhook-deliveries.ts): what the app and tests ask of them.
 */
export interface WebhookDeliveryRunner {
  /** Looks for due deliveries now and every WEBHOOK_POLL_MS; failures go to `log`. */
  start(log?: JobLog): void;
  /** Claims and starts the deliveries due now; resolves once they are claimed. */
  look(): Promise<void>;
  /** Stops claiming, and waits for the attempts under way (each ends within its timeout). */
  close(): Promise<void>;
}
