import {
  signatureMatches,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../api/test/support/webhook-receiver';
import { expectAccessible } from '../support/a11y';
import { ownServer } from '../support/own-server';
import { logShow, uniqueName } from '../support/seed';
import * as settings from '../support/settings';
import { adoptAfterNavigationsIn, expect, test } from '../support/test';
import { registerViaApi } from '../support/users';

/**
 * Settings > Webhooks at phone width. The test runs its own server that may
 * send plain http to this machine (WEBHOOK_ALLOW_INSECURE and
 * WEBHOOK_ALLOW_PRIVATE), with a receiver on 127.0.0.1 (apps/api/test/support/webhook-receiver.ts),
 * never the network: add a webhook, see its secret once, log a show, see the
 * signed delivery arrive and in the log, delete the webhook.
 */

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(() => receiver?.close());
const server = ownServer('gigrank-webhooks-', () => ({
  WEBHOOK_ALLOW_INSECURE: 'true',
  WEBHOOK_ALLOW_PRIVATE: 'true',
}));

test('Settings > Webhooks: add one, see its secret once, log a show, see the delivery, delete it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: server().url,
    viewport: PHONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  adoptAfterNavigationsIn(context);
  try {
    const page = await context.newPage();
    await registerViaApi(page.request);
    await settings.open(page);
    const section = settings.section(page, 'Webhooks');
    await expect(section.getByText('No webhooks yet.')).toBeVisible();

    // The URL's rules are checked before anything is sent.
    const form = section.getByRole('form', { name: 'New webhook' });
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(form.getByText('Webhook URL is required')).toBeVisible();
    await form.getByLabel('Endpoint URL').fill('https://me:secret@example.com/hook');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    await expect(
      form.getByText('Webhook URL must not contain a user name or password'),
    ).toBeVisible();

    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByLabel('Name (optional)').fill('My receiver');
    await expect(form.getByRole('checkbox', { name: /^show\.created:/ })).toBeChecked();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    // Made: the form is empty again, and the secret is there to copy.
    await expect(form.getByLabel('Endpoint URL')).toHaveValue('');
    const secret = await settings.copyShownOnce(page, section, {
      testId: 'new-webhook-secret',
      shape: /^gr_whsec_[A-Za-z0-9_-]{43}$/,
      copy: 'Copy secret',
    });
    await expectAccessible(page, 'Settings, a new webhook');

    // Done: the secret is gone from the page for good.
    await settings.putAwaySecret(page, section, secret);
    const row = section.getByRole('listitem', { name: 'My receiver' });
    await expect(row).toContainText(receiver.url);
    await expect(row.getByText('show.created', { exact: true })).toBeVisible();

    // A show logged: the receiver gets it, signed with the secret; the log says so.
    const artist = uniqueName('Webhook Band');
    const show = await logShow(page.request, { artist, score: 83 });
    const [got] = await receiver.waitFor(1);
    expect(got!.headers['gigrank-event']).toBe('show.created');
    expect(signatureMatches(secret, got!.headers['gigrank-signature'] as string, got!.body)).toBe(
      true,
    );
    expect(JSON.parse(got!.body).data).toMatchObject({ id: show.id, artist, score: 83 });

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = row.getByRole('table', { name: 'Deliveries of My receiver' });
    const delivery = log.getByRole('row').filter({ hasText: 'show.created' });
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('Answered 200');
    await expect(delivery.getByRole('cell').nth(2)).toHaveText('1');
    await expectAccessible(page, 'Settings, a webhook and its deliveries');
    await expect(row.getByRole('button', { name: 'Deliveries' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await settings.removeItem(page, row, {
      button: 'Delete My receiver',
      dialog: 'Delete this webhook?',
      done: 'Webhook deleted',
    });
    await expect(row).toHaveCount(0);
    await expect(section.getByText('No webhooks yet.')).toBeVisible();

    // Nothing more is sent to it.
    await logShow(page.request, { artist: uniqueName('Unsent Band') });
    await page.waitForTimeout(1500);
    expect(receiver.received).toHaveLength(1);
  } finally {
    await context.close();
  }
});
