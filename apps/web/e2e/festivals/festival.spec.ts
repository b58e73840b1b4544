// Logging a festival at phone width, from Add Show to the festival page and back.
import { FESTIVAL_MINE_PAGE } from '@gigrank/domain';
import { expect, test } from '../support/test';
import { expectAccessible } from '../support/a11y';
import * as addShow from '../support/add-show';
import * as profile from '../support/profile';
import { toastWith } from '../support/app';
import { createFestivalViaApi, expectOk, uniqueName, uniqueNames } from '../support/seed';
import { signUp } from '../support/users';

test.use({ viewport: { width: 390, height: 844 } });

/** A two-day festival last year (so that neither day is in the future). */
function lastYearsDates() {
  const year = new Date().getUTCFullYear() - 1;
  return { year, start: `${year}-06-05`, end: `${year}-06-06` };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Thu 5 Jun': how a day chip names a date. */
function chipName(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

test('create a two-day festival, log four sets, see them on the festival and show pages', async ({
  page,
}) => {
  await signUp(page);
  const name = uniqueName('Sunfest');
  const { year, start, end } = lastYearsDates();
  const sets = [
    { artist: 'Opening Act', day: start, steps: -30, score: 45 },
    {
      artist: 'Headliner',
      day: start,
      steps: 20,
      score: 95,
      stage: 'Main stage',
      time: '22:30',
      // The festival pass, on one of its sets.
      price: '120',
    },
    { artist: 'Late Set', day: end, steps: 5, score: 80 },
    { artist: 'Closer', day: end, steps: -10, score: 65 },
  ].map((set) => ({ ...set, artist: uniqueName(set.artist) }));

  // From Add Show, the festival's own screen.
  await addShow.goto(page);
  await page.getByRole('link', { name: 'Logging a festival? Log its sets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log a festival' })).toBeVisible();

  // Step 1: create the festival (the edition follows the start date).
  await page.getByRole('button', { name: 'Create a festival' }).click();
  const create = page.getByRole('form', { name: 'Create a festival' });
  await create.getByLabel('Festival name').fill(name);
  await create.getByLabel('Start date').fill(start);
  await create.getByLabel('End date').fill(end);
  await expect(create.getByLabel('Edition')).toHaveValue(String(year));
  await addShow.pickOption(page, create, 'City', 'Lisbon', 'Lisbon, PT');
  await create.getByLabel('Venue').fill('Parque da Cidade');
  await expectAccessible(page, 'create a festival');
  await create.getByRole('button', { name: 'Create festival' }).click();

  // Step 2: sets, one after another.
  await expect(page.getByTestId('logging-festival')).toHaveText(`${name} ${year}`);
  await expect(page).toHaveURL(/\/festival\/log\?festival=\d+$/);
  const form = page.getByRole('form', { name: 'Log a set' });
  const artistBox = addShow.picker(form, 'Artist');
  const began = Date.now();
  for (const set of sets) {
    const chip = form.getByRole('radio', { name: chipName(set.day) });
    if (!(await chip.isChecked())) await form.getByText(chipName(set.day), { exact: true }).click();
    await expect(chip).toBeChecked();
    await addShow.typeFreely(form, 'Artist', set.artist);
    if (set.stage) await form.getByLabel('Stage').fill(set.stage);
    if (set.time) await form.getByLabel('Time').fill(set.time);
    if (set.price) await form.getByLabel('Price').fill(set.price);
    await addShow.moveScore(form, set.steps);
    await expect(form.getByTestId('score-value')).toHaveText(String(set.score));
    await form.getByRole('button', { name: 'Save set' }).click();
    await expect(
      toastWith(page, 'Set saved', `You rated ${set.artist} ${set.score}/100`),
    ).toBeVisible();
    // Ready for the next: the artist box empty and focused, the day kept, the score back at 75.
    await expect(artistBox).toHaveValue('');
    await expect(artistBox).toBeFocused();
    await expect(form.getByRole('radio', { name: chipName(set.day) })).toBeChecked();
    await expect(form.getByTestId('score-value')).toHaveText('75');
    await artistBox.press('Escape');
  }
  expect(Date.now() - began, 'four sets in under a minute').toBeLessThan(60_000);
  // The pass counts once in the year's spend; the next set's ticket started empty.
  const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } };
  const ledger = await page.request.get(`/api/users/${me.user.id}/ledger?year=${year}`);
  expect((await ledger.json()).spend).toEqual([
    { currency: expect.any(String), amount: expect.stringMatching(/^120(\.00)?$/), shows: 1 },
  ]);

  // Your sets, best first; then the overall score.
  const yourSets = page.getByRole('list', { name: 'Your sets' });
  const byScore = [...sets].sort((a, b) => b.score - a.score);
  await expect(yourSets.getByRole('listitem')).toHaveCount(4);
  for (const [i, set] of byScore.entries()) {
    await expect(yourSets.getByRole('listitem').nth(i)).toContainText(set.artist);
  }
  await expect(yourSets.getByRole('listitem').first()).toContainText('Main stage · 22:30');
  const overall = page.getByRole('slider', { name: 'Overall festival score' });
  await overall.focus();
  for (let i = 0; i < 10; i += 1) await overall.press('ArrowRight');
  await page.getByRole('button', { name: 'Save festival score' }).click();
  await expect(toastWith(page, 'Festival score saved', 'You rated it 85/100')).toBeVisible();
  await expect(page.getByText('Saved: 85/100')).toBeVisible();
  await expectAccessible(page, 'log the sets');

  // The festival page: dates, place, lineup as rated and best sets.
  await page.getByTestId('logging-festival').click();
  await expect(page).toHaveURL(/\/festival\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${name} ${year}` })).toBeVisible();
  await expect(page).toHaveTitle(`${name} ${year} | Gigrank`);
  await expect(page.getByTestId('festival-dates')).toHaveText(`5-6 Jun ${year}`);
  await expect(page.getByTestId('festival-city')).toContainText('Lisbon');
  await expect(page.getByRole('link', { name: 'Parque da Cidade' })).toHaveAttribute(
    'href',
    /^\/venue\/\d+$/,
  );
  const lineup = page.getByRole('list', { name: 'Lineup as rated' });
  await expect(lineup.getByRole('listitem')).toHaveCount(4);
  await expect(lineup.getByRole('listitem').first()).toContainText(byScore[0]!.artist);
  await expect(lineup.getByRole('listitem').first()).toContainText('1 fan');
  await expect(lineup.getByRole('link', { name: new RegExp(byScore[0]!.artist) })).toHaveAttribute(
    'href',
    `/artist/${encodeURIComponent(byScore[0]!.artist)}`,
  );
  const best = page.getByRole('region', { name: 'Best-rated sets' }).getByRole('article');
  await expect(best).toHaveCount(4);
  await expect(best.first()).toContainText(byScore[0]!.artist);
  await expect(page.getByRole('region', { name: 'Your sets' })).toContainText('Saved: 85/100');
  await expect(page.getByRole('link', { name: 'Log your sets' })).toHaveAttribute(
    'href',
    /\/festival\/log\?festival=\d+$/,
  );
  await expectAccessible(page, 'the festival page');

  // A set's page names its festival, with the stage and time, linked back.
  // The card opens its show from anywhere but its links (the artist, the venue): its date.
  await best
    .first()
    .getByText(new RegExp(`^[A-Z][a-z]+ \\d{1,2}, ${year}$`))
    .click();
  await expect(page).toHaveURL(/\/show\/\d+$/);
  const festivalLine = page.getByTestId('show-festival');
  await expect(festivalLine).toHaveText(`Set at ${name} ${year} · Main stage · 22:30`);
  // Editing the set keeps it a set of its festival, on its stage.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Show Rating' });
  await addShow.moveScore(edit, -1);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByLabel('Score 94 out of 100')).toBeVisible();
  await expect(festivalLine).toHaveText(`Set at ${name} ${year} · Main stage · 22:30`);
  await festivalLine.getByRole('link', { name: `${name} ${year}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name} ${year}` })).toBeVisible();

  // The festival's venue: its page lists the four sets among its shows.
  await page.getByRole('link', { name: 'Parque da Cidade' }).click();
  await expect(page).toHaveURL(/\/venue\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Parque da Cidade' })).toBeVisible();
  const atVenue = page.getByRole('region', { name: 'Shows', exact: true });
  for (const set of sets) await expect(atVenue.getByText(set.artist)).toBeVisible();

  // The profile: one festival, and its dialog names it with the sets and the overall score.
  await profile.openOwn(page);
  await expect(page.getByTestId('stat-festivals')).toHaveText('1');
  await page
    .getByRole('button', { name: 'Festivals: open your festivals' })
    .click({ position: { x: 12, y: 12 } });
  const festivals = page.getByRole('dialog', { name: 'Festivals' });
  await expect(festivals.getByRole('link', { name: `${name} ${year}` })).toBeVisible();
  await expect(festivals).toContainText('4 sets');
  await expect(festivals).toContainText('85');
});

test('an unknown festival says so', async ({ page }) => {
  await signUp(page);
  await page.goto('/festival/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Festival not found' })).toBeVisible();
});

test('a set of an existing edition: picked from the search, the one-day festival preselected', async ({
  page,
}) => {
  await signUp(page);
  const [name, artist] = uniqueNames('Oneday', 'Solo');
  const year = new Date().getUTCFullYear() - 1;
  const day = `${year}-09-12`;
  await createFestivalViaApi(page.request, { name, startDate: day, city: 'Porto' });

  await page.goto('/festival/log');
  const picker = page.getByRole('combobox', { name: 'Festival', exact: true });
  await picker.fill(name.slice(0, 12));
  await page
    .getByRole('listbox', { name: 'Festival suggestions' })
    .getByRole('option', { name: new RegExp(`^${name} ${year} · Porto`) })
    .click();
  const form = page.getByRole('form', { name: 'Log a set' });
  await expect(form.getByRole('radio', { name: chipName(day) })).toBeChecked();
  await addShow.typeFreely(form, 'Artist', artist);
  await form.getByRole('button', { name: 'Save set' }).click();
  await expect(toastWith(page, 'Set saved', `You rated ${artist} 75/100`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your sets' }).getByRole('listitem')).toHaveCount(1);
});

test("'Your sets' past the page's first ones: Load more sets", async ({ page }) => {
  test.slow();
  await signUp(page);
  const { year, start, end } = lastYearsDates();
  const id = await createFestivalViaApi(page.request, {
    name: uniqueName('Long Fest'),
    edition: year,
    startDate: start,
    endDate: end,
    city: 'Porto',
  });
  const count = FESTIVAL_MINE_PAGE + 2;
  for (let i = 0; i < count; i += 1) {
    await expectOk(
      page.request.post('/api/shows', {
        data: {
          artist: uniqueName(`Set ${i}`),
          city: 'Porto',
          date: start,
          score: 99 - i,
          festivalId: id,
        },
      }),
      201,
    );
  }
  await page.goto(`/festival/${id}`);
  const mine = page.getByRole('region', { name: 'Your sets' });
  const rows = mine.getByRole('list').getByRole('listitem');
  await expect(rows).toHaveCount(FESTIVAL_MINE_PAGE);
  await mine.getByRole('button', { name: 'Load more sets (2 more)' }).click();
  await expect(rows).toHaveCount(count);
  await expect(rows.last()).toContainText(`${count}`);
  await expect(mine.getByRole('button', { name: /Load more sets/ })).toHaveCount(0);
});
