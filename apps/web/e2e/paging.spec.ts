import { expect, test, type Locator, type Page } from '@playwright/test';
import { createShowViaApi, daysAgo, newArtistName, showCards } from './artist-helpers';
import { newUser, registerUser } from './fixtures';
import { countButton, insightRows, openArtistInsights } from './profile-helpers';
import {
  fullRankingDialog,
  fullRankingRows,
  postShow,
  seenRows,
  seenSection,
  uniqueArtist,
} from './show-helpers';
import { currentUserId, followViaApi, registerViaApi } from './social-helpers';

// Issue 7: lists of more than LIST_PAGE_SIZE (50) items load a page at a time.
const LIST_PAGE_SIZE = 50;
const TOTAL = LIST_PAGE_SIZE + 5;

/** The 'Load more' button inside `scope`. */
function loadMore(scope: Locator | Page): Locator {
  return scope.getByRole('button', { name: 'Load more' });
}

test.describe('paged lists', () => {
  // Setting up 55 shows or 52 users through the API takes a while on a shared machine.
  test.describe.configure({ timeout: 180_000 });

  test('the Full Ranking and Artist Insights show 50 rows, then the rest with the right ranks', async ({
    page,
  }) => {
    await registerUser(page);
    // Distinct scores: show i (0-based) scores 100 - i, so it ranks i + 1.
    const artists = Array.from({ length: TOTAL }, (_, i) => uniqueArtist(`Paged ${i + 1}`));
    for (const [i, artist] of artists.entries()) {
      await postShow(page, { artist, city: 'Lisbon', date: daysAgo(i + 1), score: 100 - i });
    }

    await page.goto('/profile');
    const seen = seenSection(page);
    // The count is the whole list's, though only the first page has loaded.
    await expect(seen.getByTestId('seen-count')).toHaveText(`${TOTAL} shows`);
    await expect(seenRows(page)).toHaveCount(5);
    await expect(seenRows(page).first()).toContainText(artists[0]!);
    await expect(seen.getByRole('button', { name: 'See more shows' })).toBeVisible();
    await expect(loadMore(seen)).toHaveCount(0);

    await seen.getByRole('button', { name: 'See all' }).click();
    const dialog = fullRankingDialog(page);
    await expect(dialog).toBeVisible();
    const rows = fullRankingRows(page);
    await expect(rows).toHaveCount(LIST_PAGE_SIZE);
    await expect(rows.nth(LIST_PAGE_SIZE - 1)).toContainText(artists[LIST_PAGE_SIZE - 1]!);
    await expect(rows.nth(LIST_PAGE_SIZE - 1)).toContainText(`Rank ${LIST_PAGE_SIZE} of ${TOTAL}`);
    await expect(dialog.getByText(artists[LIST_PAGE_SIZE]!)).toHaveCount(0);

    await loadMore(dialog).click();
    await expect(rows).toHaveCount(TOTAL);
    for (let i = LIST_PAGE_SIZE - 1; i < TOTAL; i += 1) {
      await expect(rows.nth(i)).toContainText(artists[i]!);
      await expect(rows.nth(i)).toContainText(`Rank ${i + 1} of ${TOTAL}`);
    }
    await expect(rows.nth(TOTAL - 1)).toContainText(`${TOTAL}/${TOTAL}`);
    await expect(loadMore(dialog)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // One show per artist: Artist Insights pages the same way, positions continuing.
    const insights = await openArtistInsights(page);
    await expect(insightRows(insights)).toHaveCount(LIST_PAGE_SIZE);
    await expect(insightRows(insights).first()).toContainText(artists[0]!);
    await loadMore(insights).click();
    await expect(insightRows(insights)).toHaveCount(TOTAL);
    await expect(insightRows(insights).nth(TOTAL - 1)).toContainText(artists[TOTAL - 1]!);
    await expect(insightRows(insights).nth(TOTAL - 1)).toContainText(`Rank ${TOTAL}`);
    await expect(loadMore(insights)).toHaveCount(0);
  });

  test("an artist page with 55 shows lists the newest 50, then 'Load more' reads the rest", async ({
    page,
  }) => {
    await registerUser(page);
    const artist = newArtistName('Paged Band');
    // Show i is a day newer than show i - 1; each has its own city to tell the cards apart.
    const cities = Array.from({ length: TOTAL }, (_, i) => `Pagetown ${i + 1}`);
    for (const [i, city] of cities.entries()) {
      await createShowViaApi(page.request, {
        artist,
        city,
        date: daysAgo(TOTAL + 1 - i),
        score: 60,
      });
    }

    await page.goto(`/artist/${encodeURIComponent(artist)}`);
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
    await registerUser(page);
    const artist = newArtistName('Tabbed Band');
    const host = newArtistName('Tab Host');
    // The oldest two: a guest appearance and a show with a photo; then 51 newer
    // shows, so neither of the two is among the first 50 loaded.
    await createShowViaApi(page.request, {
      artist: host,
      guests: [artist],
      city: 'Guestville',
      date: daysAgo(90),
    });
    await createShowViaApi(page.request, {
      artist,
      city: 'Photoville',
      date: daysAgo(89),
      photos: 1,
    });
    for (let i = 0; i < LIST_PAGE_SIZE + 1; i += 1) {
      await createShowViaApi(page.request, { artist, city: 'Lisbon', date: daysAgo(88 - i) });
    }

    await page.goto(`/artist/${encodeURIComponent(artist)}`);
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
    await registerUser(page);
    const me = await currentUserId(page);
    const count = LIST_PAGE_SIZE + 2;
    const others: { id: number; displayName: string }[] = [];
    for (let i = 0; i < count; i += 1) {
      const other = await registerViaApi(request, newUser('paged'));
      await followViaApi(page.request, me, other.id);
      others.push(other);
    }

    await page.goto('/profile');
    await countButton(page, new RegExp(`^${count} Following$`)).click();
    const dialog = page.getByRole('dialog', { name: /is Following$/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`${count} people`, { exact: true })).toBeVisible();
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(LIST_PAGE_SIZE);
    // Newest first: the first two followed come on the second page.
    await expect(rows.first()).toHaveAccessibleName(others[count - 1]!.displayName);
    await expect(dialog.getByRole('listitem', { name: others[0]!.displayName })).toHaveCount(0);

    await loadMore(dialog).click();
    await expect(rows).toHaveCount(count);
    await expect(rows.last()).toHaveAccessibleName(others[0]!.displayName);
    await expect(loadMore(dialog)).toHaveCount(0);
  });
});

/** Scrolls the page down until `target` shows (lists that render as they scroll). */
async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 4000);
      return target.isVisible();
    })
    .toBe(true);
}
