import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { artistPath, chooseFile, toast, toasts } from '../support/app';
import { logShow, uniqueName } from '../support/seed';
import { pngFile } from '../support/files';
import {
  failProcedure,
  holdProcedure,
  pagesWithoutFirstScreen,
  recordProcedureCalls,
  recordRequests,
} from '../support/network';
import {
  fillRegisterForm,
  logoutUser,
  newUser,
  registerViaApi,
  submitLogin,
} from '../support/users';

/** Records every auth call the page makes (tRPC or REST), to prove nothing was sent. */
function recordAuthCalls(page: Page) {
  return recordRequests(page, (request) =>
    /\/trpc\/[^?]*auth\.(login|register)|\/api\/auth\/(login|register)/.test(request.url()),
  );
}

/** A validation message, by its whole text. */
function message(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

test.describe('signed out', () => {
  test('visiting /profile shows the auth screen, not the app', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await expect(page.locator('#tab-profile')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test("'Loading...' shows while the stored session is checked", async ({ page }) => {
    // A page the server answered already says who is signed in; the app checks the session
    // itself when the page comes without it (the service worker's app shell).
    await pagesWithoutFirstScreen(page);
    const calls = recordProcedureCalls(page);
    const release = await holdProcedure(page, 'auth.me');
    await page.goto('/');
    await expect.poll(() => calls).toContain('auth.me');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(0);
    release();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  });

  test('a visitor sends no request that answers 401', async ({ page, browser }) => {
    // Things that exist, made by someone else in a browser of their own.
    const owner = await browser.newContext();
    const { id: ownerId } = await registerViaApi(owner.request);
    const artist = uniqueName('Open Door');
    const show = await logShow(owner.request, { artist });
    await owner.close();

    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401)
        refused.push(`${response.request().method()} ${response.url()}`);
    });
    const paths = [
      '/auth',
      `/show/${show.id}`,
      artistPath(artist),
      `/profile/${ownerId}`,
      '/profile',
      '/leaderboard',
      '/no/such/page',
    ];
    const visitAll = async () => {
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
        // Anything sent late would have left by now.
        await page.waitForTimeout(300);
      }
    };
    await visitAll();
    expect(refused, 'pages that say nobody is signed in').toEqual([]);
    // A page without the server's word (the service worker's app shell): the app asks.
    await pagesWithoutFirstScreen(page);
    await visitAll();
    expect(refused, 'pages that come without the session').toEqual([]);
  });

  test('signing in or registering returns to the shared link, query and hash kept', async ({
    page,
    browser,
  }) => {
    const owner = await browser.newContext();
    const friend = await registerViaApi(owner.request);
    const artist = uniqueName('Shared Link');
    const show = await logShow(owner.request, { artist });
    await owner.close();

    const shared = `/show/${show.id}?from=share#comments`;
    await page.goto(shared);
    await submitLogin(page, friend);
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    expect(
      new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash,
    ).toBe(shared);

    await logoutUser(page);
    const artistLink = `${artistPath(artist)}?tab=photos`;
    await page.goto(artistLink);
    await fillRegisterForm(page, newUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(artistLink);

    // From the auth screen's own address, Home (SPEC: success goes to /).
    await logoutUser(page);
    await submitLogin(page, friend);
    await expect(page).toHaveURL('/');
  });

  test('an unknown path shows the auth screen too', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });

  test('the two tabs link to each other', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Display Name', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Display Name', { exact: true })).toHaveCount(0);
  });

  test('login validation messages, with nothing sent', async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    const expectMessages = async () => {
      await expect(message(page, 'Username must be at least 3 characters')).toBeVisible();
      await expect(message(page, 'Password must be at least 6 characters')).toBeVisible();
    };
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectMessages();

    await submitLogin(page, { username: 'ab', password: '12345' });
    await expectMessages();
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  test('register validation messages, with nothing sent', async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    await fillRegisterForm(page, { username: 'ab', displayName: 'A', password: '12345' });
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(message(page, 'Username must be at least 3 characters')).toBeVisible();
    await expect(message(page, 'Display name must be at least 2 characters')).toBeVisible();
    // Shown under Password and under Confirm Password.
    await expect(message(page, 'Password must be at least 6 characters')).toHaveCount(2);

    await fillRegisterForm(page, {
      username: 'valid_name',
      displayName: 'Valid Name',
      password: 'secret-one',
    });
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-two');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const mismatch = message(page, "Passwords don't match");
    await expect(mismatch).toBeVisible();
    // The message belongs to Confirm Password.
    const confirmId = await page.getByLabel('Confirm Password', { exact: true }).getAttribute('id');
    await expect(page.locator(`#${confirmId}-error`)).toHaveText("Passwords don't match");
    await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
    expect(calls).toHaveLength(0);
  });

  test('a wrong password says so in a toast', async ({ page, request }) => {
    const user = await registerViaApi(request);
    await page.goto('/auth');
    await submitLogin(page, { username: user.username, password: 'not-the-password' });
    const failed = toast(page, 'Login failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Invalid username or password');
    await expect(page).toHaveURL('/auth');
  });

  test('an unknown user gets the same answer', async ({ page }) => {
    await page.goto('/auth');
    await submitLogin(page, { username: newUser().username, password: 'whatever-123' });
    await expect(toast(page, 'Login failed')).toContainText('Invalid username or password');
  });

  test('a taken username fails registration with a toast', async ({ page, request }) => {
    const existing = await registerViaApi(request);
    await page.goto('/auth');
    await fillRegisterForm(page, { ...newUser(), username: existing.username });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const failed = toast(page, 'Registration failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Username is already taken');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('a common password is refused under Password on a phone, with no toast over the button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = newUser();
    await page.goto('/auth');
    await fillRegisterForm(page, { ...user, password: 'password123' });
    await page.getByRole('button', { name: 'Create Account' }).click();

    // The server's refusal sits under the field it is about, like the form's own messages.
    const password = page.getByLabel('Password', { exact: true });
    const passwordId = await password.getAttribute('id');
    await expect(page.locator(`#${passwordId}-error`)).toHaveText(
      'This password is too common; choose another',
    );
    await expect(password).toHaveAccessibleDescription(
      /This password is too common; choose another/,
    );
    await expect(password).toBeFocused();
    await expect(toasts(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    // Typing clears it; a better password creates the account.
    await password.fill(user.password);
    await expect(message(page, 'This password is too common; choose another')).toHaveCount(0);
    await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('pending labels while the server answers', async ({ page, request }) => {
    const user = await registerViaApi(request);
    const releaseLogin = await holdProcedure(page, 'auth.login');
    await page.goto('/auth');
    await submitLogin(page, user);
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    releaseLogin();
    await expect(page).toHaveURL('/');

    await logoutUser(page);
    const releaseRegister = await holdProcedure(page, 'auth.register');
    await fillRegisterForm(page, newUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    releaseRegister();
    await expect(page).toHaveURL('/');
  });

  test('a network failure shows the thrown-error toast', async ({ page }) => {
    await failProcedure(page, 'auth.login');
    await failProcedure(page, 'auth.register');
    await page.goto('/auth');
    await submitLogin(page, { username: 'someone', password: 'secret-123' });
    await expect(toast(page, 'An error occurred while trying to log in')).toBeVisible();

    await fillRegisterForm(page, newUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'An error occurred while trying to register')).toBeVisible();
  });

  test('choosing a profile picture shows a preview', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('img', { name: 'Profile picture preview' })).toHaveCount(0);
    await chooseFile(
      page.getByLabel('Profile Picture', { exact: true }),
      pngFile('me.png', 64, 48),
    );
    const preview = page.getByRole('img', { name: 'Profile picture preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  });
});
