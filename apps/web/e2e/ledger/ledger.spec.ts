import type { APIRequestContext, Page } from '@playwright/test';
import { daysAgo, expectOk, followViaApi, uniqueNames } from '../support/seed';
import { scrollUntilVisible } from '../support/app';
import * as profile from '../support/profile';
import { expect, test } from '../support/test';
import { newUser, openSignedUpBrowser, signUp, type SignedUpUser } from '../support/users';

/**
 * Spend & travel at phone width: a fan from Lisbon logs two gigs with
 * tickets, in Madrid and Barcelona on consecutive days. Their profile shows
 * the year's spend, the cost per loved show, the distance from Lisbon and
 * one trip; Wrapped adds a figure to its image only once it is picked.
 * Another signed-in user sees no spend at all (nor asks for it), nor does a
 * follower until the owner shares spend.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

const TICKET = { amount: '45.50', currency: 'EUR' };

/** A show with a ticket, through the JSON POST /api/shows. */
async function logTicketedShow(
  request: APIRequestContext,
  show: { artist: string; city: string; date: string; score: number },
): Promise<number> {
  const response = await request.post('/api/shows', { data: { ...show, ticket: TICKET } });
  await expectOk(response, 201);
  return ((await response.json()) as { show: { id: number } }).show.id;
}

/** A fan from Lisbon with two ticketed gigs away, on consecutive days; the gigs' year. */
async function fanWithTrip(page: Page): Promise<{ me: SignedUpUser; year: string }> {
  const me = await signUp(page, newUser('ledger'));
  await expectOk(
    page.request.patch(`/api/users/${me.id}/profile`, {
      data: { displayName: me.displayName, city: 'Lisbon' },
    }),
  );
  // The day before yesterday and yesterday: this year's, but for the first two days of January.
  const [first, second] = uniqueNames('Ledger One', 'Ledger Two');
  const [day1, day2] = [daysAgo(2), daysAgo(1)];
  await logTicketedShow(page.request, { artist: first, city: 'Madrid', date: day1, score: 85 });
  await logTicketedShow(page.request, { artist: second, city: 'Barcelona', date: day2, score: 90 });
  return { me, year: day1.slice(0, 4) };
}

/** The profile's Spend & travel section, on the year of the gigs. */
async function ledgerSection(page: Page, year: string) {
  const section = page.getByRole('region', { name: 'Spend & travel' });
  await expect(section).toBeVisible();
  const picker = section.getByRole('combobox', { name: 'Spend and travel year' });
  if ((await picker.inputValue()) !== year) {
    await picker.click();
    await page.getByRole('option', { name: year, exact: true }).click();
  }
  await expect(picker).toHaveValue(year);
  return section;
}

test.describe('spend & travel', () => {
  test('the owner sees the year’s spend, cost per loved show, distance and trip', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { year } = await fanWithTrip(page);

    await profile.openOwn(page);
    const section = await ledgerSection(page, year);

    // Two tickets of €45.50, both loved (85 and 90).
    const spent = section.getByRole('group', { name: 'Spent on tickets' });
    await expect(spent).toContainText('€91.00');
    await expect(spent).toContainText('2 shows');
    await expect(section.getByRole('group', { name: 'Per loved show' })).toContainText('€45.50');
    await expect(section.getByRole('list', { name: 'Spend per currency' })).toContainText(
      '€91.00 on 2 shows · €45.50 per loved show',
    );
    await expect(section.getByRole('link', { name: '€45.50', exact: true })).toHaveAttribute(
      'href',
      /^\/show\/\d+$/,
    );

    // Lisbon to Madrid and to Barcelona, one way each: over a thousand kilometres.
    const distance = section.getByRole('group', { name: 'Distance travelled' });
    await expect(distance).toContainText(/\d,\d{3} km/);
    await expect(distance).toContainText('From Lisbon, one way');
    await expect(section.getByRole('group', { name: 'Furthest gig' })).toContainText('Barcelona');
    await expect(section.getByRole('link', { name: /^Barcelona · [\d,]+ km$/ })).toHaveAttribute(
      'href',
      /^\/show\/\d+$/,
    );
    const trips = section.getByRole('group', { name: 'Trips' });
    await expect(trips).toContainText('1');
    await expect(trips).toContainText('2 cities');
    const tripRows = section.getByRole('list', { name: 'Trips' }).getByRole('listitem');
    await expect(tripRows).toHaveCount(1);
    await expect(tripRows.first()).toContainText('Madrid → Barcelona');
    await expect(tripRows.first()).toContainText('2 shows');

    // Two screens of the section at phone width: its top under the app's header, then its end.
    await section.evaluate((el) => {
      el.scrollIntoView();
      window.scrollBy(0, -72);
    });
    await page.screenshot({ path: test.info().outputPath('ledger-section-top-375.png') });
    await section
      .getByRole('list', { name: 'Trips' })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: test.info().outputPath('ledger-section-end-375.png') });

    // All time holds the same two gigs.
    await section.getByRole('combobox', { name: 'Spend and travel year' }).click();
    await page.getByRole('option', { name: 'All time' }).click();
    await expect(section.getByRole('group', { name: 'Spent on tickets' })).toContainText('€91.00');

    // Wrapped: the figures are offered, none on the image until picked.
    const dialog = await profile.openWrapped(page);
    const card = dialog.getByTestId('wrapped-card');
    await expect(card).toBeVisible();
    const pickSpend = dialog.getByRole('checkbox', { name: 'Spent on tickets' });
    await expect(pickSpend).not.toBeChecked();
    await expect(card).not.toContainText('€91.00');
    await dialog.getByText('Spent on tickets').click();
    await expect(pickSpend).toBeChecked();
    await expect(card.getByRole('group', { name: 'Spent on tickets' })).toContainText('€91.00');
    await dialog.getByText('Trips', { exact: true }).click();
    await expect(card.getByRole('group', { name: 'Trips' })).toContainText('1');
    await page.screenshot({ path: test.info().outputPath('wrapped-ledger-375.png') });

    // Every figure on the story: they share its 9:16 frame, its footer still shows.
    for (const name of ['Per loved show', 'Distance travelled', 'Furthest gig'])
      await dialog.getByText(name, { exact: true }).click();
    await dialog.getByText('Story 9:16').click();
    const story = dialog.getByTestId('wrapped-story');
    await expect(story.getByTestId('wrapped-ledger').getByRole('group')).toHaveCount(5);
    const storyBox = (await story.boundingBox())!;
    const footerBox = (await story.getByText(/^Follow me @/).boundingBox())!;
    expect(footerBox.y + footerBox.height).toBeLessThanOrEqual(storyBox.y + storyBox.height);
    await expect(story.getByRole('group', { name: 'Travelled' })).toContainText(/km/);
    await story.scrollIntoViewIfNeeded();
    await story.screenshot({ path: test.info().outputPath('wrapped-story-ledger-375.png') });
  });

  test('a new owner is told how to fill it', async ({ page }) => {
    await signUp(page, newUser('ledgerempty'));
    await profile.openOwn(page);
    const section = page.getByRole('region', { name: 'Spend & travel' });
    await expect(section).toContainText('No ticket prices yet — add one when you log a show');
    await expect(section).toContainText('Set your city in your profile to count distances');
  });

  test('another signed-in user sees no spend and travel; a follower does once shared', async ({
    page,
    browser,
  }) => {
    const { me, year } = await fanWithTrip(page);
    const {
      context,
      page: visitor,
      user: them,
    } = await openSignedUpBrowser(browser, newUser('ledgervisit'));
    const asked: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('ledger.byUser')) asked.push(request.url());
    });
    await visitor.goto(`/profile/${me.id}`);
    await expect(visitor.getByRole('heading', { name: me.displayName })).toBeVisible();
    // The profile's sections have loaded: Spend & travel would be above this one, the last.
    await scrollUntilVisible(visitor, visitor.getByRole('region', { name: 'Songs heard live' }));
    await expect(visitor.getByRole('region', { name: 'Spend & travel' })).toHaveCount(0);
    expect(asked).toEqual([]);

    // Following is not enough: the owner shares spend too.
    await followViaApi(visitor.request, them.id, me.id);
    await visitor.reload();
    await scrollUntilVisible(visitor, visitor.getByRole('region', { name: 'Songs heard live' }));
    await expect(visitor.getByRole('region', { name: 'Spend & travel' })).toHaveCount(0);
    expect(asked).toEqual([]);
    await expectOk(
      page.request.patch(`/api/users/${me.id}/profile`, { data: { shareSpend: true } }),
    );
    await visitor.reload();
    const section = await ledgerSection(visitor, year);
    await expect(section.getByRole('group', { name: 'Spent on tickets' })).toContainText('€91.00');
    // Only the owner is told to set a city or add prices.
    await expect(section).not.toContainText('Set your city');
    await context.close();
  });
});
