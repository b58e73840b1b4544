import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  chooseFile,
  notificationsPanel,
  openSearchDialog,
  settledBox,
  toast,
  toasts,
} from '../support/app';
import { pngFile } from '../support/files';
import { failProcedure } from '../support/network';
import {
  fillRegisterForm,
  loginUser,
  logoutUser,
  newUser,
  registerUser,
  submitLogin,
} from '../support/users';

/** The stored session's keys (SPEC section 3). */
function storedSession(page: Page) {
  return page.evaluate(() => ({
    user: localStorage.getItem('currentUser'),
    id: localStorage.getItem('currentUserId'),
  }));
}

test.describe('account life cycle', () => {
  test('register -> Home, logout -> /auth, login -> Home', async ({ page }) => {
    const user = await registerUser(page);
    await expect(toast(page, 'Registration successful')).toContainText(
      'Your account has been created!',
    );
    await expect(page.locator('#tab-home')).toHaveAttribute('aria-current', 'page');
    const stored = await storedSession(page);
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({
      username: user.username,
      displayName: user.displayName,
    });
    expect(stored.id).toMatch(/^\d+$/);

    // The avatar menu: name in upper case, the handle, View Profile and Logout.
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(user.displayName.toUpperCase(), { exact: true })).toBeVisible();
    await expect(menu.getByText(`@${user.username}`, { exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'View Profile' }).click();
    await expect(page).toHaveURL('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: user.displayName })).toBeVisible();
    await expect(main.getByText(`@${user.username}`, { exact: true })).toBeVisible();
    await expect(main.getByText(/^Member since [A-Z][a-z]+ \d{4}$/)).toBeVisible();
    await expect(page.locator('#tab-profile')).toHaveAttribute('aria-current', 'page');

    await logoutUser(page);
    expect(await storedSession(page)).toEqual({ user: null, id: null });
    // The session is over on the server too: a reload stays on the auth screen.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();

    await loginUser(page, user);
    const welcome = toast(page, 'Login successful');
    await expect(welcome).toContainText('Welcome back!');
  });

  test('the session survives a reload', async ({ page }) => {
    const user = await registerUser(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
    await expect(page.locator('#tab-profile')).toHaveAttribute('aria-current', 'page');
  });

  test('a stale stored user without a session shows the auth screen and is cleared', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.evaluate(() => {
      localStorage.setItem(
        'currentUser',
        JSON.stringify({ id: 1, username: 'ghost', displayName: 'Ghost' }),
      );
      localStorage.setItem('currentUserId', '1');
    });
    await page.goto('/');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    expect((await storedSession(page)).user).toBeNull();
  });

  test('registering with a profile picture shows it in the header', async ({ page }) => {
    await page.goto('/auth');
    await fillRegisterForm(page, newUser('pic'));
    await chooseFile(
      page.getByLabel('Profile Picture', { exact: true }),
      pngFile('me.png', 120, 90),
    );
    await expect(page.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/');
    const avatar = page.getByRole('button', { name: 'Account menu' }).getByRole('img');
    await expect(avatar).toBeVisible();
    const src = await avatar.getAttribute('src');
    expect(src).toBeTruthy();
    const picture = await page.request.get(src ?? '');
    expect(picture.ok()).toBeTruthy();
    expect(picture.headers()['content-type']).toContain('image/');
  });

  test('signed in, /auth goes Home', async ({ page }) => {
    await registerUser(page);
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
    await expect(page.locator('#tab-home')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('app shell', () => {
  test.beforeEach(async ({ page }) => {
    await registerUser(page);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('the active tab follows the path', async ({ page }) => {
    const tabs = ['#tab-home', '#tab-add', '#tab-profile'] as const;
    const expectActive = async (active: (typeof tabs)[number] | null) => {
      for (const id of tabs) {
        const tab = page.locator(id);
        if (id === active) await expect(tab).toHaveAttribute('aria-current', 'page');
        else await expect(tab).not.toHaveAttribute('aria-current', 'page');
      }
    };

    await expect(page.locator('#tab-home')).toHaveText('HOME');
    await expect(page.locator('#tab-add')).toHaveText('ADD SHOW');
    await expect(page.locator('#tab-profile')).toHaveText('PROFILE');
    await expectActive('#tab-home');

    await page.locator('#tab-add').click();
    await expect(page).toHaveURL('/add');
    await expect(page.getByRole('heading', { name: 'Add New Show' })).toBeVisible();
    await expectActive('#tab-add');

    await page.locator('#tab-profile').click();
    await expect(page).toHaveURL('/profile');
    await expectActive('#tab-profile');

    await page.locator('#tab-home').click();
    await expect(page).toHaveURL('/');
    await expectActive('#tab-home');

    await page.goto('/add-show?artist=Radiohead');
    await expect(page.getByRole('heading', { name: 'Add New Show' })).toBeVisible();
    await expectActive('#tab-add');

    await page.goto('/profile/1');
    await expectActive('#tab-profile');

    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { name: 'Global Leaderboard' })).toBeVisible();
    await expectActive(null);
  });

  test('search dialog and notifications panel', async ({ page }) => {
    const dialog = await openSearchDialog(page);
    await expect(dialog.getByText('Find artists to view details and add shows.')).toBeVisible();
    await expect(dialog.getByPlaceholder('Search artists...')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = notificationsPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await expect(
      panel.getByText(
        "When you get notifications about new shows, follows or likes, they'll appear here.",
      ),
    ).toBeVisible();
  });

  test('the logo goes Home', async ({ page }) => {
    await page.goto('/leaderboard');
    await page.getByRole('link', { name: 'Gigrank home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test('an expired session falls back to the auth screen', async ({ page, context }) => {
  await registerUser(page);
  // The server forgets us (cookie gone); the next call answers UNAUTHORIZED.
  await context.clearCookies();
  await page.locator('#tab-profile').click();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  expect((await storedSession(page)).user).toBeNull();
});

test.describe('toasts', () => {
  async function showErrorToast(page: Page) {
    await failProcedure(page, 'auth.login');
    await page.goto('/auth');
    await submitLogin(page, { username: 'someone', password: 'secret-123' });
    const shown = toast(page, 'An error occurred while trying to log in');
    await expect(shown).toBeVisible();
    return shown;
  }

  async function swipe(page: Page, target: Locator, dx: number) {
    // From where the toast rests: one still sliding in moves out from under the pointer.
    const box = await settledBox(target);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 8 });
    await page.mouse.up();
  }

  test('a swipe of 50 px dismisses a toast, a shorter one does not', async ({ page }) => {
    const shown = await showErrorToast(page);
    // The pointer rests on the toast first: hovering pauses its 5-second auto-close,
    // so a slow machine cannot close it between the two swipes.
    await shown.hover();
    await swipe(page, shown, 30);
    await expect(shown).toBeVisible();
    await swipe(page, shown, 60);
    await expect(shown).toBeHidden();
  });

  test('a toast closes by itself after 5 seconds, and only one shows at a time', async ({
    page,
  }) => {
    const shown = await showErrorToast(page);
    await page.mouse.move(0, 0);
    // A second failure replaces the first instead of stacking.
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts(page)).toHaveCount(1);
    await page.waitForTimeout(3_500);
    await expect(shown).toBeVisible();
    await expect(shown).toBeHidden({ timeout: 3_000 });
  });
});
