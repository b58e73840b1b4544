import type { Locator } from '@playwright/test';
import { leaderboardRow } from '../support/app';
import { expect, test } from '../support/test';
import { holdProcedure, stubProcedure } from '../support/network';
import { newUser, registerViaApi, signUp } from '../support/users';

test.describe('Global Leaderboard page', () => {
  test('title, caption, columns, ten rows, then Load More loads the next page', async ({
    page,
    request,
  }) => {
    // At least 12 users, whatever else the server holds.
    for (let i = 0; i < 12; i += 1) await registerViaApi(request, newUser('lb'));
    await signUp(page);
    await page.goto('/leaderboard');

    await expect(page.getByRole('heading', { level: 1, name: 'Global Leaderboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByText('Ranked by number of shows rated and followers')).toBeVisible();
    const table = page.getByRole('table');
    for (const column of ['Rank', 'User', 'Shows', 'Followers', 'Action']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }

    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(10);
    // Rank is the row position.
    await expect(rows.nth(0).getByText('Rank 1', { exact: true })).toBeAttached();
    await expect(rows.nth(9).getByText('Rank 10', { exact: true })).toBeAttached();
    const first = rows.nth(0);
    await expect(first.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      /^\/profile\/\d+$/,
    );
    await expect(first).toHaveAttribute('data-highlighted', 'true');
    await expect(rows.nth(3)).not.toHaveAttribute('data-highlighted');

    const loadMore = page.getByRole('button', { name: 'Load More' });
    await expect(loadMore).toBeVisible();
    await loadMore.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(10);
    await expect(rows.nth(10).getByText('Rank 11', { exact: true })).toBeAttached();
    // The User cell: display name and @username.
    await expect(rows.nth(10).getByRole('cell').nth(1)).toContainText('@');

    // The 'View Profile' link opens that profile.
    await first.getByRole('link', { name: 'View Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/\d+$/);
  });

  test("five skeleton rows while loading; 'No users found' when empty", async ({ page }) => {
    await signUp(page);
    await stubProcedure(page, 'leaderboard.users', { data: { users: [], nextOffset: null } });
    const release = await holdProcedure(page, 'leaderboard.users');
    await page.goto('/leaderboard');
    await expect(page.locator('tr[data-skeleton]')).toHaveCount(5);
    release();
    await expect(page.getByText('No users found')).toBeVisible();
    await expect(page.locator('tr[data-skeleton]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('no Load More with ten rows or fewer', async ({ page }) => {
    const users = Array.from({ length: 10 }, (_, i) => ({
      id: 800_001 + i,
      username: `few_${i}`,
      displayName: `Few ${i}`,
      profilePicture: null,
      showsCount: 10 - i,
      followersCount: 0,
      rank: i + 1,
    }));
    await stubProcedure(page, 'leaderboard.users', { data: { users, nextOffset: null } });
    await signUp(page);
    await page.goto('/leaderboard');
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  });

  test('on a 390 px phone the table fits: counts fold into the User cell', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page);
    await page.goto('/leaderboard');
    await expect(page.getByRole('link', { name: 'View Profile' }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Shows' })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'Followers' })).toBeHidden();
    await expect(page.getByRole('columnheader', { name: 'Action' })).toBeVisible();
    await expect(page.getByText(/^\d+ shows? · \d+ followers?$/).first()).toBeVisible();
    // Read again while the rows still come in: the width of the laid-out table.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        { message: 'the page scrolls sideways' },
      )
      .toBeLessThanOrEqual(0);
  });
});

/** Whether an element's text is all there: not cut (ellipsis or overflow), nor clipped by its row. */
async function wholeText(name: Locator) {
  return name.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const row = el.closest('td, li')!.getBoundingClientRect();
    return {
      overflows: el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
      ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
      insideRow: box.left >= row.left - 0.5 && box.right <= row.right + 0.5,
      lines: Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight)),
    };
  });
}

/**
 * The row's name is `displayName`, all there: neither overflowing nor ellipsised, and inside its
 * `container` (a table's cell, a list's row). Returns its measures.
 */
async function expectWholeName(row: Locator, displayName: string, container: 'cell' | 'row') {
  const name = row.locator('[data-part="name"]');
  await expect(name).toHaveText(displayName);
  const text = await wholeText(name);
  expect(text.overflows, 'the name overflows its box').toBe(false);
  expect(text.ellipsis, 'the name is ellipsised').toBe(false);
  expect(text.insideRow, `the name is clipped by its ${container}`).toBe(true);
  return text;
}

test.describe('a long display name on a 390 px phone', () => {
  const longName = 'Nuno Haddad Figueiredo dos Santos';
  const users = [longName, 'Ana Lee', 'Bo'].map((displayName, i) => ({
    id: 810_001 + i,
    username: `longname_${i}`,
    displayName,
    profilePicture: null,
    showsCount: 30 - i,
    followersCount: 12,
    rank: i + 1,
  }));

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await stubProcedure(page, 'leaderboard.users', { data: { users, nextOffset: null } });
    await signUp(page);
  });

  test('the Global Leaderboard shows the whole name, wrapped, never cut', async ({ page }) => {
    await page.goto('/leaderboard');
    const row = page.getByRole('row').filter({ hasText: longName });
    const text = await expectWholeName(row, longName, 'cell');
    expect(text.lines, 'the name wraps where the cell is narrow').toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: test.info().outputPath('leaderboard-long-name-phone.png') });
    await expect(row.getByRole('link', { name: 'View Profile' })).toBeVisible();
  });

  test("Home's User Leaderboard shows the whole name, wrapped, never cut", async ({ page }) => {
    // Home's first screen comes rendered by the server: the tab's data is asked for once chosen.
    await page.goto('/');
    await page.getByRole('tab', { name: 'User Leaderboard' }).click();
    const row = leaderboardRow(page, longName);
    await expectWholeName(row, longName, 'row');
    await expect(row.getByRole('link', { name: `View ${longName}'s profile` })).toBeVisible();
  });
});
