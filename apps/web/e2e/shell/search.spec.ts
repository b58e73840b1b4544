import { expect, test } from '../support/test';
import { openSearchDialog, settledBox } from '../support/app';
import { failProcedure } from '../support/network';
import { signUpOnHome } from '../support/users';

test.describe('search artists dialog', () => {
  test.beforeEach(async ({ page }) => {
    await signUpOnHome(page);
  });

  test('blank text lists the top artists, at most 10, Bruno Mars first', async ({ page }) => {
    const dialog = await openSearchDialog(page);
    await expect(dialog.getByText('Find artists to view details and add shows.')).toBeVisible();
    const input = dialog.getByPlaceholder('Search artists...');
    await expect(input).toBeFocused();

    const options = dialog.getByRole('option');
    await expect(options).toHaveCount(10);
    await expect(options.first()).toContainText('Bruno Mars');
    await expect(options.first()).toContainText('136.8M monthly streams');
    await expect(options.first()).toContainText('#1');

    // Whitespace only is blank too (the text is trimmed).
    await input.fill('   ');
    await expect(options).toHaveCount(10);
    await expect(options.first()).toContainText('Bruno Mars');
  });

  test("found: 'beyonce' finds Beyoncé; picking opens the artist page and clears the dialog", async ({
    page,
  }) => {
    const dialog = await openSearchDialog(page);
    await dialog.getByPlaceholder('Search artists...').fill('beyonce');
    const beyonce = dialog.getByRole('option', { name: /Beyoncé/ });
    await expect(beyonce).toBeVisible();
    await expect(beyonce).toContainText('55.9M monthly streams');
    await expect(beyonce).toContainText('#47');
    await expect(dialog.getByRole('option').first()).toContainText('Beyoncé');
    expect(await dialog.getByRole('option').count()).toBeLessThanOrEqual(10);

    await beyonce.click();
    await expect(page).toHaveURL('/artist/Beyonc%C3%A9');
    await expect(page.getByRole('heading', { level: 1, name: 'Beyoncé' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // Opened again, the dialog is cleared and shows the top list.
    const again = await openSearchDialog(page);
    await expect(again.getByPlaceholder('Search artists...')).toHaveValue('');
    await expect(again.getByRole('option').first()).toContainText('Bruno Mars');
  });

  test('keyboard: arrows move the highlight, Enter opens the artist', async ({ page }) => {
    const dialog = await openSearchDialog(page);
    const input = dialog.getByPlaceholder('Search artists...');
    await input.fill('the weeknd');
    await expect(dialog.getByRole('option').first()).toContainText('The Weeknd');
    await input.press('ArrowDown');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL('/artist/The%20Weeknd');
    await expect(page.getByRole('heading', { level: 1, name: 'The Weeknd' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("not found: 'No artists found for ...' and 'Search for ... anyway' opens the artist page", async ({
    page,
  }) => {
    const text = `zzqx${Date.now().toString(36)}`;
    const dialog = await openSearchDialog(page);
    await dialog.getByPlaceholder('Search artists...').fill(`  ${text} `);
    await expect(dialog.getByText(`No artists found for "${text}"`)).toBeVisible();
    await expect(dialog.getByRole('option')).toHaveCount(0);

    await dialog.getByRole('button', { name: `Search for "${text}" anyway` }).click();
    await expect(page).toHaveURL(`/artist/${text}`);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Artist Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find information for this artist.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible();
  });

  test('the dialog stays where it is while its results change', async ({ page }) => {
    // No opening transition to wait out.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dialog = await openSearchDialog(page);
    await expect(dialog.getByRole('option')).toHaveCount(10);
    const top = async () => (await dialog.boundingBox())!.y;
    // Where the dialog rests with its first results laid out.
    const before = (await settledBox(dialog)).y;
    // Fewer results, then none: the dialog gets shorter, its top does not move.
    await dialog.getByRole('combobox').fill('beyonce');
    await expect(dialog.getByRole('option').first()).toContainText('Beyoncé');
    await expect(dialog.getByRole('option')).not.toHaveCount(10);
    await expect.poll(top, { message: 'the top with fewer results' }).toBeCloseTo(before, 0);
    await dialog.getByRole('combobox').fill('zzzz no such artist');
    await expect(dialog.getByText('No artists found for "zzzz no such artist"')).toBeVisible();
    await expect.poll(top, { message: 'the top with no results' }).toBeCloseTo(before, 0);
  });

  test('Cancel closes the dialog and clears it', async ({ page }) => {
    const dialog = await openSearchDialog(page);
    await dialog.getByPlaceholder('Search artists...').fill('rihanna');
    await expect(dialog.getByRole('option', { name: /Rihanna/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/');

    const again = await openSearchDialog(page);
    await expect(again.getByPlaceholder('Search artists...')).toHaveValue('');
  });

  test("a failed search says 'Failed to fetch artists'", async ({ page }) => {
    await failProcedure(page, 'artists.search');
    const dialog = await openSearchDialog(page);
    await expect(dialog.getByText('Failed to fetch artists')).toBeVisible();
  });

  test('on a phone the dialog and its results fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openSearchDialog(page);
    await dialog.getByPlaceholder('Search artists...').fill('beyonce');
    await expect(dialog.getByRole('option', { name: /Beyoncé/ })).toBeVisible();
    // Measured again until it holds: the dialog lays out again as its results come in.
    await expect(async () => {
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }).toPass({ timeout: 10_000 });
  });
});
