import type { Plan } from '@gigrank/domain';
import { expectAccessible } from '../support/a11y';
import * as addShow from '../support/add-show';
import { artistPath, toast, toastWith } from '../support/app';
import { stubProcedure } from '../support/network';
import { openNotifications } from '../support/privacy';
import * as profile from '../support/profile';
import * as ranking from '../support/ranking';
import {
  createArtistViaApi,
  daysAgo,
  expectOk,
  followViaApi,
  longDate,
  shortPlanDate,
  uniqueName,
} from '../support/seed';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newUser, openSignedUpBrowser, registerViaApi, signUp } from '../support/users';

/**
 * Plans at phone width: a gig marked Going from the artist page
 * shows there at once ("You're going · Porto · Fri, Dec 5", with 'Not
 * going'), in the profile's Plans, and tells a follower who wants to see the
 * artist; the day after its date it turns into "Log this show", which opens
 * Add Show filled in, and once logged the plan leaves Plans.
 */

// The browser's calendar is the server's (UTC): a plan's day is the same on both.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
// Two browsers, an axe pass and several screens each: generous, the two cores being shared.
test.describe.configure({ timeout: 120_000 });

/** A date `days` after today (UTC), 'YYYY-MM-DD'. */
const daysAhead = (days: number) => daysAgo(-days);

const goingDialog = (page: Page) => page.getByRole('dialog', { name: "I'm going" });
const plansSection = (page: Page) => page.getByRole('region', { name: 'Plans' });
const planRow = (page: Page, artist: string) =>
  plansSection(page).getByRole('listitem', { name: new RegExp(`^${escape(artist)}, `) });

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The artist page's list of the viewer's own plans of the artist, under 'Going'. */
const yourPlans = (page: Page, artist: string) =>
  page.getByRole('list', { name: `Your plans for ${artist}` });
/** One of its lines, 'Not going' after it. */
const goingLine = (city: string, date: string) =>
  new RegExp(`^${escape(`You're going · ${city} · ${shortPlanDate(date)}`)}\\s*Not going$`);

/** Fills the open "I'm going" dialog: the city picked from the list, the date, a venue typed. */
async function fillGoing(page: Page, fields: { date: string; venue: string }) {
  const dialog = goingDialog(page);
  await addShow.pickOption(page, dialog, 'City', 'Porto', 'Porto, PT');
  await dialog.getByLabel('Date').fill(fields.date);
  await addShow.typeFreely(dialog, 'Venue', fields.venue);
}

test('marks Going from the artist page: the plan is on the profile, and a follower who wants to see the artist is told', async ({
  page,
  browser,
}) => {
  const artist = uniqueName('Plan Band');
  const venue = uniqueName('Plan Hall');
  const date = daysAhead(12);
  // A fan who has the artist on Want to See (which adds the artist) and will follow the planner.
  const fan = await openSignedUpBrowser(browser, newUser('planfan'));
  await expectOk(
    fan.page.request.post(`/api/users/${fan.user.id}/want-to-see`, {
      data: { artistName: artist },
    }),
  );
  const planner = await signUp(page, newUser('planner'));
  await followViaApi(fan.page.request, fan.user.id, planner.id);

  await page.goto(artistPath(artist));
  const going = page.getByRole('button', { name: 'Going', exact: true });
  await going.click();
  const dialog = goingDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(artist);
  await expect(dialog.getByLabel('Date')).toHaveValue('');
  // Nothing filled: each field says what it needs, and nothing is sent.
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('City is required')).toBeVisible();
  await expect(dialog.getByText('Date is required')).toBeVisible();
  // A past date is refused with the API's words.
  await dialog.getByLabel('Date').fill(daysAgo(3));
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('A plan is for a date from today on')).toBeVisible();

  await fillGoing(page, { date, venue });
  await expectAccessible(page, "I'm going dialog (phone)");
  await page.screenshot({ path: 'test-results/plans-going-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    toastWith(page, 'Plan saved', `Your friends will see you are going to ${artist}`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // The page says so at once; the button now adds another date of the tour.
  await expect(yourPlans(page, artist).getByRole('listitem')).toHaveText([
    goingLine('Porto', date),
  ]);
  const another = page.getByRole('button', { name: 'Going to another date', exact: true });
  await expect(another, 'the focus is back on the button that opened the dialog').toBeFocused();
  await expect(going).toHaveCount(0);

  // The same gig again: the server's refusal shows in the dialog; Back closes it.
  await another.click();
  await fillGoing(page, { date, venue });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You are already going to this gig');
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(artistPath(artist));

  // The profile's Plans: artist (linked), city, venue, date, and 'Not going' for its owner.
  await profile.openOwn(page);
  const row = planRow(page, artist);
  await expect(row).toContainText(`Porto · ${venue}`);
  await expect(row).toContainText(longDate(date));
  await expect(row.getByRole('link', { name: artist })).toHaveAttribute('href', artistPath(artist));
  await expect(row.getByRole('button', { name: /^Not going/ })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Log this show' })).toHaveCount(0);
  await expect(plansSection(page).getByTestId('plans-count')).toHaveText('1 plan');
  await row.scrollIntoViewIfNeeded();
  await expectAccessible(page, 'Plans section (phone)');
  await page.screenshot({ path: 'test-results/plans-profile-390.png', fullPage: true });

  // The fan is told, and the notification leads to the artist.
  await fan.page.goto('/');
  const panel = await openNotifications(fan.page);
  const note = panel.getByRole('link', {
    name: new RegExp(`${escape(`${planner.displayName} is going to see ${artist}`)}`),
  });
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('href', artistPath(artist));
  // A follower sees the plan on the planner's profile, without the owner's buttons.
  await fan.page.goto(`/profile/${planner.id}`);
  await expect(planRow(fan.page, artist)).toContainText(longDate(date));
  await expect(plansSection(fan.page).getByRole('button')).toHaveCount(0);
  await fan.context.close();

  // Someone who does not follow the planner sees no Plans at all.
  const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await registerViaApi(stranger.request, newUser('planstranger'));
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/profile/${planner.id}`);
  await expect(strangerPage.getByRole('heading', { name: planner.displayName })).toBeVisible();
  await expect(ranking.seenSection(strangerPage)).toBeVisible();
  await expect(plansSection(strangerPage)).toHaveCount(0);
  await stranger.close();

  // Taken back: 'Not going' empties the owner's Plans.
  await row.getByRole('button', { name: /^Not going/ }).click();
  await expect(toast(page, 'Plan removed')).toBeVisible();
  await expect(
    plansSection(page).getByText("No plans yet. Mark a gig as Going from an artist's page."),
  ).toBeVisible();
});

test('a plan turns into "Log this show" the day after: Add Show opens filled in, and once logged the plan leaves Plans', async ({
  page,
}) => {
  await signUp(page, newUser('planlog'));
  const artist = uniqueName('Due Band');
  const venue = uniqueName('Due Hall');
  const today = daysAgo(0);
  const created = await page.request.post('/api/plans', {
    data: { artist, city: 'Porto', date: today, venue },
  });
  await expectOk(created, 201);
  const plan = (await created.json()) as Plan;

  // Today it is still ahead: 'Not going', nothing to log yet.
  await profile.openOwn(page);
  const row = planRow(page, artist);
  await expect(row.getByRole('button', { name: /^Not going/ })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Log this show' })).toHaveCount(0);

  // The day after, by the browser's clock (the server's today still takes the show).
  await page.clock.setFixedTime(new Date(`${daysAhead(1)}T12:00:00Z`));
  await page.reload();
  const log = row.getByRole('link', { name: 'Log this show' });
  await expect(log).toBeVisible();
  await expect(row.getByRole('button', { name: /^Didn't go/ })).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/plans-due-390.png' });

  await log.click();
  await expect(page).toHaveURL(new RegExp(`/add\\?.*plan=${plan.id}`));
  const form = addShow.form(page);
  await expect(addShow.picker(form, 'Artist')).toHaveValue(artist);
  await expect(addShow.picker(form, 'City')).toHaveValue('Porto, PT');
  await expect(form.getByLabel('Date')).toHaveValue(today);
  await expect(addShow.picker(form, 'Venue')).toHaveValue(venue);
  await page.screenshot({ path: 'test-results/plans-add-prefilled-390.png' });

  const posted = page.waitForRequest(addShow.isShowPost);
  await form.getByRole('button', { name: 'Save Show' }).click();
  expect((await posted).postData(), 'the show says which plan it logs').toMatch(
    new RegExp(`name="planId"\\r\\n\\r\\n${plan.id}\\r\\n`),
  );
  await expect(toast(page, 'Show added successfully')).toBeVisible();
  // The fresh form is blank again: the next show logs no plan.
  await expect(page).toHaveURL('/add');
  await expect(addShow.picker(form, 'Artist')).toHaveValue('');
  await expect(addShow.picker(form, 'Venue')).toHaveValue('');

  await profile.openOwn(page);
  await expect(
    plansSection(page).getByText("No plans yet. Mark a gig as Going from an artist's page."),
  ).toBeVisible();
  await expect(ranking.seenRows(page).filter({ hasText: artist })).toHaveCount(1);
  const shows = await addShow.artistShows(page.request, artist);
  expect(shows.map((s) => [s.city, s.venue, s.date])).toEqual([['Porto', venue, today]]);
});

test("the artist page says which dates you are going to: at once, after a reload, until 'Not going'", async ({
  page,
}) => {
  await signUp(page, newUser('goer'));
  const artist = uniqueName('Tour Band');
  await createArtistViaApi(page.request, artist);
  const [sooner, later] = [daysAhead(9), daysAhead(30)];
  await page.goto(artistPath(artist));
  const plans = yourPlans(page, artist);
  const lines = plans.getByRole('listitem');
  const going = page.getByRole('button', { name: 'Going', exact: true });
  const another = page.getByRole('button', { name: 'Going to another date', exact: true });
  await expect(going).toBeVisible();
  await expect(plans).toHaveCount(0);

  // The later date first, then another date of the tour: listed soonest first, without a reload.
  const save = async (date: string) => {
    await fillGoing(page, { date, venue: uniqueName('Tour Hall') });
    await goingDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(goingDialog(page)).toBeHidden();
  };
  await going.click();
  await save(later);
  await expect(lines).toHaveText([goingLine('Porto', later)]);
  await another.click();
  await save(sooner);
  await expect(lines).toHaveText([goingLine('Porto', sooner), goingLine('Porto', later)]);
  await expectAccessible(page, "the artist page's plans (phone)");
  await page.screenshot({ path: test.info().outputPath('artist-going-390.png') });

  // A reload: the page comes with them, in the server's markup too (nothing appears late).
  const html = await (
    await page.request.get(artistPath(artist), { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toMatch(/You(&#x27;|')re going · Porto/);
  await page.reload();
  await expect(lines).toHaveText([goingLine('Porto', sooner), goingLine('Porto', later)]);
  await expect(another).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(lines).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('artist-going-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });

  // 'Not going' takes one back, with a toast; the list follows at once.
  await lines
    .first()
    .getByRole('button', { name: /^Not going/ })
    .click();
  await expect(
    toastWith(page, 'Plan removed', `You are no longer going to ${artist}`),
  ).toBeVisible();
  await expect(lines).toHaveText([goingLine('Porto', later)]);
  await lines
    .first()
    .getByRole('button', { name: /^Not going/ })
    .click();
  await expect(plans).toHaveCount(0);
  await expect(going).toBeVisible();
  await page.reload();
  await expect(going).toBeVisible();
  await expect(plans).toHaveCount(0);
});

test("your plans for the artist failing to load: a quiet line, 'Going' still usable", async ({
  page,
}) => {
  await signUp(page, newUser('goerr'));
  const artist = uniqueName('Flaky Band');
  const date = daysAhead(15);
  await expectOk(page.request.post('/api/plans', { data: { artist, city: 'Porto', date } }), 201);
  // From the profile's Plans to the artist page: the app asks for the page's reads itself.
  await profile.openOwn(page);
  await stubProcedure(page, 'plans.list', { error: { message: 'Service unavailable' } });
  await planRow(page, artist).getByRole('link', { name: artist }).click();
  await expect(page.getByRole('heading', { name: artist, level: 1 })).toBeVisible();
  const quiet = page.getByText("Couldn't check your plans for this artist.");
  await expect(quiet).toBeVisible();
  await expect(yourPlans(page, artist)).toHaveCount(0);
  const going = page.getByRole('button', { name: 'Going', exact: true });
  await going.click();
  await expect(goingDialog(page)).toBeVisible();
  await goingDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(goingDialog(page)).toBeHidden();

  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(yourPlans(page, artist).getByRole('listitem')).toHaveText([
    goingLine('Porto', date),
  ]);
  await expect(quiet).toHaveCount(0);
});
