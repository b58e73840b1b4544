// Test users: made up, registered (UI or REST), signed in and out, in a second browser.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { adoptAfterNavigationsIn } from './test';
import type { User } from '@gigrank/domain';
import { expectOk, uniqueSuffix } from './seed';

export interface TestUser {
  username: string;
  displayName: string;
  password: string;
}

/** A user that exists on the server, with the id it got. */
export interface SignedUpUser extends TestUser {
  id: number;
}

let counter = 0;

/** A user no other test (or earlier run against the same data) has: usernames are unique. */
export function newUser(prefix = 'fan'): TestUser {
  counter += 1;
  const suffix = `${uniqueSuffix()}${counter}`;
  const username = `${prefix}_${suffix}`.slice(0, 30);
  return { username, displayName: `Fan ${suffix.slice(-6)}`, password: 'encore-2024' };
}

/**
 * Registers a user through the documented REST API (SPEC section 7) on `request`,
 * whose cookie jar then holds that user's session; a page's session is untouched
 * unless `request` is `page.request`.
 */
export async function registerViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<SignedUpUser> {
  const response = await request.post('/api/auth/register', {
    data: { username: user.username, displayName: user.displayName, password: user.password },
  });
  await expectOk(response);
  const body = (await response.json()) as { user: User };
  return { ...user, id: body.user.id };
}

/** The auth screen's Register tab, filled in (picture excluded) but not submitted. */
export async function fillRegisterForm(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Display Name', { exact: true }).fill(user.displayName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
}

/** Fills the showing Login form and presses 'Login' (whatever the server answers). */
export async function submitLogin(
  page: Page,
  credentials: Pick<TestUser, 'username' | 'password'>,
): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Home has loaded for a signed-in user. */
async function expectSignedInHome(page: Page): Promise<void> {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** The signed-in user's id, from the stored session (SPEC section 3: current-user key). */
async function storedUserId(page: Page): Promise<number> {
  const id = await page.evaluate(() => {
    const raw = localStorage.getItem('currentUser');
    return raw ? (JSON.parse(raw) as { id: number }).id : null;
  });
  expect(id).not.toBeNull();
  return id!;
}

/** Registers through the UI and waits for Home; the page is then signed in as the user. */
export async function registerUser(page: Page, user: TestUser = newUser()): Promise<SignedUpUser> {
  await page.goto('/auth');
  await fillRegisterForm(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectSignedInHome(page);
  return { ...user, id: await storedUserId(page) };
}

/** Logs in through the UI (the auth screen must be showing) and waits for Home. */
export async function loginUser(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('tab', { name: 'Login' }).click();
  await submitLogin(page, user);
  await expectSignedInHome(page);
}

/** Logs out through the avatar menu and waits for the auth screen. */
export async function logoutUser(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
}

/**
 * Registers a user through the REST API on the page's own context (`page.request` shares its
 * cookies): the page is then signed in as the user from its next load on, as a returning user
 * with a session is, without the auth screen. For every test but those of registering and
 * signing in, which go through the form (registerUser, loginUser).
 */
export async function signUp(page: Page, user: TestUser = newUser()): Promise<SignedUpUser> {
  return registerViaApi(page.request, user);
}

/**
 * Two users, for what one sees of the other: `other` registered on `request` (an API context with
 * cookies of its own, acting as them), then `me` signed up on the page (see signUp).
 */
export async function signUpWithOther(
  page: Page,
  request: APIRequestContext,
  prefixes: { me?: string; other: string },
): Promise<{ me: SignedUpUser; other: SignedUpUser }> {
  const other = await registerViaApi(request, newUser(prefixes.other));
  const me = await signUp(page, prefixes.me === undefined ? undefined : newUser(prefixes.me));
  return { me, other };
}

/** signUp, then Home loaded (its tab bar showing), where registerUser's form lands. */
export async function signUpOnHome(page: Page, user: TestUser = newUser()): Promise<SignedUpUser> {
  const signedUp = await signUp(page, user);
  await page.goto('/');
  await expectSignedInHome(page);
  return signedUp;
}

/**
 * A second browser (its own cookies and storage) with a user registered through the REST API
 * (see signUp), no page loaded yet: each test goes where it needs to.
 */
export async function openSignedUpBrowser(
  browser: Browser,
  user: TestUser = newUser(),
): Promise<{ context: BrowserContext; page: Page; user: SignedUpUser }> {
  const context = await browser.newContext();
  adoptAfterNavigationsIn(context);
  const page = await context.newPage();
  return { context, page, user: await signUp(page, user) };
}
