import type { Locator } from '@playwright/test';
import * as ranking from '../support/ranking';
import { logShow, uniqueNames, uniqueSuffix } from '../support/seed';
import { expect, test } from '../support/test';
import { signUp } from '../support/users';

/**
 * The Full Ranking's rows have one shape whatever their city and the screen:
 * the date on one line, the city on the next, a long city cut with an
 * ellipsis on its one line, never beside the date on one row and under it
 * on another.
 */

/** Where a row's parts are laid out (CSS pixels) and whether its city text is cut. */
async function rowGeometry(row: Locator) {
  return row.evaluate((li) => {
    const box = (el: Element | null) => {
      if (!el) throw new Error('row part missing');
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    };
    const date = li.querySelector('[data-part="date"]');
    const city = li.querySelector('[data-part="city"]');
    const cityText = city?.querySelector('span');
    if (!cityText) throw new Error('city text missing');
    return {
      row: box(li),
      date: box(date),
      city: box(city),
      cityText: box(cityText),
      cityCut: cityText.scrollWidth > cityText.clientWidth,
      cityEllipsis: getComputedStyle(cityText).textOverflow === 'ellipsis',
    };
  });
}

test('each Full Ranking row puts its city on its own line, a long one cut, at phone and desktop width', async ({
  page,
}) => {
  await signUp(page);
  const [longCityShow, shortCityShow] = uniqueNames('Row Long', 'Row Short');
  const longCity = `Santa Cruz de la Sierra de los Montes Altos del Norte ${uniqueSuffix()}`;
  await logShow(page.request, { artist: longCityShow, city: longCity, score: 90 });
  await logShow(page.request, { artist: shortCityShow, city: 'Porto', score: 80 });

  await ranking.openFullRanking(page);
  const rows = ranking.fullRankingRows(page);
  await ranking.expectRanking(rows, [longCityShow, shortCityShow], 2);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(rows.first()).toBeVisible();
    const long = await rowGeometry(rows.nth(0));
    const short = await rowGeometry(rows.nth(1));
    const at = `at ${viewport.width} px`;
    await page.screenshot({ path: test.info().outputPath(`full-ranking-${viewport.width}.png`) });
    for (const [name, g] of [
      ['long city', long],
      ['short city', short],
    ] as const) {
      // The city sits under the date, on a line of its own, inside the row.
      expect(g.city.top, `${name} ${at}: city under the date`).toBeGreaterThanOrEqual(
        g.date.bottom - 1,
      );
      expect(g.city.right, `${name} ${at}: city inside the row`).toBeLessThanOrEqual(
        g.row.right + 0.5,
      );
      // One line: as tall as the date's line.
      expect(
        Math.abs(g.cityText.height - g.date.height),
        `${name} ${at}: one line`,
      ).toBeLessThanOrEqual(1);
      expect(g.cityEllipsis, `${name} ${at}: ellipsis when cut`).toBe(true);
    }
    // The long city is cut with its ellipsis; the short one is whole.
    expect(long.cityCut, `long city ${at}: cut`).toBe(true);
    expect(short.cityCut, `short city ${at}: whole`).toBe(false);
    // Both rows have the same shape: the same height, the city at the same place.
    expect(Math.abs(long.row.height - short.row.height), `row heights ${at}`).toBeLessThanOrEqual(
      1,
    );
    expect(
      Math.abs(long.city.top - long.row.top - (short.city.top - short.row.top)),
      `city line ${at}`,
    ).toBeLessThanOrEqual(1);
  }
  await expect(rows.nth(0)).toContainText(longCity);
});
