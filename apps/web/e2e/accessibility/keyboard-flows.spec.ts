import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import * as addShow from '../support/add-show';
import { notificationsPanel, openNewArtistPage, toast } from '../support/app';
import { pngFile } from '../support/files';
import * as profile from '../support/profile';
import * as ranking from '../support/ranking';
import { daysAgo, followViaApi, logShow, uniqueName, uniqueNames } from '../support/seed';
import { newUser, registerViaApi, signUp, signUpOnHome } from '../support/users';

/**
 * Every flow, done with the keyboard alone. The tests only press keys and type
 * (page.keyboard); locators serve to check what has the focus and what came of it. Users and data
 * are set up through the API, and a test may `goto` the page a flow starts on.
 *
 * Importing shows is the last test: a CSV chosen, previewed and imported.
 */

/** A short description of the focused element, for failure messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(nothing: the body)';
    const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> ${name.trim().slice(0, 60)}`;
  });
}

/** Whether one of the elements `target` matches has the focus (at once, no waiting). */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) => els.some((el) => el === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person would; fails after
 * `max` presses, naming what had the focus.
 */
async function tabTo(
  page: Page,
  target: Locator,
  { back = false, max = 40 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  throw new Error(
    `${max} ${back ? 'Shift+Tab' : 'Tab'} presses did not reach ${target}; the focus is on ${await describeFocus(page)}`,
  );
}

/** From the top of a freshly loaded page: the skip link puts the focus at the main content. */
async function skipToMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
}

/** Waits until the header has swapped its first-paint buttons for the enhanced ones. */
async function headerEnhanced(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveAttribute(
    'aria-haspopup',
    'menu',
  );
}

/**
 * Signs up with two shows (the older one scored higher), opens the profile on them, ranked, and
 * skips to its main content. Returns the two artists, best first.
 */
async function seenListOfTwo(
  page: Page,
  better: [prefix: string, score: number],
  worse: [prefix: string, score: number],
): Promise<[string, string]> {
  await signUp(page);
  const [first, second] = uniqueNames(better[0], worse[0]);
  await logShow(page.request, { artist: first, score: better[1], date: daysAgo(20) });
  await logShow(page.request, { artist: second, score: worse[1], date: daysAgo(10) });
  await page.goto('/profile');
  await ranking.expectRanking(ranking.seenRows(page), [first, second]);
  await skipToMain(page);
  return [first, second];
}

/** Tabs to `target` and presses `key` on it. */
async function activate(page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
}

test.describe('keyboard alone', () => {
  test('add a show: artist typed, city picked with the arrows, score with arrows, saved', async ({
    page,
  }) => {
    const artist = uniqueName('Keys Band');
    const form = await addShow.gotoAsNewUser(page);
    await skipToMain(page);

    const artistBox = addShow.picker(form, 'Artist');
    await tabTo(page, artistBox);
    await page.keyboard.type(artist);
    // The artist is new: the list offers to add it; Escape leaves it typed.
    await expect(addShow.noResults(page, 'Artist', artist)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(addShow.suggestions(page, 'Artist')).toBeHidden();

    const city = addShow.picker(form, 'City');
    await tabTo(page, city);
    await page.keyboard.type('Porto');
    const porto = addShow.suggestions(page, 'City').getByRole('option', { name: /^Porto, PT/ });
    await expect(porto).toBeVisible();
    // Arrow down to Porto (the box names the highlighted option), Enter picks it.
    const portoId = await porto.getAttribute('id');
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await city.getAttribute('aria-activedescendant')) === portoId) break;
    }
    await expect(city).toHaveAttribute('aria-activedescendant', portoId ?? '');
    await page.keyboard.press('Enter');
    await expect(addShow.suggestions(page, 'City')).toBeHidden();
    await expect(city).toHaveValue(/^Porto/);

    const score = form.getByRole('slider', { name: 'Score' });
    await tabTo(page, score);
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await expect(form.getByTestId('score-value')).toHaveText('80');

    await activate(page, form.getByRole('button', { name: 'Save Show' }));
    await expect(toast(page, 'Show added successfully')).toBeVisible();
    const place = page.getByRole('region', { name: '#1 of 1' });
    await expect(place.getByRole('heading', { name: '#1 of 1' })).toBeFocused();
    await expect(place).toContainText(artist);
  });

  test('edit a show from the Seen list: a new score moves it up', async ({ page }) => {
    const [top, low] = await seenListOfTwo(page, ['Edit Top', 90], ['Edit Low', 50]);

    const editLow = ranking.seenSection(page).getByRole('button', { name: `Edit ${low} show` });
    await activate(page, editLow);
    const dialog = ranking.editDialog(page);
    await expect(dialog).toBeVisible();
    const score = dialog.getByRole('slider', { name: 'Score' });
    await tabTo(page, score);
    await page.keyboard.press('End');
    await expect(score).toHaveAttribute('aria-valuenow', '100');
    await activate(page, dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Show updated')).toBeVisible();

    await ranking.expectRanking(ranking.seenRows(page), [low, top]);
    await expect(ranking.seenSection(page).getByTestId('rank-move')).toHaveText(
      `${low}: #1 of 2, up 1 in your ranking`,
    );
    await expect(editLow).toBeFocused();
  });

  test('delete a show through the Delete Show confirmation', async ({ page }) => {
    const [kept, gone] = await seenListOfTwo(page, ['Kept', 80], ['Gone', 60]);

    await activate(
      page,
      ranking.seenSection(page).getByRole('button', { name: `Edit ${gone} show` }),
    );
    const dialog = ranking.editDialog(page);
    await expect(dialog).toBeVisible();
    await activate(page, dialog.getByRole('button', { name: 'Delete' }));
    const confirm = ranking.deleteShowDialog(page);
    await expect(confirm).toBeVisible();
    await activate(page, confirm.getByRole('button', { name: 'Delete' }));
    await expect(toast(page, 'Show deleted')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeHidden();
    await ranking.expectRanking(ranking.seenRows(page), [kept]);
    // The button that opened the dialogs went with the show: the focus is on the Seen
    // section it stood in, and the next Tab goes on from there, not from the page's top.
    await expect(ranking.seenSection(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ranking.seenSection(page).locator(':focus')).toHaveCount(1);
  });

  test('follow another user from their profile, then unfollow', async ({ page, request }) => {
    await signUp(page);
    const other = await registerViaApi(request, newUser('idol'));
    await page.goto(`/profile/${other.id}`);
    await expect(page.getByRole('heading', { name: other.displayName })).toBeVisible();
    await skipToMain(page);

    const follow = page.getByRole('main').getByRole('button', { name: 'Follow', exact: true });
    await activate(page, follow);
    await expect(toast(page, 'Following')).toContainText(
      `You are now following ${other.displayName}`,
    );
    const following = page
      .getByRole('main')
      .getByRole('button', { name: 'Following', exact: true });
    await expect(following).toBeEnabled();
    // The focus stayed on the button (disabled while pending, it kept it): Enter unfollows.
    await expect(following).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Unfollowed')).toContainText(
      `You have unfollowed ${other.displayName}`,
    );
    await expect(follow).toBeEnabled();
    await expect(follow).toBeFocused();
  });

  test("search an artist from the header's dialog and open its page", async ({ page }) => {
    await signUpOnHome(page);
    await headerEnhanced(page);
    await activate(page, page.getByRole('button', { name: 'Search artists' }));
    const dialog = page.getByRole('dialog', { name: 'SEARCH ARTISTS' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('Search artists...')).toBeFocused();
    await page.keyboard.type('beyonce');
    const beyonce = dialog.getByRole('option', { name: /Beyoncé/ });
    await expect(dialog.getByRole('option').first()).toContainText('Beyoncé');
    await page.keyboard.press('ArrowDown');
    await expect(beyonce).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/artist/Beyonc%C3%A9');
    await expect(page.getByRole('heading', { level: 1, name: 'Beyoncé' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('open notifications and go to what one links to', async ({ page, request }) => {
    const me = await signUp(page);
    const fan = await registerViaApi(request, newUser('fan'));
    await followViaApi(request, fan.id, me.id);
    await page.goto('/');
    await headerEnhanced(page);

    await activate(page, page.getByRole('button', { name: /^Notifications/ }));
    const panel = notificationsPanel(page);
    await expect(panel).toBeVisible();
    const item = panel.getByRole('link', { name: /started following you/ });
    await expect(item).toContainText(`${fan.displayName} started following you`);
    await activate(page, item);
    await expect(page).toHaveURL(`/profile/${fan.id}`);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { name: fan.displayName })).toBeVisible();
  });

  test('add an artist to Want to See from its page, then remove it', async ({ page }) => {
    await signUp(page);
    await openNewArtistPage(page, 'Wish Artist');
    await skipToMain(page);

    await activate(page, page.getByRole('button', { name: 'Want to See', exact: true }));
    await expect(toast(page, 'Artist added to Want to See list')).toBeVisible();
    const saved = page.getByRole('button', { name: 'Saved to Want to See' });
    await expect(saved).toBeEnabled();
    // The focus stayed on the toggle while it was pending: Enter removes the artist.
    await expect(saved).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Artist removed from Want to See list')).toBeVisible();
    const wanted = page.getByRole('button', { name: 'Want to See', exact: true });
    await expect(wanted).toBeEnabled();
    await expect(wanted).toBeFocused();
  });

  test('open Wrapped from the profile, change the year, close it', async ({ page }) => {
    await signUp(page);
    const [recent, older] = uniqueNames('Wrap New', 'Wrap Old');
    await logShow(page.request, { artist: recent, date: '2024-05-10', score: 90 });
    await logShow(page.request, { artist: older, date: '2023-03-15', score: 60 });
    await profile.openOwn(page);
    await skipToMain(page);

    const opener = page.getByRole('button', { name: 'Wrapped', exact: true });
    await activate(page, opener);
    const dialog = profile.wrappedDialog(page);
    await expect(dialog).toBeVisible();
    const card = dialog.getByTestId('wrapped-card');
    await expect(card.getByRole('group', { name: 'Total Shows' })).toContainText('2');

    const year = dialog.getByRole('combobox', { name: 'Year' });
    await tabTo(page, year);
    await expect(year).toHaveValue('All time');
    await page.keyboard.press('ArrowDown');
    const option2023 = page.getByRole('option', { name: '2023' });
    await expect(option2023).toBeVisible();
    for (let i = 0; i < 5; i += 1) {
      if ((await option2023.getAttribute('data-combobox-selected')) !== null) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(year).toHaveValue('2023');
    await expect(card).toContainText('Wrapped · 2023');
    await expect(card.getByRole('group', { name: 'Total Shows' })).toContainText('1');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('crop: choose an avatar file and save the crop', async ({ page }) => {
    await signUp(page);
    await profile.openOwn(page);
    await skipToMain(page);

    const change = page.getByRole('button', { name: 'Change profile picture' });
    // Listening first: Playwright turns on its catching of file choosers when a listener is
    // added, and a chooser the browser opens before that has gone unseen.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, change);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(pngFile('me.png', 480, 320));

    const dialog = profile.cropDialog(page);
    await expect(dialog).toBeVisible();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toBeEnabled();
    await tabTo(page, zoom);
    await page.keyboard.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.1');
    await activate(page, dialog.getByRole('button', { name: 'Save' }));
    await expect(toast(page, 'Profile updated')).toContainText(
      'Your profile picture has been updated successfully',
    );
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expect(profile.headerAvatar(page).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\//,
    );
  });

  test('import: choose a CSV with the keyboard, preview it, import it, then open the ranking', async ({
    page,
  }) => {
    await signUp(page);
    const artist = uniqueName('Keyboard Import');
    await page.goto('/import');
    await expect(page.getByRole('heading', { name: 'Import shows', level: 1 })).toBeVisible();
    await skipToMain(page);

    const step = page.getByRole('region', { name: 'Choose your source' });
    const csv = step.getByRole('radio', { name: 'CSV spreadsheet' });
    await tabTo(page, step.getByRole('radio', { name: 'setlist.fm' }));
    // Arrows move within the source radios; Space picks.
    await page.keyboard.press('ArrowDown');
    await expect(csv).toBeFocused();
    await page.keyboard.press('Space');
    await expect(csv).toBeChecked();

    const chooseFile = step.getByLabel('CSV file');
    const chooser = page.waitForEvent('filechooser'); // listening first, as in the crop above
    await tabTo(page, chooseFile);
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({
      name: 'history.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `date,artist,city,country,score\n${daysAgo(40)},${artist},Lisbon,PT,88\n`,
      ),
    });
    await activate(page, step.getByRole('button', { name: 'Preview import' }));

    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: '1 show to create' })).toBeVisible();
    await activate(page, preview.getByRole('button', { name: 'Import 1 show' }));
    const summary = page.getByRole('region', { name: 'Import finished' });
    await expect(summary.getByRole('heading', { name: 'Import finished' })).toBeFocused();
    await activate(page, summary.getByRole('link', { name: 'See your ranking' }));
    await expect(page).toHaveURL(/\/profile/);
    await expect(ranking.seenRows(page).first()).toContainText(artist);
  });
});
