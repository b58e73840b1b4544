import { createHmac } from 'node:crypto';
import {
  claimWebhookDelivery,
  dueWebhookDeliveries,
  finishWebhookAttempt,
  type ClaimedWebhookDelivery,
  type DB,
  type Kysely,
  type WebhookAttemptOutcome,
} from '@gigrank/db';
import { WEBHOOK_DELIVERY_ERRORS } from '@gigrank/domain';
import type { WebhookConfig } from '../../env';
import type {
  WebhookAnswer,
  WebhookDeliveryRunner,
  WebhookSender,
} from '../../ports/webhook-sender';
import { LeasedJobs } from '../../jobs/leased-jobs';

/**
 * The webhook deliveries this server process sends in the background. A
 * delivery is a row of the outbox (packages/db webhooks.queries.ts) written
 * with the write that caused it. Every WEBHOOK_POLL_MS (and as soon as an
 * attempt ends) the process reads the due ones and claims each with a lease
 * in one conditional update: whichever process claims a delivery sends it,
 * and no other can until the lease runs out, so several processes or
 * instances send each attempt once. An attempt is one signed POST
 * (signatureHeader); a 2xx delivers it, anything else is tried again after
 * the next of WEBHOOK_RETRY_DELAYS_MS until a day has passed since the
 * event, then it is failed. An account has at most PER_USER_SENDING
 * deliveries being sent at once. A process that closes stops claiming and
 * lets its attempts end; one that dies lets its leases run out, and the
 * delivery is tried again by another.
 */

/** Deliveries of one account being sent at once, across processes. */
const PER_USER_SENDING = 5;
/** Deliveries this process sends at once, all accounts together. */
const PROCESS_SENDING = 50;
/** Due deliveries read per look (ids only), so one account's long backlog seldom hides another's. */
const DUE_BATCH = 500;
/** How long after the event a delivery is still tried. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** What a lease holds beyond the attempt's timeout: time to record how it went. */
const LEASE_MARGIN_MS = 30_000;

/**
 * The `Gigrank-Signature` header of `body` sent at `seconds` (Unix time):
 * `t=<seconds>,v1=<hex HMAC-SHA256 of "<seconds>.<body>" with the secret>`.
 */
function signatureHeader(secret: string, seconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${v1}`;
}

/** How an attempt's answer leaves the delivery: delivered, given up, or due again later. */
function outcomeOf(
  answer: WebhookAnswer,
  delivery: Pick<ClaimedWebhookDelivery, 'attempts' | 'created_at'>,
  retryDelaysMs: readonly number[],
  now: number,
): WebhookAttemptOutcome {
  const at = new Date(now).toISOString();
  const statusCode = answer.kind === 'answered' ? answer.status : null;
  if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
    return { status: 'delivered', nextAttemptAt: null, statusCode, error: null, at };
  }
  const error =
    answer.kind === 'failed'
      ? answer.error
      : answer.status >= 300 && answer.status < 400
        ? WEBHOOK_DELIVERY_ERRORS.redirect(answer.status)
        : WEBHOOK_DELIVERY_ERRORS.status(answer.status);
  const delay = retryDelaysMs[Math.min(delivery.attempts, retryDelaysMs.length) - 1] ?? 0;
  const next = now + delay;
  const givenUp =
    (answer.kind === 'failed' && answer.final) ||
    next > Date.parse(delivery.created_at) + GIVE_UP_AFTER_MS;
  return givenUp
    ? { status: 'failed', nextAttemptAt: null, statusCode, error, at }
    : { status: 'pending', nextAttemptAt: new Date(next).toISOString(), statusCode, error, at };
}

export class WebhookDeliveries extends LeasedJobs<number> implements WebhookDeliveryRunner {
  /** Deliveries in hand per account. */
  private readonly sendingOf = new Map<number, number>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly sender: WebhookSender,
    private readonly config: Pick<WebhookConfig, 'timeoutMs' | 'retryDelaysMs' | 'pollMs'>,
  ) {
    super({
      what: 'webhook delivery',
      everyMs: config.pollMs,
      leaseMs: config.timeoutMs + LEASE_MARGIN_MS,
    });
  }

  protected async findWork(): Promise<void> {
    if (this.closing || this.inHand.size >= PROCESS_SENDING) return;
    const due = await dueWebhookDeliveries(this.db, new Date().toISOString(), DUE_BATCH);
    // Accounts whose claim failed in this round (at their cap, or another process was first).
    const passed = new Set<number>();
    for (const { id, user_id: userId } of due) {
      if (this.closing || this.inHand.size >= PROCESS_SENDING) return;
      if (passed.has(userId) || (this.sendingOf.get(userId) ?? 0) >= PER_USER_SENDING) continue;
      if (this.inHand.has(id)) continue;
      const { at, until } = this.lease();
      const claimed = await claimWebhookDelivery(
        this.db,
        { id, userId },
        this.owner,
        at,
        until,
        PER_USER_SENDING,
      );
      if (claimed) this.begin(claimed);
      else passed.add(userId);
    }
  }

  /** Sends a claimed delivery, counted against its account until the attempt is recorded. */
  private begin(delivery: ClaimedWebhookDelivery): void {
    const userId = delivery.user_id;
    this.sendingOf.set(userId, (this.sendingOf.get(userId) ?? 0) + 1);
    this.hold(
      delivery.id,
      () => this.attempt(delivery),
      { deliveryId: delivery.id },
      () => {
        const left = (this.sendingOf.get(userId) ?? 1) - 1;
        if (left > 0) this.sendingOf.set(userId, left);
        else this.sendingOf.delete(userId);
        // A backlog drains without waiting for the next tick.
        void this.look();
      },
    );
  }

  /** One attempt: the signed POST, then how it went, recorded under this process's lease. */
  private async attempt(delivery: ClaimedWebhookDelivery): Promise<void> {
    const seconds = Math.floor(Date.now() / 1000);
    const answer = await this.sender.send({
      url: delivery.url,
      body: delivery.payload,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Gigrank-Webhooks/1',
        'gigrank-event': delivery.event,
        'gigrank-delivery': String(delivery.id),
        'gigrank-signature': signatureHeader(delivery.secret, seconds, delivery.payload),
      },
    });
    const outcome = outcomeOf(answer, delivery, this.config.retryDelaysMs, Date.now());
    await finishWebhookAttempt(this.db, delivery.id, this.owner, outcome);
  }
}
