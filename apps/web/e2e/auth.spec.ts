import { expect, test, type Page, type Request } from '@playwright/test';
import {
  createUserViaApi,
  fillRegisterForm,
  loginUser,
  logoutUser,
  makePng,
  newUser,
  registerUser,
  toast,
} from './fixtures';

/** Records every auth call the page makes (tRPC or REST), to prove nothing was sent. */
function recordAuthCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/trpc\/[^?]*auth\.(login|register)|\/api\/auth\/(login|register)/.test(url)) {
      calls.push(request);
    }
  });
  return calls;
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
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/.*auth\.me/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(0);
    release();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
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
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByText('Username must be at least 3 characters', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible();

    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByText('Username must be at least 3 characters', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  test('register validation messages, with nothing sent', async ({ page }) => {
    const calls = recordAuthCalls(page);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username', { exact: true }).fill('ab');
    await page.getByLabel('Display Name', { exact: true }).fill('A');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByLabel('Confirm Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(
      page.getByText('Username must be at least 3 characters', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText('Display name must be at least 2 characters', { exact: true }),
    ).toBeVisible();
    // Shown under Password and under Confirm Password.
    await expect(
      page.getByText('Password must be at least 6 characters', { exact: true }),
    ).toHaveCount(2);

    await page.getByLabel('Username', { exact: true }).fill('valid_name');
    await page.getByLabel('Display Name', { exact: true }).fill('Valid Name');
    await page.getByLabel('Password', { exact: true }).fill('secret-one');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret-two');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const mismatch = page.getByText("Passwords don't match", { exact: true });
    await expect(mismatch).toBeVisible();
    // The message belongs to Confirm Password.
    const confirmId = await page.getByLabel('Confirm Password', { exact: true }).getAttribute('id');
    await expect(page.locator(`#${confirmId}-error`)).toHaveText("Passwords don't match");
    await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
    expect(calls).toHaveLength(0);
  });

  test('a wrong password says so in a toast', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const failed = toast(page, 'Login failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Invalid username or password');
    await expect(page).toHaveURL('/auth');
  });

  test('an unknown user gets the same answer', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill(newUser().username);
    await page.getByLabel('Password', { exact: true }).fill('whatever-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, 'Login failed')).toContainText('Invalid username or password');
  });

  test('a taken username fails registration with a toast', async ({ page, request }) => {
    const existing = await createUserViaApi(request);
    await page.goto('/auth');
    await fillRegisterForm(page, { ...newUser(), username: existing.username });
    await page.getByRole('button', { name: 'Create Account' }).click();
    const failed = toast(page, 'Registration failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Username is already taken');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('pending labels while the server answers', async ({ page, request }) => {
    const user = await createUserViaApi(request);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/.*auth\.login/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/');

    await logoutUser(page);
    let releaseRegister: () => void = () => {};
    const heldRegister = new Promise<void>((resolve) => (releaseRegister = resolve));
    await page.route(/\/trpc\/.*auth\.register/, async (route) => {
      await heldRegister;
      await route.continue();
    });
    await fillRegisterForm(page, newUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    releaseRegister();
    await expect(page).toHaveURL('/');
  });

  test('a network failure shows the thrown-error toast', async ({ page }) => {
    await page.route(/\/trpc\/.*auth\.(login|register)/, (route) => route.abort('failed'));
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error occurred while trying to log in' }),
    ).toBeVisible();

    await fillRegisterForm(page, newUser());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'An error occurred while trying to register' }),
    ).toBeVisible();
  });

  test('choosing a profile picture shows a preview', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('img', { name: 'Profile picture preview' })).toHaveCount(0);
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('Profile Picture', { exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(64, 48) });
    const preview = page.getByRole('img', { name: 'Profile picture preview' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  });
});

test.describe('account life cycle', () => {
  test('register -> Home, logout -> /auth, login -> Home', async ({ page }) => {
    const user = await registerUser(page);
    await expect(toast(page, 'Registration successful')).toContainText(
      'Your account has been created!',
    );
    await expect(page.locator('#tab-home')).toHaveAttribute('aria-current', 'page');
    const stored = await page.evaluate(() => ({
      user: localStorage.getItem('currentUser'),
      id: localStorage.getItem('currentUserId'),
    }));
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
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('currentUserId'))).toBeNull();
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
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });

  test('registering with a profile picture shows it in the header', async ({ page }) => {
    const user = newUser('pic');
    await page.goto('/auth');
    await fillRegisterForm(page, user);
    const chooser = page.waitForEvent('filechooser');
    await page.getByLabel('Profile Picture', { exact: true }).click();
    await (
      await chooser
    ).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(120, 90) });
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
    await page.getByRole('button', { name: 'Search artists' }).click();
    const dialog = page.getByRole('dialog', { name: 'SEARCH ARTISTS' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Find artists to view details and add shows.')).toBeVisible();
    await expect(dialog.getByPlaceholder('Search artists...')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'NOTIFICATIONS' });
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
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
});

test.describe('toasts', () => {
  async function showErrorToast(page: Page) {
    await page.route(/\/trpc\/.*auth\.login/, (route) => route.abort('failed'));
    await page.goto('/auth');
    await page.getByLabel('Username', { exact: true }).fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const shown = page
      .getByRole('alert')
      .filter({ hasText: 'An error occurred while trying to log in' });
    await expect(shown).toBeVisible();
    return shown;
  }

  async function swipe(page: Page, target: ReturnType<Page['getByRole']>, dx: number) {
    const box = await target.boundingBox();
    if (!box) throw new Error('toast has no box');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 8 });
    await page.mouse.up();
  }

  test('a swipe of 50 px dismisses a toast, a shorter one does not', async ({ page }) => {
    const shown = await showErrorToast(page);
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
    await expect(page.getByRole('alert')).toHaveCount(1);
    await page.waitForTimeout(3_500);
    await expect(shown).toBeVisible();
    await expect(shown).toBeHidden({ timeout: 3_000 });
  });
});
