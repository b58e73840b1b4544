import { expect, test } from '../support/test';
import { chooseFile, toast } from '../support/app';
import { file, pngFile } from '../support/files';
import { recordRequests } from '../support/network';
import * as profile from '../support/profile';
import { signUp } from '../support/users';

test.describe('edit profile', () => {
  test('the dialog holds the picture, the name and the location; the rest is in Settings', async ({
    page,
  }) => {
    await signUp(page);
    await profile.openOwn(page);
    const dialog = await profile.openEditDialog(page);
    await expect(dialog.getByRole('button', { name: 'Change picture' })).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(2);
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expect(dialog.getByLabel('Location')).toBeVisible();
    await expect(dialog.getByRole('switch')).toHaveCount(0);
    await expect(dialog.getByRole('region', { name: 'Danger zone' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Export data (JSON)' })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page.getByRole('switch', { name: 'Private account' })).toBeVisible();
  });

  test('Change picture in the dialog leads to the crop and the upload', async ({ page }) => {
    await signUp(page);
    await profile.openOwn(page);
    const dialog = await profile.openEditDialog(page);
    await chooseFile(
      dialog.getByRole('button', { name: 'Change picture' }),
      pngFile('p.png', 90, 60),
    );
    await expect(dialog).toBeHidden();
    const crop = profile.cropDialog(page);
    await expect(crop.getByRole('slider', { name: 'Zoom' })).toBeEnabled();
    await crop.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(profile.headerAvatar(page).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\/.+\.jpg$/,
    );
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
  test.beforeEach(async ({ page }) => {
    await signUp(page);
  });

  test('a picture is cropped, uploaded and shown in the header and on the profile', async ({
    page,
  }) => {
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
    await profile.openOwn(page);
    await profile.chooseAvatarFile(page, pngFile('a.png', 64, 64));
    const dialog = profile.cropDialog(page);
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(profile.headerAvatar(page).locator('img')).toHaveCount(0);
  });
});
