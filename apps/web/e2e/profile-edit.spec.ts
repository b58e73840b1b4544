import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { cancelThenConfirm, toast } from './support/app';
import { file, pngFile } from './support/files';
import { failProcedure, recordRequests } from './support/network';
import * as profile from './support/profile';
import { logShow, uniqueName } from './support/seed';
import { fillRegisterForm, signUp, submitLogin } from './support/users';

test.describe('edit profile', () => {
  test('the dialog offers the data export as JSON and CSV', async ({ page }) => {
    const me = await signUp(page);
    await logShow(page.request, { artist: uniqueName('Export'), score: 77 });
    await profile.openOwn(page);
    const dialog = await profile.openEditDialog(page);
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Export data (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^gigrank-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      profile: { username: string };
      shows: unknown[];
    };
    expect(data.profile.username).toBe(me.username);
    expect(data.shows).toHaveLength(1);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: 'Shows as CSV' }).click(),
    ]);
    const text = await readFile((await csv.path())!, 'utf8');
    expect(text.split('\n')[0]).toContain('rank,date,artist');
  });

  test('name and location are saved; the header and the profile show them', async ({ page }) => {
    const me = await signUp(page);
    await profile.openOwn(page);
    const dialog = await profile.openEditDialog(page);
    await expect(dialog.getByLabel('Name')).toHaveValue(me.displayName);
    await expect(dialog.getByLabel('Location')).toHaveValue('');

    const newName = `Ada ${Date.now().toString(36).slice(-5)}`;
    await dialog.getByLabel('Name').fill(newName);
    await dialog.getByLabel('Location').fill('Lisbon');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByText('Lisbon', { exact: true })).toBeVisible();
    await profile.expectHeaderName(page, newName);

    // Stored: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await profile.expectHeaderName(page, newName);

    // The dialog opens on the saved values.
    await profile.openEditDialog(page);
    await expect(dialog.getByLabel('Name')).toHaveValue(newName);
    await expect(dialog.getByLabel('Location')).toHaveValue('Lisbon');
  });

  test('a one-letter name gets the validation message and nothing is saved', async ({ page }) => {
    const me = await signUp(page);
    await profile.openOwn(page);
    const dialog = await profile.openEditDialog(page);

    const sent = recordRequests(page, (request) => request.url().includes('profile.update'));
    await dialog.getByLabel('Name').fill('A');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Display name must be at least 2 characters')).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(sent).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: me.displayName })).toBeVisible();
  });
});

interface UploadSpy {
  __avatarUpload?: { field: string; fileName: string; type: string; width: number; height: number };
}

/** Records the profile picture the page puts in a FormData (the request body of a Blob is not readable). */
function spyOnAvatarUpload() {
  const append = FormData.prototype.append;
  FormData.prototype.append = function (this: FormData, ...args: [string, string | Blob, string?]) {
    const [field, value, fileName] = args;
    if (field === 'profilePicture' && value instanceof Blob) {
      void createImageBitmap(value).then((bitmap) => {
        (window as unknown as UploadSpy).__avatarUpload = {
          field,
          fileName: fileName ?? '',
          type: value.type,
          width: bitmap.width,
          height: bitmap.height,
        };
      });
    }
    return (append as (...a: unknown[]) => void).apply(this, args);
  } as typeof FormData.prototype.append;
}

test.describe('profile picture', () => {
  test('a picture is cropped, uploaded and shown in the header and on the profile', async ({
    page,
  }) => {
    await signUp(page);
    await page.addInitScript(spyOnAvatarUpload);
    await profile.openOwn(page);
    // No picture yet: the first letter.
    await expect(profile.headerAvatar(page).locator('img')).toHaveCount(0);

    await profile.chooseAvatarFile(page, pngFile('me.png', 480, 320));
    const dialog = profile.cropDialog(page);
    await expect(dialog).toBeVisible();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await expect(zoom).toBeEnabled();
    await expect(zoom).toHaveAttribute('aria-valuemin', '1');
    await expect(zoom).toHaveAttribute('aria-valuemax', '3');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1');
    await zoom.focus();
    await zoom.press('ArrowRight');
    await zoom.press('ArrowRight');
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.2');
    await dialog.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveAttribute('aria-valuenow', '1.3');

    await dialog.getByRole('button', { name: 'Save' }).click();
    // What was sent: the cropped 300x300 JPEG, as a file named profile-picture.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as UploadSpy).__avatarUpload ?? null))
      .toEqual({
        field: 'profilePicture',
        fileName: 'profile-picture',
        type: 'image/jpeg',
        width: 300,
        height: 300,
      });

    await expect(toast(page, 'Profile updated')).toContainText(
      'Your profile picture has been updated successfully',
    );
    await expect(dialog).toBeHidden();

    // The header's avatar menu shows the stored 300x300 picture.
    const headerImage = profile.headerAvatar(page).locator('img');
    await expect(headerImage).toHaveAttribute('src', /^\/uploads\/avatars\/.+\.jpg$/);
    const src = await headerImage.getAttribute('src');
    const stored = await page.request.get(src ?? '');
    expect(stored.ok()).toBe(true);
    expect(stored.headers()['content-type']).toContain('image/jpeg');

    // The profile header shows it too, and it survives a reload.
    await expect(page.locator(`main img[src="${src}"]`).first()).toBeVisible();
    await page.reload();
    await expect(profile.headerAvatar(page).locator('img')).toHaveAttribute('src', src ?? '');
  });

  test('a file that is not an image is refused before any upload', async ({ page }) => {
    await signUp(page);
    await profile.openOwn(page);
    const uploads = recordRequests(
      page,
      (request) => request.method() === 'PATCH' && /\/api\/users\/\d+$/.test(request.url()),
    );

    await profile.chooseAvatarFile(page, file('notes.txt', 'text/plain', 'just some text'));
    await expect(toast(page, 'Not an image')).toContainText('Please choose an image file');
    await expect(profile.cropDialog(page)).toBeHidden();

    // Named and typed like a picture, but not one.
    await profile.chooseAvatarFile(page, file('fake.png', 'image/png', 'this is not a png at all'));
    // (The first toast may still be leaving: find the new one by its text.)
    await expect(toast(page, 'could not be read as a picture')).toContainText('Not an image');
    await expect(profile.cropDialog(page)).toBeHidden();
    expect(uploads).toHaveLength(0);
  });

  test('Cancel closes the crop dialog without uploading', async ({ page }) => {
    await signUp(page);
    await profile.openOwn(page);
    await profile.chooseAvatarFile(page, pngFile('a.png', 64, 64));
    const dialog = profile.cropDialog(page);
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(profile.headerAvatar(page).locator('img')).toHaveCount(0);
  });
});

test.describe('account deletion', () => {
  test('the danger zone deletes the account; the app lands on the auth screen', async ({
    page,
  }) => {
    const me = await signUp(page);
    await logShow(page.request, { artist: uniqueName('Farewell'), score: 80 });
    await profile.openOwn(page);
    const dialog = await profile.openEditDialog(page);
    await expect(dialog.getByRole('region', { name: 'Danger zone' })).toBeVisible();

    // Cancel first: nothing happens; then delete.
    await cancelThenConfirm(dialog, profile.confirmDeletionDialog(page), {
      action: 'Delete account',
      warning: 'cannot be undone',
      done: 'Account deleted',
    });

    // About a second later: the cache and stored user are gone, the app reloads at /.
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 5_000 });
    await expect(page).toHaveURL('/');
    const stored = await page.evaluate(() => [
      window.localStorage.getItem('currentUser'),
      window.localStorage.getItem('currentUserId'),
    ]);
    expect(stored).toEqual([null, null]);

    // The old credentials no longer work.
    await submitLogin(page, me);
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

    // And the username is free again.
    await fillRegisterForm(page, me);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('a failed deletion says so and keeps the account', async ({ page }) => {
    const me = await signUp(page);
    await profile.openOwn(page);
    const restore = await failProcedure(page, 'profile.deleteAccount', { status: 500 });
    const dialog = await profile.openEditDialog(page);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    const confirm = profile.confirmDeletionDialog(page);
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await expect(toast(page, 'Error')).toContainText(
      'Unable to delete account. Please try again later.',
    );
    await expect(confirm).toBeVisible();

    await restore();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: me.displayName })).toBeVisible();
  });
});
