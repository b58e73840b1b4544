import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { artistPath, loadMore, scrollUntilVisible, showCards } from '../support/app';
import * as profile from '../support/profile';
import * as ranking from '../support/ranking';
import { daysAgo, followViaApi, logShow, uniqueName } from '../support/seed';
import { newUser, registerViaApi, signUp } from '../support/users';

// Lists of more than LIST_PAGE_SIZE (50) items load a page at a time.
const LIST_PAGE_SIZE = 50;
const TOTAL = LIST_PAGE_SIZE + 5;

/**
 * A paged list: `rows` shows a first page of LIST_PAGE_SIZE (and what
 * `onFirstPage` checks); 'Load more' in `scope` then loads the rest, up to
 * `total` rows, and goes away.
 */
async function loadSecondPage(
  scope: Locator,
  rows: Locator,
  total: number,
  onFirstPage: () => Promise<void>,
): Promise<void> {
  await expect(rows).toHaveCount(LIST_PAGE_SIZE);
  await onFirstPage();
  await loadMore(scope).click();
  await expect(rows).toHaveCount(total);
  await expect(loadMore(scope)).toHaveCount(0);
}

test.describe('paged lists', () => {
  // Setting up 55 shows or 52 users through the API takes a while on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test('the Full Ranking and Artist Insights show 50 rows, then the rest with the right ranks', async ({
    page,
  }) => {
    await signUp(page);
    // Distinct scores: show i (0-based) scores 100 - i, so it ranks i + 1.
    const artists = Array.from({ length: TOTAL }, (_, i) => uniqueName(`Paged ${i + 1}`));
    for (const [i, artist] of artists.entries()) {
      await logShow(page.request, { artist, date: daysAgo(i + 1), score: 100 - i });
    }

    await page.goto('/profile');
    const seen = ranking.seenSection(page);
    // The count is the whole list's, though only the first page has loaded.
    await expect(seen.getByTestId('seen-count')).toHaveText(`${TOTAL} shows`);
    await expect(ranking.seenRows(page)).toHaveCount(5);
    await expect(ranking.seenRows(page).first()).toContainText(artists[0]!);
    await expect(seen.getByRole('button', { name: 'See more shows' })).toBeVisible();
    await expect(loadMore(seen)).toHaveCount(0);

    await seen.getByRole('button', { name: 'See all' }).click();
    const dialog = ranking.fullRankingDialog(page);
    await expect(dialog).toBeVisible();
    const rows = ranking.fullRankingRows(page);
    await loadSecondPage(dialog, rows, TOTAL, async () => {
      const last = rows.nth(LIST_PAGE_SIZE - 1);
      await expect(last).toContainText(artists[LIST_PAGE_SIZE - 1]!);
      await expect(last).toContainText(`Rank ${LIST_PAGE_SIZE} of ${TOTAL}`);
      await expect(dialog.getByText(artists[LIST_PAGE_SIZE]!)).toHaveCount(0);
    });
    for (let i = LIST_PAGE_SIZE - 1; i < TOTAL; i += 1) {
      await expect(rows.nth(i)).toContainText(artists[i]!);
      await expect(rows.nth(i)).toContainText(`Rank ${i + 1} of ${TOTAL}`);
    }
    await expect(rows.nth(TOTAL - 1)).toContainText(`${TOTAL}/${TOTAL}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // One show per artist: Artist Insights pages the same way, positions continuing.
    const insights = await profile.openInsights(page, 'artist');
    const insightList = profile.insightRows(insights);
    await loadSecondPage(insights, insightList, TOTAL, async () => {
      await expect(insightList.first()).toContainText(artists[0]!);
    });
    await expect(insightList.nth(TOTAL - 1)).toContainText(artists[TOTAL - 1]!);
    await expect(insightList.nth(TOTAL - 1)).toContainText(`Rank ${TOTAL}`);
  });

  test("an artist page with 55 shows lists the newest 50, then 'Load more' reads the rest", async ({
    page,
  }) => {
    await signUp(page);
    const artist = uniqueName('Paged Band');
    // Show i is a day newer than show i - 1; each has its own city to tell the cards apart.
    const cities = Array.from({ length: TOTAL }, (_, i) => `Pagetown ${i + 1}`);
    for (const [i, city] of cities.entries()) {
      await logShow(page.request, { artist, city, date: daysAgo(TOTAL + 1 - i), score: 60 });
    }

    await page.goto(artistPath(artist));
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    const shows = page.getByRole('region', { name: 'Shows' });
    const cards = showCards(page);
    await expect(cards.first()).toContainText(cities[TOTAL - 1]!);

    // The cards render as the list scrolls; 'Load more' comes after the last of the page.
    await scrollUntilVisible(page, loadMore(shows));
    await expect(cards).toHaveCount(LIST_PAGE_SIZE);
    await expect(cards.last()).toContainText(cities[TOTAL - LIST_PAGE_SIZE]!);
    await expect(shows.getByText(cities[0]!, { exact: true })).toHaveCount(0);

    await loadMore(shows).click();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return cards.count();
      })
      .toBe(TOTAL);
    await expect(cards.last()).toContainText(cities[0]!);
    await expect(loadMore(shows)).toHaveCount(0);
  });

  test('Guest Appearances and With Photos list shows beyond the first page of All Shows', async ({
    page,
  }) => {
    await signUp(page);
    const artist = uniqueName('Tabbed Band');
    const host = uniqueName('Tab Host');
    // The oldest two: a guest appearance and a show with a photo; then 51 newer
    // shows, so neither of the two is among the first 50 loaded.
    await logShow(page.request, {
      artist: host,
      guests: [artist],
      city: 'Guestville',
      date: daysAgo(90),
    });
    await logShow(page.request, {
      artist,
      city: 'Photoville',
      date: daysAgo(89),
      photos: 1,
    });
    for (let i = 0; i < LIST_PAGE_SIZE + 1; i += 1) {
      await logShow(page.request, { artist, city: 'Lisbon', date: daysAgo(88 - i) });
    }

    await page.goto(artistPath(artist));
    const shows = page.getByRole('region', { name: 'Shows' });
    await expect(showCards(page).first()).toBeVisible();
    await expect(shows.getByText('Guestville')).toHaveCount(0);

    await shows.getByRole('tab', { name: 'Guest Appearances' }).click();
    await expect(showCards(page)).toHaveCount(1);
    await expect(showCards(page).first()).toContainText('Guestville');
    await expect(showCards(page).first()).toContainText('Guest appearance');
    await expect(loadMore(shows)).toHaveCount(0);

    await shows.getByRole('tab', { name: 'With Photos' }).click();
    await expect(showCards(page)).toHaveCount(1);
    await expect(showCards(page).first()).toContainText('Photoville');
  });

  test('a Following list of 52 people shows 50, then the rest', async ({ page, request }) => {
    const me = await signUp(page);
    const count = LIST_PAGE_SIZE + 2;
    const others: { id: number; displayName: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const other = await registerViaApi(request, newUser('paged'));
      await followViaApi(page.request, me.id, other.id);
      others.push(other);
    }

    await page.goto('/profile');
    await profile.countButton(page, new RegExp(`^${count} Following$`)).click();
    const dialog = page.getByRole('dialog', { name: /is Following$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${count} people`, { exact: true })).toBeVisible();
    const rows = dialog.getByRole('listitem');
    await loadSecondPage(dialog, rows, count, async () => {
      // Newest first: the first two followed come on the second page.
      await expect(rows.first()).toHaveAccessibleName(others[count - 1]!.displayName);
      await expect(dialog.getByRole('listitem', { name: others[0]!.displayName })).toHaveCount(0);
    });
    await expect(rows.last()).toHaveAccessibleName(others[0]!.displayName);
  });
});
