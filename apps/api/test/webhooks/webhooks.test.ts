/**
 * Webhooks: made by a signed-in session with a secret shown once; told of
 * shows logged, edited and deleted, plans and imports by a POST signed with
 * that secret, soon after the write (an outbox row written with it); retried
 * until the receiver answers 2xx or a day has passed; sent once however many
 * server processes share the database; never sent to an internal address
 * unless the configuration allows it; closed to tokens and to other users.
 */
import {
  TOKEN_MESSAGES,
  WEBHOOK_DELIVERY_ERRORS,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PER_USER_MAX,
  type WebhookDelivery,
} from '@gigrank/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { internalAddressKind } from '../../src/adapters/webhook-http';
import {
  housekeeping,
  WEBHOOK_DELIVERY_KEEP_DAYS,
} from '../../src/modules/housekeeping/housekeeping.service';
import {
  useTestApp,
  type InjectResponse,
  type TestUser,
  type UsedTestApp,
} from '../support/helpers';
import { importCsv } from '../support/imports';
import { createTwoApps } from '../support/two-apps';
import { newUser, requestsAs } from '../support/requests';
import {
  signatureMatches,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/webhook-receiver';

/** Deliveries looked for every 50 ms and retried 100 ms apart: nothing waits long. */
const QUICK = { WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_DELAYS_MS: '100' };
/** A receiver on 127.0.0.1, over plain http. */
const LOCAL_RECEIVER = { WEBHOOK_ALLOW_INSECURE: 'true', WEBHOOK_ALLOW_PRIVATE: 'true' };
const EVERY_EVENT = [
  'show.created',
  'show.updated',
  'show.deleted',
  'plan.created',
  'import.completed',
];

const message = (res: InjectResponse) =>
  (res.json() as { message?: string }).message ??
  (res.json() as { error: { message: string } }).error.message;

/** A webhook of `who`'s at `url`: its id and secret. */
async function makeWebhook(who: TestUser, url: string, events = EVERY_EVENT, name?: string) {
  const res = await who.post('/api/webhooks', { url, events, ...(name ? { name } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string };
}

async function deliveriesOf(who: TestUser, webhookId: number): Promise<WebhookDelivery[]> {
  const res = await who.get(`/api/webhooks/${webhookId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The delivery log once every delivery in it has ended (and it holds `count`). */
async function settledLog(who: TestUser, webhookId: number, count: number, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const log = await deliveriesOf(who, webhookId);
    if (log.length >= count && log.every((d) => d.status !== 'pending')) return log;
    if (Date.now() > until) throw new Error(`deliveries not settled: ${JSON.stringify(log)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

let testApp: () => UsedTestApp;

/**
 * A delivery written straight to the outbox (as a write would, or as a
 * process that died left it): due now, made at `created`, held by `owner`
 * until `until` if given.
 */
async function insertDelivery(
  webhookId: number,
  userId: number,
  eventId: string,
  at: { created?: number; attempts?: number; owner?: string; until?: number } = {},
) {
  const created = new Date(at.created ?? Date.now() - 1000).toISOString();
  await testApp()
    .db.insertInto('webhook_deliveries')
    .values({
      webhook_id: webhookId,
      user_id: userId,
      event_id: eventId,
      event: 'show.created',
      payload: JSON.stringify({ id: eventId, type: 'show.created', createdAt: created, data: {} }),
      status: 'pending',
      attempts: at.attempts ?? 0,
      next_attempt_at: created,
      lease_owner: at.owner ?? null,
      lease_until: at.until === undefined ? null : new Date(at.until).toISOString(),
      created_at: created,
      updated_at: created,
    })
    .execute();
}

const DAY = 86_400_000;
const futureDate = () => new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

function useReceiver(delayMs = 0): () => WebhookReceiver {
  let receiver: WebhookReceiver | undefined;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(delayMs);
  });
  afterAll(() => receiver?.close());
  return () => receiver!;
}

describe('webhooks to a receiver on this machine', () => {
  const t = useTestApp({ ...QUICK, ...LOCAL_RECEIVER });
  testApp = () => t;
  const receiver = useReceiver();

  it('a show logged through the API reaches the receiver within seconds, signed with the secret shown once', async () => {
    const fan = await t.newUser();
    const made = await fan.post('/api/webhooks', {
      url: receiver().url,
      name: '  My sheet ',
      events: ['show.created', 'show.created'],
    });
    expect(made.statusCode, made.body).toBe(201);
    const webhook = made.json() as { id: number; secret: string };
    expect(webhook).toMatchObject({
      name: 'My sheet',
      url: receiver().url,
      events: ['show.created'],
    });
    expect(webhook.secret).toMatch(/^gr_whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await fan.get('/api/webhooks')).json() as object[];
    expect(listed).toEqual([
      {
        id: webhook.id,
        name: 'My sheet',
        url: receiver().url,
        events: ['show.created'],
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(webhook.secret.slice(9));

    const before = receiver().received.length;
    const started = Date.now();
    const show = await fan.addShow({ artist: 'Signed Band', city: 'Lisbon', score: 88 });
    const [got] = (await receiver().waitFor(before + 1, 5000)).slice(before);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['gigrank-event']).toBe('show.created');
    const signature = got!.headers['gigrank-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureMatches(webhook.secret, signature, got!.body)).toBe(true);
    expect(signatureMatches(webhook.secret, signature, `${got!.body} `)).toBe(false);
    expect(signatureMatches('gr_whsec_other', signature, got!.body)).toBe(false);
    const seconds = Number(/t=(\d+)/.exec(signature)![1]);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(30);

    const payload = JSON.parse(got!.body);
    expect(payload).toEqual({
      id: expect.any(String),
      type: 'show.created',
      createdAt: expect.any(String),
      data: expect.objectContaining({
        id: show.id,
        userId: fan.user.id,
        artist: 'Signed Band',
        city: 'Lisbon',
        score: 88,
        rating: expect.any(String),
      }),
    });
    const [delivery] = await settledLog(fan, webhook.id, 1);
    expect(delivery).toMatchObject({
      id: Number(got!.headers['gigrank-delivery']),
      eventId: payload.id,
      event: 'show.created',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it("tells each webhook of the events it chose: a show's edit and deletion, a plan, an import", async () => {
    const fan = await t.newUser();
    const all = await makeWebhook(fan, receiver().url);
    const plansOnly = await makeWebhook(fan, receiver().url, ['plan.created']);
    const show = await fan.addShow({ artist: 'Every Event', city: 'Porto', score: 70 });
    expect((await fan.put(`/api/shows/${show.id}/score`, { score: 91 })).statusCode).toBe(200);
    const edited = await fan.putShow(show.id, {
      artist: 'Every Event',
      city: 'Porto',
      date: show.date,
      score: 92,
      venue: 'Coliseu',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await fan.del(`/api/shows/${show.id}`)).statusCode).toBeLessThan(300);
    const plan = await fan.post('/api/plans', {
      artist: 'Planned Band',
      city: 'Lisbon',
      date: futureDate(),
    });
    expect(plan.statusCode, plan.body).toBe(201);
    await importCsv(fan, 'date,artist,city\n2019-05-01,Imported Band,Lisbon\n');

    const log = await settledLog(fan, all.id, 6);
    expect(log.map((d) => d.event).reverse()).toEqual([
      'show.created',
      'show.updated',
      'show.updated',
      'show.deleted',
      'plan.created',
      'import.completed',
    ]);
    expect(log.every((d) => d.status === 'delivered')).toBe(true);
    const only = await settledLog(fan, plansOnly.id, 1);
    expect(only.map((d) => d.event)).toEqual(['plan.created']);
    // One event, one id, whichever webhook is told of it.
    expect(only[0]!.eventId).toBe(log.find((d) => d.event === 'plan.created')!.eventId);

    // Each event once (the plan's came to both webhooks).
    const bodies = [
      ...new Map(
        receiver()
          .received.map((r) => JSON.parse(r.body))
          .filter((p) => log.some((d) => d.eventId === p.id))
          .map((p) => [p.id, p]),
      ).values(),
    ];
    const data = (type: string) => bodies.filter((b) => b.type === type).map((b) => b.data);
    expect(data('show.updated').at(-1)).toMatchObject({ id: show.id, score: 92, venue: 'Coliseu' });
    expect(data('show.deleted')).toEqual([expect.objectContaining({ id: show.id, score: 92 })]);
    expect(data('plan.created')).toEqual([
      expect.objectContaining({ id: plan.json().id, artist: 'Planned Band', city: 'Lisbon' }),
    ]);
    expect(data('import.completed')).toEqual([
      expect.objectContaining({ source: 'csv', total: 1, created: 1, skipped: 0, refused: 0 }),
    ]);
    for (const body of bodies) expect(JSON.stringify(body).length).toBeLessThan(4096);
  });

  it('a receiver failing twice (500) then answering 200: delivered on the 3rd attempt, the same signed body each time', async () => {
    const fan = await t.newUser();
    const webhook = await makeWebhook(fan, receiver().url, ['show.created']);
    const before = receiver().received.length;
    receiver().answerWith(500, 500);
    await fan.addShow({ artist: 'Third Time', city: 'Lisbon' });
    const [delivery] = await settledLog(fan, webhook.id, 1);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    const tries = receiver().received.slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    expect(new Set(tries.map((r) => r.headers['gigrank-delivery'])).size).toBe(1);
    for (const r of tries) {
      expect(
        signatureMatches(webhook.secret, r.headers['gigrank-signature'] as string, r.body),
      ).toBe(true);
    }
  });

  it('a redirect is a failure, never followed; a day after the event it is given up, with the last answer', async () => {
    const fan = await t.newUser();
    const webhook = await makeWebhook(fan, receiver().url, ['show.created']);
    const before = receiver().received.length;
    receiver().answerWith(302);
    const old = Date.now() - 25 * 60 * 60_000;
    await insertDelivery(webhook.id, fan.user.id, 'evt-moved', { created: old });
    const [moved] = await settledLog(fan, webhook.id, 1);
    expect(moved).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: 302,
      lastError: WEBHOOK_DELIVERY_ERRORS.redirect(302),
      nextAttemptAt: null,
    });
    expect(
      receiver()
        .received.slice(before)
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual(['POST /hook']);

    receiver().answerWith(503);
    await insertDelivery(webhook.id, fan.user.id, 'evt-old', { created: old });
    const log = await settledLog(fan, webhook.id, 2);
    expect(log.find((d) => d.eventId === 'evt-old')).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: 503,
      lastError: WEBHOOK_DELIVERY_ERRORS.status(503),
      nextAttemptAt: null,
    });
  });

  it('a delivery claimed by a process that died is sent once its lease runs out, not before', async () => {
    const fan = await t.newUser();
    const webhook = await makeWebhook(fan, receiver().url, ['show.created']);
    const now = Date.now();
    const died = (until: number) => ({ attempts: 1, owner: 'a-process-that-died', until });
    await insertDelivery(webhook.id, fan.user.id, 'evt-lapsed', died(now - 1));
    await insertDelivery(webhook.id, fan.user.id, 'evt-held', died(now + 60_000));
    const lapsed = receiver().received.length;
    await receiver().waitFor(lapsed + 1);
    await new Promise((r) => setTimeout(r, 300));
    const sent = receiver()
      .received.slice(lapsed)
      .map((r) => JSON.parse(r.body).id);
    expect(sent).toEqual(['evt-lapsed']);
    const log = await deliveriesOf(fan, webhook.id);
    expect(log.find((d) => d.eventId === 'evt-lapsed')).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
    expect(log.find((d) => d.eventId === 'evt-held')).toMatchObject({ status: 'pending' });
  });

  it("refuses bad input with its message, 400, and makes nothing; caps an account's webhooks", async () => {
    const fan = await t.newUser();
    const url = 'https://example.com/hook';
    const cases: [object, string][] = [
      [{ events: ['show.created'] }, WEBHOOK_MESSAGES.urlRequired],
      [{ url: '  ', events: ['show.created'] }, WEBHOOK_MESSAGES.urlRequired],
      [{ url: 'not a url', events: ['show.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'ftp://example.com/', events: ['show.created'] }, WEBHOOK_MESSAGES.urlScheme],
      [{ url: 'javascript:alert(1)', events: ['show.created'] }, WEBHOOK_MESSAGES.urlScheme],
      [
        { url: 'https://me:pw@example.com/', events: ['show.created'] },
        WEBHOOK_MESSAGES.urlCredentials,
      ],
      [{ url: 'https://example.com:22/', events: ['show.created'] }, WEBHOOK_MESSAGES.urlPort],
      [{ url: `${url}?${'a'.repeat(2000)}`, events: ['show.created'] }, WEBHOOK_MESSAGES.urlMax],
      [{ url, events: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url, events: ['show.liked'] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url, events: ['show.created'], name: 'n'.repeat(61) }, WEBHOOK_MESSAGES.nameMax],
    ];
    for (const [body, text] of cases) {
      const res = await fan.post('/api/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: text });
      const rpc = await fan.mutation('webhooks.create', body);
      expect(rpc.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(rpc)).toBe(text);
    }
    expect((await fan.get('/api/webhooks')).json()).toEqual([]);

    // Many asked for at once: the cap holds.
    const made = await Promise.all(
      Array.from({ length: WEBHOOKS_PER_USER_MAX + 5 }, (_, i) =>
        fan.post('/api/webhooks', { url: `${url}/${i}`, events: ['show.created'] }),
      ),
    );
    const statuses = made.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(WEBHOOKS_PER_USER_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(message(made.find((res) => res.statusCode === 409)!)).toBe(WEBHOOK_MESSAGES.tooMany);
    expect((await fan.get('/api/webhooks')).json()).toHaveLength(WEBHOOKS_PER_USER_MAX);
  });

  it("another user's webhook can be neither read nor deleted; its owner deletes it, deliveries and all", async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    const webhook = await makeWebhook(owner, receiver().url, ['show.created']);
    await owner.addShow({ artist: 'Owned Band', city: 'Lisbon' });
    await settledLog(owner, webhook.id, 1);

    const read = await other.get(`/api/webhooks/${webhook.id}/deliveries`);
    expect(read.statusCode).toBe(404);
    expect(message(read)).toBe(WEBHOOK_MESSAGES.notFound);
    expect((await other.query('webhooks.deliveries', { id: webhook.id })).statusCode).toBe(404);
    expect((await other.del(`/api/webhooks/${webhook.id}`)).statusCode).toBe(404);
    expect((await other.mutation('webhooks.remove', { id: webhook.id })).statusCode).toBe(404);
    expect((await other.get('/api/webhooks')).json()).toEqual([]);
    expect((await owner.get('/api/webhooks')).json()).toHaveLength(1);

    expect((await owner.del(`/api/webhooks/${webhook.id}`)).statusCode).toBe(204);
    expect((await owner.get('/api/webhooks')).json()).toEqual([]);
    expect((await owner.get(`/api/webhooks/${webhook.id}/deliveries`)).statusCode).toBe(404);
    const left = await t.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('webhook_id', '=', webhook.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('a personal access token gets 403 on every webhook call, whatever its scopes', async () => {
    const fan = await t.newUser();
    const webhook = await makeWebhook(fan, receiver().url, ['show.created']);
    const made = await fan.post('/api/tokens', {
      name: 'Everything',
      scopes: ['read', 'shows:write', 'social:write', 'profile:write'],
    });
    const bearer = { headers: { authorization: `Bearer ${made.json().token}` } };
    const calls: [string, string, object | undefined][] = [
      ['GET', '/api/webhooks', undefined],
      ['POST', '/api/webhooks', { url: receiver().url, events: ['show.created'] }],
      ['DELETE', `/api/webhooks/${webhook.id}`, undefined],
      ['GET', `/api/webhooks/${webhook.id}/deliveries`, undefined],
      ['GET', '/trpc/webhooks.list', undefined],
      ['POST', '/trpc/webhooks.create', { url: receiver().url, events: ['show.created'] }],
      ['POST', '/trpc/webhooks.remove', { id: webhook.id }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.anon.request(method as 'POST', url, body, bearer);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(message(res)).toBe(TOKEN_MESSAGES.sessionOnly);
    }
    expect((await fan.get('/api/webhooks')).json()).toHaveLength(1);
  });

  it('go with the account: deleting it deletes its webhooks and deliveries; old finished deliveries are pruned', async () => {
    const fan = await t.newUser();
    const webhook = await makeWebhook(fan, receiver().url, ['show.created']);
    await fan.addShow({ artist: 'Pruned Band', city: 'Lisbon' });
    await settledLog(fan, webhook.id, 1);
    const rows = (table: 'webhooks' | 'webhook_deliveries' = 'webhook_deliveries') =>
      t.db.selectFrom(table).select('id').where('user_id', '=', fan.user.id).execute();
    await housekeeping(t.db, t.files, Date.now() + (WEBHOOK_DELIVERY_KEEP_DAYS - 1) * DAY);
    expect(await rows()).toHaveLength(1);
    await housekeeping(t.db, t.files, Date.now() + (WEBHOOK_DELIVERY_KEEP_DAYS + 1) * DAY);
    expect(await rows()).toEqual([]);

    await fan.addShow({ artist: 'Gone Band', city: 'Lisbon' });
    await settledLog(fan, webhook.id, 1);
    const gone = await fan.del(`/api/users/${fan.user.id}`);
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await rows()).toEqual([]);
    expect(await rows('webhooks')).toEqual([]);
  });
});

describe('internal addresses', () => {
  const t = useTestApp({ ...QUICK, WEBHOOK_ALLOW_INSECURE: 'true' });
  const receiver = useReceiver();

  it('a loopback address is refused when WEBHOOK_ALLOW_PRIVATE is not set: failed at once, nothing sent', async () => {
    const fan = await t.newUser();
    const byAddress = await makeWebhook(fan, receiver().url, ['show.created']);
    const byName = await makeWebhook(fan, receiver().url.replace('127.0.0.1', 'localhost'), [
      'show.created',
    ]);
    await fan.addShow({ artist: 'Refused Band', city: 'Lisbon' });
    const [refused] = await settledLog(fan, byAddress.id, 1);
    expect(refused).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastStatusCode: null,
      lastError: WEBHOOK_DELIVERY_ERRORS.refusedAddress('127.0.0.1', 'loopback'),
      nextAttemptAt: null,
    });
    const [named] = await settledLog(fan, byName.id, 1);
    expect(named!.status).toBe('failed');
    expect(named!.lastError).toMatch(/^Refused: (127\.0\.0\.1|::1) is a loopback address/);
    expect(receiver().received).toEqual([]);
  });

  it('knows the internal ranges, IPv4-mapped IPv6 included', () => {
    const table: [string, string | null][] = [
      ['127.0.0.1', 'loopback'],
      ['127.255.0.9', 'loopback'],
      ['::1', 'loopback'],
      ['::ffff:127.0.0.1', 'loopback'],
      ['::ffff:7f00:1', 'loopback'],
      ['10.1.2.3', 'private'],
      ['172.16.0.1', 'private'],
      ['172.31.255.255', 'private'],
      ['172.32.0.1', null],
      ['192.168.1.1', 'private'],
      ['100.64.0.1', 'private'],
      ['100.127.255.255', 'private'],
      ['100.128.0.1', null],
      ['fc00::1', 'private'],
      ['fd12:3456::1', 'private'],
      ['::ffff:10.0.0.1', 'private'],
      ['169.254.169.254', 'link-local'],
      ['::ffff:a9fe:a9fe', 'link-local'],
      ['fe80::1', 'link-local'],
      ['fe80::1%eth0', 'link-local'],
      ['0.0.0.0', 'unspecified'],
      ['::', 'unspecified'],
      ['224.0.0.1', 'multicast'],
      ['ff02::1', 'multicast'],
      ['255.255.255.255', 'reserved'],
      ['8.8.8.8', null],
      ['93.184.216.34', null],
      ['2606:4700:4700::1111', null],
      ['::ffff:8.8.8.8', null],
      ['not an address', 'invalid'],
    ];
    for (const [address, kind] of table) expect(internalAddressKind(address), address).toBe(kind);
  });
});

describe('plain http', () => {
  const t = useTestApp(QUICK);

  it('is refused at registration without WEBHOOK_ALLOW_INSECURE; https is taken', async () => {
    const fan = await t.newUser();
    const res = await fan.post('/api/webhooks', {
      url: 'http://example.com/hook',
      events: ['show.created'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: WEBHOOK_MESSAGES.urlScheme });
    expect((await fan.get('/api/webhooks')).json()).toEqual([]);
    await makeWebhook(fan, 'https://example.com/hook', ['show.created']);
  });
});

describe('webhooks across instances', () => {
  it('two apps on one database send each delivery exactly once, at most 5 at a time per account', async () => {
    const receiver = await startWebhookReceiver(60);
    const apps = await createTwoApps({ ...QUICK, ...LOCAL_RECEIVER });
    try {
      const session = await newUser(apps.a.app);
      const onA = Object.assign(
        session,
        requestsAs(() => apps.a.app, session),
      );
      const webhook = await makeWebhook(onA, receiver.url, ['show.created']);
      const shows = 12;
      for (let i = 0; i < shows; i++) {
        await onA.addShow({ artist: `Once Band ${i}`, city: 'Lisbon' });
      }
      // Both processes look at once, again and again, while the deliveries are sent.
      for (let i = 0; i < 5; i++) {
        await Promise.all([apps.a.deps.webhooks.look(), apps.b.deps.webhooks.look()]);
      }
      const log = await settledLog(onA, webhook.id, shows, 20_000);
      await new Promise((r) => setTimeout(r, 300));
      expect(log).toHaveLength(shows);
      expect(log.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
      expect(receiver.received).toHaveLength(shows);
      const ids = receiver.received.map((r) => r.headers['gigrank-delivery']);
      expect(new Set(ids).size).toBe(shows);
      expect(receiver.maxConcurrent()).toBeLessThanOrEqual(5);
    } finally {
      await apps.close();
      await receiver.close();
    }
  });
});
