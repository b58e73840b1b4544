import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import * as addShow from '../support/add-show';
import { toast } from '../support/app';
import { recordProcedureCalls } from '../support/network';
import * as ranking from '../support/ranking';
import { daysAgo, logShow, uniqueName } from '../support/seed';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/**
 * "Rank it against your past": after a save (and from a show's
 * page) the owner answers "Which was better?" between the show and a few past
 * shows chosen by a binary search, confirms a score only when the place they
 * chose needs one, and sees '#n of m' with the ranking around it. Skippable
 * at every step; phone width.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Seven past shows, best first: a new show is compared with three of them. */
async function seedPast(page: Page): Promise<string[]> {
  const scores = [95, 90, 86, 84, 80, 75, 70];
  const artists = scores.map((_, i) => uniqueName(`Past ${i + 1}`));
  for (const [i, score] of scores.entries()) {
    await logShow(page.request, { artist: artists[i]!, score, date: daysAgo(40 + i) });
  }
  return artists;
}

/** Signs up with the past shows and opens the page of a new show scored 82, fifth of eight. */
async function openOwnShowWithPast(page: Page, name: string) {
  await signUp(page);
  const past = await seedPast(page);
  const added = uniqueName(`Ritual ${name}`);
  const show = await logShow(page.request, { artist: added, score: 82, date: daysAgo(3) });
  await page.goto(`/show/${show.id}`);
  return { past, added };
}

/**
 * Signs up with the past shows, and fills Add Show with a new artist in Porto, scored 82 (fifth
 * of eight): ready to save.
 */
async function fillNewShowOverPast(page: Page, prefix: string) {
  await signUp(page);
  const past = await seedPast(page);
  const added = uniqueName(prefix);
  const form = await addShow.goto(page);
  await addShow.typeFreely(form, 'Artist', added);
  await addShow.pickOption(page, form, 'City', 'Porto', 'Porto, PT');
  await addShow.moveScore(form, 7);
  return { past, added, form };
}

const ritualDialog = (page: Page) => page.getByRole('dialog', { name: 'Which was better?' });

/** The result's rows: the ranking around the placed show. */
const resultRows = (dialog: Locator) =>
  dialog.getByRole('list', { name: 'Your ranking around this show' }).getByRole('listitem');

/** The rows hold these artists at these ranks (of `total`), in this order. */
async function expectRowsFrom(rows: Locator, firstRank: number, artists: string[], total: number) {
  await expect(rows).toHaveCount(artists.length);
  for (const [i, artist] of artists.entries()) {
    await expect(rows.nth(i)).toContainText(artist);
    await expect(rows.nth(i)).toContainText(`Rank ${firstRank + i} of ${total}`);
  }
}

/**
 * Opens "Which was better?" from the show's page and answers this, past, this: 82 -> 87, between
 * the 90 and the 86 and tied with neither.
 */
async function answerTowards87(page: Page, past: string[]): Promise<Locator> {
  await page.getByRole('button', { name: 'Rank against my past shows' }).click();
  const dialog = ritualDialog(page);
  await answerTowardsThirdPlace(dialog, past);
  await expect(dialog.getByRole('heading', { name: 'Change score from 82 to 87?' })).toBeVisible();
  return dialog;
}

/** The question on screen: the past show's card must be `past`; then `choice` is tapped. */
async function answer(dialog: Locator, question: number, past: string, choice: 'this' | 'past') {
  await expect(dialog.getByText(`Question ${question} of 3`)).toBeVisible();
  const pastCard = dialog.getByRole('button', { name: /^Your #\d+ /i });
  await expect(pastCard).toContainText(past);
  await (
    choice === 'this' ? dialog.getByRole('button', { name: /^This show /i }) : pastCard
  ).click();
}

/**
 * This, past, this: better than the 84, worse than the 90, better than the 86, so between the 90
 * and the 86 (82 -> 87, third of eight).
 */
async function answerTowardsThirdPlace(region: Locator, past: string[]) {
  await answer(region, 1, past[3]!, 'this');
  await answer(region, 2, past[1]!, 'past');
  await answer(region, 3, past[2]!, 'this');
}

test('save a show, answer three comparisons, confirm the score, see "#3 of 8" and the ranking follow', async ({
  page,
}) => {
  const { past, added, form } = await fillNewShowOverPast(page, 'Ritual New');
  await expect(form.getByTestId('score-value')).toHaveText('82');
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(toast(page, 'Show added successfully')).toBeVisible();
  const card = page.getByRole('region', { name: '#5 of 8' });
  await expect(card).toBeVisible();
  // The questions start in the card; skipped, they wait behind its button.
  const asked = card.getByRole('region', { name: 'Which was better?' });
  await expect(asked.getByText('Question 1 of 3')).toBeVisible();
  await asked.getByRole('button', { name: 'Skip' }).click();
  await expect(asked).toBeHidden();
  await expect(card.getByRole('heading', { name: '#5 of 8' })).toBeFocused();

  await card.getByRole('button', { name: 'Rank against my past shows' }).click();
  const dialog = ritualDialog(page);
  await expect(dialog.getByRole('button', { name: /^This show /i })).toContainText(added);
  await expectAccessible(page, 'Which was better? (phone)');
  await answerTowardsThirdPlace(dialog, past);

  await expect(dialog.getByRole('heading', { name: 'Change score from 82 to 87?' })).toBeVisible();
  await expectAccessible(page, 'Which was better? score confirm (phone)');
  await dialog.getByRole('button', { name: 'Change' }).click();

  const place = dialog.getByRole('heading', { name: '#3 of 8, up 2' });
  await expect(place).toBeVisible();
  await expect(place).toBeFocused();
  const rows = dialog
    .getByRole('list', { name: 'Your ranking around this show' })
    .getByRole('listitem');
  await ranking.expectRanking(rows, [past[0]!, past[1]!, added, past[2]!, past[3]!], 8);
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');
  // It slides up into its place (without it, the reduced-motion test below would prove nothing).
  await expect(rows.nth(2)).not.toHaveCSS('animation-name', 'none');
  await expectAccessible(page, 'Which was better? result (phone)');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: '#3 of 8' })).toBeVisible();

  // The ranking holds it there, with the score confirmed.
  await ranking.expectRanking(
    await ranking.openFullRanking(page),
    [past[0]!, past[1]!, added, ...past.slice(2)],
    8,
  );
  await expect(ranking.fullRankingRows(page).nth(2)).toContainText('87');
});

test('right after a save the card asks "Which was better?" itself, and ends on "#3 of 8, up 2"', async ({
  page,
}) => {
  const { past, added, form } = await fillNewShowOverPast(page, 'Ritual Inline');
  await form.getByRole('button', { name: 'Save Show' }).click();
  await expect(toast(page, 'Show added successfully')).toBeVisible();
  const card = page.getByTestId('placement');
  // The place the score gives comes first, with the focus; the questions wait below it.
  await expect(card.getByRole('heading', { name: '#5 of 8' })).toBeFocused();
  await expect(card.getByRole('button', { name: 'Rank against my past shows' })).toHaveCount(0);
  const asked = card.getByRole('region', { name: 'Which was better?' });
  await expect(asked.getByRole('button', { name: /^This show /i })).toContainText(added);
  await expectAccessible(page, 'Which was better? in the saved card (phone)');
  await answerTowardsThirdPlace(asked, past);
  await asked.getByRole('button', { name: 'Change' }).click();

  await expect(asked).toBeHidden();
  const place = card.getByRole('heading', { name: '#3 of 8, up 2' });
  await expect(place).toBeFocused();
  const rows = card
    .getByRole('list', { name: 'Your ranking around this show' })
    .getByRole('listitem');
  await expectRowsFrom(rows, 2, [past[1]!, added, past[2]!], 8);
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(1).getByLabel('Score 87 out of 100')).toBeVisible();
});

test('from the show page: the keyboard answers, and Skip leaves everything as it was', async ({
  page,
}) => {
  const { past, added } = await openOwnShowWithPast(page, 'Page');

  const open = page.getByRole('button', { name: 'Rank against my past shows' });
  // It says it opens a dialog, as every opener of a dialog loaded on demand does.
  await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
  await open.click();
  const dialog = ritualDialog(page);
  const thisShow = dialog.getByRole('button', { name: /^This show /i });
  await expect(thisShow).toBeFocused();
  await expect(dialog.getByText('Question 1 of 3')).toBeVisible();
  // Arrow to the past show, Enter: it was better.
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('button', { name: /^Your #\d+ /i })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Question 2 of 3')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Your #\d+ /i })).toContainText(past[5]!);

  await dialog.getByRole('button', { name: 'Skip' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByTestId('rank-move')).toHaveCount(0);

  // Nothing moved: the show is still fifth, with its own score.
  await ranking.expectRanking(
    await ranking.openFullRanking(page),
    [...past.slice(0, 4), added, ...past.slice(4)],
    8,
  );
  await expect(ranking.fullRankingRows(page).nth(4)).toContainText('82');
});

test('answers that would change the score: Keep leaves the score and the place, writing nothing', async ({
  page,
}) => {
  const { past, added } = await openOwnShowWithPast(page, 'Keep');
  const calls = recordProcedureCalls(page);

  const dialog = await answerTowards87(page, past);
  // The confirm step offers Keep beside Change (focused), and says what each does.
  await expect(dialog.getByRole('button', { name: 'Change' })).toBeFocused();
  await expect(dialog).toContainText(
    `Your answers put it between ${past[1]} (90) and ${past[2]} (86). Keep 82 and it stays where its score puts it.`,
  );
  await dialog.getByRole('button', { name: 'Keep' }).click();

  // Still fifth of eight, with its own score, and nothing slides.
  const place = dialog.getByRole('heading', { name: '#5 of 8, unchanged' });
  await expect(place).toBeVisible();
  await expect(place).toBeFocused();
  const rows = resultRows(dialog);
  await expectRowsFrom(rows, 3, [past[2]!, past[3]!, added, past[4]!, past[5]!], 8);
  await expect(rows.nth(2)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(2).getByLabel('Score 82 out of 100')).toBeVisible();
  await expect(rows.nth(2)).toHaveCSS('animation-name', 'none');
  expect(calls).not.toContain('shows.place');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('rank-move')).toHaveCount(0);
  await expect(page.getByLabel('Score 82 out of 100').first()).toBeVisible();

  // The server agrees: fifth, 82.
  await ranking.expectRanking(
    await ranking.openFullRanking(page),
    [...past.slice(0, 4), added, ...past.slice(4)],
    8,
  );
  await expect(ranking.fullRankingRows(page).nth(4)).toContainText('82');
});

test.describe('less motion (prefers-reduced-motion: reduce)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the placed row does not slide, and its place "#3 of 8, up 2" shows', async ({ page }) => {
    const { past, added } = await openOwnShowWithPast(page, 'Still');

    const dialog = await answerTowards87(page, past);
    await dialog.getByRole('button', { name: 'Change' }).click();

    const place = dialog.getByRole('heading', { name: '#3 of 8, up 2' });
    await expect(place).toBeVisible();
    await expect(place).toBeFocused();
    const rows = resultRows(dialog);
    await ranking.expectRanking(rows, [past[0]!, past[1]!, added, past[2]!, past[3]!], 8);
    const moved = rows.nth(2);
    await expect(moved).toHaveAttribute('aria-current', 'true');
    // The row that moved is marked as arriving, but without the slide: no animation, no offset.
    await expect(moved).toHaveClass(/arriving/);
    await expect(moved).toHaveCSS('animation-name', 'none');
    await expect(moved).toHaveCSS('transform', 'none');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('rank-move')).toContainText('#3 of 8, up 2');
  });
});
