import { randomBytes, randomUUID } from 'node:crypto';
import {
  deleteWebhook,
  hasWebhook,
  insertWebhookWithin,
  insertWebhookDeliveries,
  showById,
  viewerOf,
  webhookDeliveriesOf,
  webhooksListening,
  webhooksOf,
  type DB,
  type Transaction,
  type UserRow,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '@gigrank/db';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOKS_PER_USER_MAX,
  type Show,
  type Webhook,
  type WebhookCreateInput,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@gigrank/domain';
import { badRequest, conflict, notFound } from '../../errors';
import type { WebhookConfig } from '../../env';
import type { ServiceDeps } from '../../ports/service-deps';

/** Deliveries a webhook's log lists: the latest. */
const DELIVERY_LOG_LIMIT = 50;

/** The events a webhook's row names (space-separated), those still known. */
const eventsOf = (stored: string) =>
  stored
    .split(' ')
    .filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e));

function listed(row: WebhookRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    events: eventsOf(row.events),
    createdAt: row.created_at,
  };
}

/** What making a webhook needs: the database, and whether plain http is allowed. */
type MakingDeps = Pick<ServiceDeps, 'db'> & {
  config: { webhooks: Pick<WebhookConfig, 'allowInsecure'> };
};

/**
 * A new webhook of `user`'s: its signing secret is in the answer, and only
 * there. Plain http:// only where WEBHOOK_ALLOW_INSECURE allows it.
 */
export async function createWebhook(
  { db, config }: MakingDeps,
  user: UserRow,
  input: WebhookCreateInput,
): Promise<Webhook & { secret: string }> {
  if (new URL(input.url).protocol !== 'https:' && !config.webhooks.allowInsecure) {
    throw badRequest(WEBHOOK_MESSAGES.urlScheme);
  }
  const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64url');
  const row = await insertWebhookWithin(
    db,
    {
      user_id: user.id,
      name: input.name ?? null,
      url: input.url,
      secret,
      events: input.events.join(' '),
      created_at: new Date().toISOString(),
    },
    WEBHOOKS_PER_USER_MAX,
  );
  if (!row) throw conflict(WEBHOOK_MESSAGES.tooMany);
  return { ...listed(row), secret };
}

/** The user's webhooks, newest first. */
export const listWebhooks = async (deps: Pick<ServiceDeps, 'db'>, user: UserRow) =>
  (await webhooksOf(deps.db, user.id)).map(listed);

/** Deletes one of the user's webhooks with its deliveries: none is sent after this. */
export async function removeWebhook(deps: Pick<ServiceDeps, 'db'>, user: UserRow, id: number) {
  const removed = await deleteWebhook(deps.db, user.id, id);
  if (!removed) throw notFound(WEBHOOK_MESSAGES.notFound);
}

function deliveryOf(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.event_id,
    event: row.event as WebhookEvent,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The delivery log of one of the user's webhooks, newest first (anyone else's is not found). */
export async function webhookDeliveries(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: number,
  webhookId: number,
): Promise<WebhookDelivery[]> {
  if (!(await hasWebhook(db, userId, webhookId))) throw notFound(WEBHOOK_MESSAGES.notFound);
  return (await webhookDeliveriesOf(db, webhookId, DELIVERY_LOG_LIMIT)).map(deliveryOf);
}

/**
 * Records `event` for each of `userId`'s webhooks told of it, in the
 * transaction of the write that caused it: the outbox the deliveries are
 * sent from (webhook-deliveries.ts), so an event is never lost to a crash
 * between the write and its sending, and a write rolled back sends nothing.
 * `data` is read only when some webhook listens, inside the transaction.
 */
export async function recordWebhookEvent(
  trx: Transaction<DB>,
  userId: number,
  event: WebhookEvent,
  data: () => Promise<object>,
): Promise<void> {
  const webhookIds = await webhooksListening(trx, userId, event);
  if (webhookIds.length === 0) return;
  const createdAt = new Date().toISOString();
  const eventId = randomUUID();
  const payload = JSON.stringify({ id: eventId, type: event, createdAt, data: await data() });
  await insertWebhookDeliveries(
    trx,
    webhookIds.map((webhookId) => ({
      webhook_id: webhookId,
      user_id: userId,
      event_id: eventId,
      event,
      payload,
      status: 'pending',
      next_attempt_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    })),
  );
}

/**
 * Records a show event ('show.created' after the show is written,
 * 'show.updated' after it changed, 'show.deleted' before it goes): the show
 * as its owner sees it, read inside the transaction.
 */
export function recordShowEvent(
  trx: Transaction<DB>,
  userId: number,
  event: Extract<WebhookEvent, `show.${string}`>,
  showId: number,
): Promise<void> {
  return recordWebhookEvent(trx, userId, event, async () => {
    const show = await showById(trx, viewerOf(userId), showId);
    return show ? showEventData(show) : { id: showId, userId };
  });
}

/** A show as an event's `data` tells of it: what it is, not who liked or commented. */
function showEventData(show: Show) {
  return {
    id: show.id,
    userId: show.userId,
    artist: show.artist,
    guests: show.guestAppearances.map((g) => g.artist),
    city: show.city,
    country: show.cityCountry ?? null,
    venue: show.venue ?? null,
    festival: show.festival ? { id: show.festival.id, name: show.festival.name } : null,
    date: show.date,
    score: show.score,
    rating: show.rating,
    rank: show.rank,
    favoriteSong: show.favoriteSong ?? null,
    createdAt: show.createdAt,
  };
}
