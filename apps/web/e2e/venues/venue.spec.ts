// Venues at phone width: venues picked or typed on the show form become one venue page,
// whose access notes others confirm; the profile counts venues; the header search finds them.
import type { Show, VenuePage } from '@gigrank/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import * as addShow from '../support/add-show';
import { openSearchDialog, toast } from '../support/app';
import * as profile from '../support/profile';
import { createFestivalViaApi, expectOk, logShow, uniqueName } from '../support/seed';
import { openSignedUpBrowser, signUp, signUpOnHome } from '../support/users';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * The Access card of the venue page on `page`, scrolled into view once every show above it
 * has rendered: at phone width it sits below the shows, which render in steps as they near
 * the viewport, and a step rendering between Playwright's aim and its click moves the card
 * from under the pointer.
 */
async function accessCard(page: Page): Promise<Locator> {
  const access = page.getByRole('region', { name: 'Access', exact: true });
  await access.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-render-window-marker]')).toHaveCount(0);
  await access.scrollIntoViewIfNeeded();
  return access;
}

/** Fills the Add New Show form (Lisbon, the venue typed as given) and saves it; the saved show. */
async function logShowThroughForm(
  page: Page,
  form: Locator,
  { artist, venue, score }: { artist: string; venue: string; score: number },
): Promise<Show> {
  await addShow.typeFreely(form, 'Artist', artist);
  await addShow.pickOption(page, form, 'City', 'Lisbon', 'Lisbon, PT');
  await addShow.typeFreely(form, 'Venue', venue);
  await addShow.moveScore(form, score - 75);
  await expect(form.getByTestId('score-value')).toHaveText(String(score));
  const saved = page.waitForResponse(
    (response) => addShow.isShowPost(response.request()) && response.ok(),
  );
  await form.getByRole('button', { name: 'Save Show' }).click();
  const show = ((await (await saved).json()) as { show: Show }).show;
  await expect(toast(page, 'Show added successfully')).toBeVisible();
  await expect(addShow.picker(form, 'Venue')).toHaveValue('');
  // The save ends with the focus on the show's place in the ranking: the next show's typing
  // waits for it, or the focus moving away closes the suggestions it opened.
  await expect(page.getByTestId('placement').getByRole('heading', { level: 2 })).toBeFocused();
  return show;
}

/** Every show the API lists for the venue (all its pages). */
async function venueShows(page: Page, id: number): Promise<Show[]> {
  const shows: Show[] = [];
  let before: number | null = null;
  do {
    const response = await page.request.get(
      `/api/venues/${id}${before === null ? '' : `?before=${before}`}`,
    );
    await expectOk(response);
    const body = (await response.json()) as VenuePage;
    shows.push(...body.shows);
    before = body.nextBefore;
  } while (before !== null);
  return shows;
}

test('two spellings make one venue; its page, access notes, profile stats and search', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page);
  const [first, second] = [uniqueName('Venue Band A'), uniqueName('Venue Band B')];

  // The first show types the venue's name; the second is offered it in Lisbon, and is typed in
  // lower case without picking: the server finds the same venue.
  let form = await addShow.goto(page);
  const one = await logShowThroughForm(page, form, {
    artist: first,
    venue: 'Coliseu dos Recreios',
    score: 90,
  });
  expect(one.venueId).not.toBeNull();

  form = addShow.form(page);
  await addShow.pickOption(page, form, 'City', 'Lisbon', 'Lisbon, PT');
  await addShow.picker(form, 'Venue').fill('coliseu');
  const offered = addShow
    .suggestions(page, 'Venue')
    .getByRole('option', { name: /^Coliseu dos Recreios/ });
  await expect(offered.first()).toBeVisible();
  await expect(offered.first()).toContainText('Lisbon, PT');
  await addShow.picker(form, 'Venue').press('Escape');
  const two = await logShowThroughForm(page, form, {
    artist: second,
    venue: 'coliseu dos recreios',
    score: 70,
  });
  expect(two.venueId).toBe(one.venueId);
  const venueId = one.venueId!;

  // One page lists both, newest first; its average is that of every show listed there.
  await page.goto(`/venue/${venueId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coliseu dos Recreios' })).toBeVisible();
  await expect(page.getByTestId('venue-city')).toHaveText('Lisbon, PT');
  const shows = page.getByRole('region', { name: 'Shows', exact: true });
  await expect(shows.getByText(first)).toBeVisible();
  await expect(shows.getByText(second)).toBeVisible();
  const all = await venueShows(page, venueId);
  expect(all.map((show) => show.id)).toEqual(expect.arrayContaining([one.id, two.id]));
  const scores = all.flatMap((show) => (show.score === null ? [] : [show.score]));
  const average = Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
  if (all.length === 2) expect(average).toBe(80);
  await expect(page.getByTestId('venue-average')).toHaveText(String(average));
  await expect(page.getByTestId('venue-show-count')).toHaveText(`${all.length} shows logged`);
  await expect(
    page.getByRole('region', { name: 'Artists most seen here' }).getByRole('link', { name: first }),
  ).toHaveAttribute('href', `/artist/${encodeURIComponent(first)}`);

  // An access note, written here...
  const access = await accessCard(page);
  const stepFree = access.getByRole('listitem', { name: 'Step-free entry' });
  const noted = (await stepFree.getByRole('button', { name: /Confirm|You confirmed/ }).count()) > 0;
  const note = 'Ramp at the side door';
  if (!noted) {
    const add = access.getByRole('form', { name: 'Add a note' });
    await add.getByLabel('Feature').click();
    await page.getByRole('option', { name: 'Step-free entry' }).click();
    await add.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
    await add.getByRole('button', { name: 'Add note' }).click();
    await expect(toast(page, 'Access note added')).toBeVisible();
    await expect(stepFree.getByText(note)).toBeVisible();
    await expect(stepFree.getByRole('button', { name: 'You confirmed' })).toBeDisabled();
  }

  // ...and confirmed by a second user, who is then named with the day.
  const other = await openSignedUpBrowser(browser);
  await other.page.goto(`/venue/${venueId}`);
  const theirs = (await accessCard(other.page)).getByRole('listitem', {
    name: 'Step-free entry',
  });
  await theirs.getByRole('button', { name: 'Confirm Step-free entry' }).click();
  await expect(theirs.getByRole('button', { name: 'You confirmed' })).toBeDisabled();
  const confirmedBy = theirs.getByTestId('access-confirmed-by');
  await expect(confirmedBy).toContainText(`Confirmed by ${other.user.displayName}`);
  const now = new Date();
  const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[now.getMonth()];
  const today = `${now.getDate()} ${month} ${now.getFullYear()}`;
  await expect(confirmedBy).toContainText(`last ${today}`);
  await other.context.close();

  // The profile: Most Visited Venue (linked), Venues 1, and its dialog.
  await profile.openOwn(page);
  const mostVisited = profile.statCard(page, 'Most Visited Venue');
  await expect(mostVisited.getByRole('link', { name: 'Coliseu dos Recreios' })).toHaveAttribute(
    'href',
    `/venue/${venueId}`,
  );
  await expect(mostVisited).toContainText('2 shows');
  await expect(page.getByTestId('stat-venues')).toHaveText('1');
  await page
    .getByRole('button', { name: 'Venues: open Venue Insights' })
    .click({ position: { x: 12, y: 12 } });
  const insights = page.getByRole('dialog', { name: 'Venue Insights' });
  await expect(insights).toBeVisible();
  const rows = profile.insightRows(insights);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Coliseu dos Recreios');
  await expect(rows.first()).toContainText('2 shows');
  await expect(rows.first().getByLabel('Average 80 out of 100')).toBeVisible();
  await rows.first().getByRole('link', { name: 'Coliseu dos Recreios' }).click();
  await expect(page).toHaveURL(`/venue/${venueId}`);
  await expect(insights).toBeHidden();

  // The header search lists the venue under 'Venues'; Enter on it opens its page.
  await page.goto('/');
  const dialog = await openSearchDialog(page);
  const input = dialog.getByPlaceholder('Search artists...');
  await input.fill('coliseu dos');
  const venues = dialog.getByRole('group', { name: 'Venues' });
  const venue = venues.getByRole('option', { name: /Coliseu dos Recreios/ }).first();
  await expect(venue).toBeVisible();
  await expect(venue).toContainText('Lisbon, PT');
  // Down the whole list to the venue, then Enter.
  const options = dialog.getByRole('option');
  const index = await options.evaluateAll(
    (all, id) => all.findIndex((el) => el.id === id),
    await venue.getAttribute('id'),
  );
  for (let i = 0; i <= index; i += 1) await input.press('ArrowDown');
  await expect(venue).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/venue\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coliseu dos Recreios' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("an unknown venue says 'Venue not found'", async ({ page }) => {
  await signUp(page);
  await page.goto('/venue/999999999');
  await expect(page.getByRole('heading', { name: 'Venue not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
});

test('the header search lists festivals under their own heading and opens one', async ({
  page,
}) => {
  await signUpOnHome(page);
  const name = uniqueName('Search Fest');
  const id = await createFestivalViaApi(page.request, {
    name,
    startDate: '2025-06-05',
    endDate: '2025-06-07',
    city: 'Porto',
  });
  const dialog = await openSearchDialog(page);
  await dialog.getByPlaceholder('Search artists...').fill(name);
  const festival = dialog
    .getByRole('group', { name: 'Festivals' })
    .getByRole('option', { name: new RegExp(`^${name} 2025`) });
  await expect(festival).toContainText('5–7 Jun 2025 · Porto');
  // No artist of that name: the artists' own 'not found' state stays, beside the festival.
  await expect(dialog.getByText(`No artists found for "${name}"`)).toBeVisible();
  await festival.click();
  await expect(page).toHaveURL(`/festival/${id}`);
  await expect(dialog).toBeHidden();
});

test('an access note: its writer edits and deletes it, someone else reports it', async ({
  page,
  browser,
}) => {
  test.slow();
  await signUp(page);
  const venueName = uniqueName('Note Hall');
  const { venueId } = await logShow(page.request, {
    artist: uniqueName('Note Band'),
    venue: venueName,
  });
  await expectOk(
    page.request.post(`/api/venues/${venueId}/access-notes`, {
      data: { feature: 'quietSpace', note: 'A room upstairs' },
    }),
  );

  // Someone else sees no Edit or Delete on it, and reports it.
  const other = await openSignedUpBrowser(browser);
  await other.page.goto(`/venue/${venueId}`);
  const theirs = other.page
    .getByRole('region', { name: 'Access', exact: true })
    .getByRole('listitem', { name: 'Quiet space' });
  await expect(theirs.getByText('A room upstairs')).toBeVisible();
  await expect(theirs.getByRole('button', { name: /Edit|Delete/ })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Report access note' }).click();
  const dialog = other.page.getByRole('dialog', { name: 'Report this access note' });
  await dialog.getByRole('radio', { name: /Spam/ }).check();
  await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('An advert');
  const reported = other.page.waitForResponse((r) => r.url().includes('reports.create'));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await reported).ok()).toBe(true);
  await expect(toast(other.page, 'Report sent')).toBeVisible();
  await expect(dialog).toBeHidden();
  await other.context.close();

  // Its writer edits it: the form, its pending state, the new words.
  await page.goto(`/venue/${venueId}`);
  const mine = page
    .getByRole('region', { name: 'Access', exact: true })
    .getByRole('listitem', { name: 'Quiet space' });
  await expect(mine.getByText('A room upstairs')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Report access note' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Edit your Quiet space note' }).click();
  const form = mine.getByRole('form', { name: 'Edit your Quiet space note' });
  const words = form.getByRole('textbox', { name: 'Your note' });
  await expect(words).toHaveValue('A room upstairs');
  await words.fill('A quiet room on the first floor, left of the bar');
  await form.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Access note saved')).toBeVisible();
  await expect(mine.getByText('A quiet room on the first floor, left of the bar')).toBeVisible();
  await expect(form).toBeHidden();

  // A refusal shows in the form and keeps it open: the note went meanwhile (another tab).
  await mine.getByRole('button', { name: 'Edit your Quiet space note' }).click();
  await expectOk(page.request.delete(`/api/venues/${venueId}/access-notes/quietSpace`));
  await form.getByRole('textbox', { name: 'Your note' }).fill('Changed again');
  await form.getByRole('button', { name: 'Save note' }).click();
  await expect(form.getByText('Access note not found')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save note' })).toBeEnabled();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Written again, and read afresh.
  await expectOk(
    page.request.post(`/api/venues/${venueId}/access-notes`, {
      data: { feature: 'quietSpace', note: 'A quiet room on the first floor, left of the bar' },
    }),
  );
  await page.reload();
  await expect(mine.getByText('A quiet room on the first floor, left of the bar')).toBeVisible();

  // Deleting asks first ('Keep it' keeps it), then takes the note away.
  await mine.getByRole('button', { name: 'Delete your Quiet space note' }).click();
  await mine.getByRole('button', { name: 'Keep it' }).click();
  await expect(mine.getByText('A quiet room on the first floor, left of the bar')).toBeVisible();
  await mine.getByRole('button', { name: 'Delete your Quiet space note' }).click();
  await mine.getByRole('button', { name: 'Delete note' }).click();
  await expect(toast(page, 'Access note deleted')).toBeVisible();
  await expect(mine.getByText('No note yet')).toBeVisible();
  const notes = (await (await page.request.get(`/api/venues/${venueId}`)).json()) as VenuePage;
  expect(notes.accessNotes).toEqual([]);
});
