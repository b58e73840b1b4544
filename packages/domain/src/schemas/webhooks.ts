/**
 * Webhooks: an account's HTTPS endpoints that are told, by a signed POST,
 * when its shows, plans and imports change. The secret that signs them is
 * shown once, at creation.
 */
import { z } from 'zod';
import { answer, id, timestamp } from '../answer-fields';
import { choiceList, optionalText } from './fields';

/** What a webhook may be told of, in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  'show.created',
  'show.updated',
  'show.deleted',
  'plan.created',
  'import.completed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The start of every signing secret: secret scanners recognise a leaked one by it. */
export const WEBHOOK_SECRET_PREFIX = 'gr_whsec_';
/** Webhooks one account may hold at once. */
export const WEBHOOKS_PER_USER_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
const WEBHOOK_NAME_MAX = 60;
/** The lowest port a webhook may name besides 80 and 443: the system services' ports are below it. */
const WEBHOOK_PORT_MIN = 1024;

export const WEBHOOK_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlMax: `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters`,
  urlInvalid: 'Webhook URL is not a valid URL',
  urlScheme: 'Webhook URL must start with https://',
  urlCredentials: 'Webhook URL must not contain a user name or password',
  urlPort: `Webhook URL must use port 80, 443 or one from ${WEBHOOK_PORT_MIN} to 65535`,
  nameMax: `Webhook name must be at most ${WEBHOOK_NAME_MAX} characters`,
  eventsRequired:
    'Choose at least one event: show.created, show.updated, show.deleted, plan.created or import.completed',
  tooMany: `An account holds at most ${WEBHOOKS_PER_USER_MAX} webhooks: delete one first`,
  notFound: 'Webhook not found',
} as const;

/**
 * Why a delivery attempt failed, as the delivery log shows it. An address
 * refusal and an unusable URL end the delivery at once; the others are tried
 * again later.
 */
export const WEBHOOK_DELIVERY_ERRORS = {
  refusedAddress: (address: string, kind: string) =>
    `Refused: ${address} is ${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind} address, which webhooks are not sent to`,
  unresolved: (host: string) => `Could not resolve ${host}`,
  badUrl: 'The webhook URL cannot be used',
  timeout: (seconds: number) => `No answer within ${seconds} s`,
  redirect: (status: number) => `Answered ${status}: redirects are not followed`,
  status: (status: number) => `Answered ${status}`,
  network: (detail: string) => `Could not connect: ${detail}`,
} as const;

/** The WHATWG URL parser, global in browsers and Node (this package's lib names neither). */
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  username: string;
  password: string;
  port: string;
};

/**
 * Why `raw` cannot be a webhook's URL, or null when it can: an absolute
 * http(s) URL with a host, no user name or password, on port 80, 443 or
 * 1024 and up. Whether plain http is accepted, and which addresses the host
 * may have, the server decides (its configuration; at delivery time).
 */
export function webhookUrlError(raw: string): string | null {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.urlScheme;
  if (!url.hostname) return WEBHOOK_MESSAGES.urlInvalid;
  if (url.username || url.password) return WEBHOOK_MESSAGES.urlCredentials;
  const port = url.port === '' ? null : Number(url.port);
  if (port !== null && port !== 80 && port !== 443 && port < WEBHOOK_PORT_MIN) {
    return WEBHOOK_MESSAGES.urlPort;
  }
  return null;
}

/** POST /api/webhooks and tRPC webhooks.create. */
export const webhookCreateSchema = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, { error: WEBHOOK_MESSAGES.urlRequired, abort: true })
    .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.urlMax, abort: true })
    .superRefine((value, ctx) => {
      const error = webhookUrlError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
  name: optionalText(WEBHOOK_NAME_MAX, WEBHOOK_MESSAGES.nameMax, { label: 'Webhook name' }),
  events: choiceList(WEBHOOK_EVENTS, WEBHOOK_MESSAGES.eventsRequired),
});
export type WebhookCreateInput = z.output<typeof webhookCreateSchema>;

/** A webhook as listed: never its secret. */
export const webhookAnswer = answer('Webhook', {
  id,
  name: z.string().nullable(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: timestamp,
});
export type Webhook = z.infer<typeof webhookAnswer>;

/** A webhook just made: its signing secret is in this answer, and only there. */
export const createdWebhookAnswer = answer('CreatedWebhook', {
  ...webhookAnswer.shape,
  secret: z
    .string()
    .describe(
      `The signing secret (${WEBHOOK_SECRET_PREFIX}...), shown this once: check each delivery's Gigrank-Signature with it`,
    ),
});

/**
 * Where a delivery stands: 'pending' (waiting for its next attempt, or being
 * sent), 'delivered' (answered 2xx) or 'failed' (given up).
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One event sent (or to be sent) to one webhook, as its delivery log lists it. */
export const webhookDeliveryAnswer = answer('WebhookDelivery', {
  id,
  eventId: z
    .string()
    .describe("The event's id, the payload's `id`: the same for every webhook told of it"),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z
    .number()
    .int()
    .nullable()
    .describe('The HTTP status of the last answer, null when none came'),
  lastError: z
    .string()
    .nullable()
    .describe('Why the last attempt failed; null after a success or before the first attempt'),
  nextAttemptAt: timestamp
    .nullable()
    .describe('When it is tried next; null once delivered or failed'),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type WebhookDelivery = z.infer<typeof webhookDeliveryAnswer>;
