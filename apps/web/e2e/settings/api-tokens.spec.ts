import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import * as settings from '../support/settings';
import { signUp } from '../support/users';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Settings > API tokens: make a read-only token, copy it once, use it, see it listed, revoke it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // At phone width: the narrowest the list and its Revoke buttons must fit.
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await signUp(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No tokens yet.')).toBeVisible();

  // Read is ticked by default; a name is needed first.
  const form = section.getByRole('form', { name: 'New API token' });
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(form.getByText('Token name is required')).toBeVisible();
  await form.getByLabel('Token name').fill('Spreadsheet sync');
  await expect(form.getByRole('checkbox', { name: /^Read:/ })).toBeChecked();
  await form.getByRole('button', { name: 'Create token' }).click();

  const token = await settings.copyShownOnce(page, section, {
    testId: 'new-token',
    shape: /^gr_pat_[A-Za-z0-9_-]{43}$/,
    copy: 'Copy token',
  });
  await expectAccessible(page, 'Settings, a new API token');

  // A tool with the token and no cookie: it reads as me, and a write is refused.
  const tool = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const read = await tool.get('/api/auth/me');
  expect(read.status()).toBe(200);
  expect((await read.json()).user.id).toBe(me.id);
  const write = await tool.post('/api/plans', {
    data: { artist: 'Adele', city: 'Lisbon', date: '2030-01-01' },
  });
  expect(write.status()).toBe(403);

  // Done: the secret is gone from the page for good; the list says what the token may do.
  await settings.putAwaySecret(page, section, token);
  const row = section.getByRole('listitem', { name: 'Spreadsheet sync' });
  await expect(row.getByText('read', { exact: true })).toBeVisible();
  await expect(row).toContainText('Last used');
  await expect(row).not.toContainText('Last used never');
  await row.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'Settings, the API tokens list');

  await settings.removeItem(page, row, {
    button: 'Revoke Spreadsheet sync',
    dialog: 'Revoke this token?',
    done: 'Token revoked',
  });
  await expect(section.getByText('No tokens yet.')).toBeVisible();
  expect((await tool.get('/api/auth/me')).status()).toBe(401);
  await tool.dispose();
});
