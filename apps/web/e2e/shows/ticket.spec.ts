import { expect, test } from '../support/test';
import type { Ledger } from '@gigrank/domain';
import * as addShow from '../support/add-show';
import { toast } from '../support/app';
import { uniqueName } from '../support/seed';
import { signUp } from '../support/users';

// A phone: the ticket's four fields sit two by two under the photos.
test.use({ viewport: { width: 375, height: 812 } });

test('a show logged with its ticket and the city travelled from shows the price and counts in the year’s spend and distance', async ({
  page,
}) => {
  const me = await signUp(page);
  const profile = await page.request.patch(`/api/users/${me.id}/profile`, {
    data: { displayName: me.displayName, city: 'Lisbon' },
  });
  expect(profile.ok()).toBe(true);
  const artist = uniqueName('Ticket Night');
  const form = await addShow.goto(page, '/add');
  await addShow.typeFreely(form, 'Artist', artist);
  await addShow.pickOption(page, form, 'City', 'Madrid', 'Madrid, ES');

  // A price the currency cannot take is refused before anything is sent.
  await form.getByLabel('Currency').fill('JPY');
  await page.getByRole('option', { name: 'JPY', exact: true }).click();
  await form.getByLabel('Price').fill('12.50');
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(form.getByText('Ticket price must be an amount such as 45.50')).toBeVisible();
  expect(await addShow.artistShows(page.request, artist)).toEqual([]);

  await form.getByLabel('Currency').fill('EUR');
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  await form.getByLabel('Seat').fill('Standing');
  // Not from home this time: from Paris.
  await addShow.pickOption(page, form, 'Travelled from', 'Paris', 'Paris, Île-de-France, FR');
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(toast(page, 'Show added successfully')).toBeVisible();

  const [show] = await addShow.artistShows(page.request, artist);
  await page.goto(`/show/${show!.id}`);
  await expect(page.getByTestId('show-ticket')).toHaveText('€12.50 · Standing');

  const year = show!.date.slice(0, 4);
  const res = await page.request.get(`/api/users/${me.id}/ledger?year=${year}`);
  const ledger = (await res.json()) as Ledger;
  expect(ledger.spend).toEqual([{ currency: 'EUR', amount: '12.50', shows: 1 }]);
  // Paris to Madrid, about 1,050 km (from home, Lisbon, it would be 503).
  expect(ledger.distanceKm).toBeGreaterThan(1000);
  expect(ledger.distanceKm).toBeLessThan(1100);
  const stored = await page.request.get(`/api/shows/${show!.id}`);
  expect((await stored.json()).travelledFrom).toMatchObject({ name: 'Paris', countryCode: 'FR' });
});
