import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import * as addShow from '../support/add-show';
import { toast } from '../support/app';
import { delayProcedureByInput } from '../support/network';
import { uniqueName } from '../support/seed';
import { signUp } from '../support/users';

// A phone: the city is typed quickly and a suggestion tapped.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const CITY = 'Bristol';
/** What the user has typed when they hesitate for a moment. */
const HALFWAY = CITY.slice(0, 3);

/**
 * A slow network for the city search: the list of a blank box comes at once,
 * the search for the whole city after 1 s, and the search for what was typed
 * on the way after 4 s (an earlier query answered after the last one).
 * Returns the inputs of the searches sent.
 */
function slowCitySearch(page: Page): Promise<unknown[]> {
  return delayProcedureByInput(page, 'cities.search', (input) => {
    const q = (input as { q?: string } | undefined)?.q;
    if (!q) return 0;
    return q === CITY ? 1000 : 4000;
  });
}

/**
 * Opens the City box with a tap, waits for its first list, then types the city
 * quickly with one hesitation halfway, long enough for a search to go out.
 */
async function typeCityQuickly(page: Page, form: Locator, sent: unknown[]): Promise<Locator> {
  const box = addShow.picker(form, 'City');
  await box.tap();
  await expect(addShow.suggestions(page, 'City').getByRole('option').first()).toBeVisible();
  await box.pressSequentially(HALFWAY, { delay: 30 });
  await expect.poll(() => sent).toContainEqual({ q: HALFWAY });
  await box.pressSequentially(CITY.slice(HALFWAY.length), { delay: 30 });
  return box;
}

/**
 * Signs up, opens Add Show on the slow network with a new artist typed, and types the city
 * quickly (typeCityQuickly).
 */
async function typeCityOnSlowNetwork(page: Page) {
  await signUp(page);
  const sent = await slowCitySearch(page);
  const artist = uniqueName('Portishead');
  const form = await addShow.goto(page);
  await addShow.typeFreely(form, 'Artist', artist);
  const box = await typeCityQuickly(page, form, sent);
  return { form, box, artist };
}

/** Saves the form and returns the city the API stored for the artist's show. */
async function saveAndReadCity(page: Page, form: Locator, artist: string) {
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(toast(page, 'Show added successfully')).toBeVisible();
  const shows = await addShow.artistShows(page.request, artist);
  expect(shows).toHaveLength(1);
  return { city: shows[0]!.city, country: shows[0]!.cityCountry };
}

test.describe('A picker on a slow network', () => {
  test('tapping the first suggestion as soon as one shows picks the city typed', async ({
    page,
  }) => {
    const { form, artist } = await typeCityOnSlowNetwork(page);
    await addShow.suggestions(page, 'City').getByRole('option').first().tap();

    expect(await saveAndReadCity(page, form, artist)).toEqual({ city: CITY, country: 'GB' });
  });

  test('Enter right after typing keeps the city typed', async ({ page }) => {
    const { form, box, artist } = await typeCityOnSlowNetwork(page);
    await box.press('Enter');
    await expect(box).toHaveValue(CITY);

    expect(await saveAndReadCity(page, form, artist)).toEqual({ city: CITY, country: 'GB' });
  });

  test('Enter once the answer is in picks the city that is the text typed', async ({ page }) => {
    const { form, box, artist } = await typeCityOnSlowNetwork(page);
    const options = addShow.suggestions(page, 'City').getByRole('option');
    await expect(options.first()).toHaveText(/^Bristol, England, GB/);
    await box.press('Enter');
    await expect(box).toHaveValue('Bristol, England, GB');

    expect(await saveAndReadCity(page, form, artist)).toEqual({ city: CITY, country: 'GB' });
  });
});
