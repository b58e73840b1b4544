import { expect, test } from '../support/test';

test('the API reference page renders the OpenAPI document from our own files, under the CSP', async ({
  page,
  baseURL,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL!) && !url.startsWith('data:')) outside.push(url);
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Gigrank API/ })).toBeVisible();
  // An operation of each kind: a declared endpoint and a route written by hand.
  await expect(page.getByText('/api/users/{id}/ranked-shows', { exact: true })).toBeVisible();
  await expect(page.getByText('/api/shows/{id}', { exact: true }).first()).toBeVisible();
  expect(refused).toEqual([]);
  expect(outside).toEqual([]);
});
