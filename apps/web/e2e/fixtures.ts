import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';

export interface TestUser {
  username: string;
  displayName: string;
  password: string;
}

let counter = 0;

/** A user no other test (or earlier run against the same data) has: usernames are unique. */
export function newUser(prefix = 'fan'): TestUser {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`;
  const username = `${prefix}_${suffix}`.slice(0, 30);
  return { username, displayName: `Fan ${suffix.slice(-6)}`, password: 'encore-2024' };
}

/** Creates a user through the documented REST API (SPEC section 7), without touching the page's session. */
export async function createUserViaApi(
  request: APIRequestContext,
  user: TestUser = newUser(),
): Promise<TestUser> {
  const response = await request.post('/api/auth/register', {
    data: { username: user.username, displayName: user.displayName, password: user.password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return user;
}

/** The auth screen's Register tab, filled in (picture excluded) but not submitted. */
export async function fillRegisterForm(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Display Name', { exact: true }).fill(user.displayName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
}

/** Registers through the UI and waits for Home. */
export async function registerUser(page: Page, user: TestUser = newUser()): Promise<TestUser> {
  await page.goto('/auth');
  await fillRegisterForm(page, user);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  return user;
}

/** Logs in through the UI (the auth screen must be showing) and waits for Home. */
export async function loginUser(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** Logs out through the avatar menu and waits for the auth screen. */
export async function logoutUser(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
}

/** The toast region's text (one toast at a time). */
export function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

// --- Images -----------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (decodable) RGB PNG of the given size, in a raspberry-to-amber gradient. */
export function makePng(width = 32, height = 32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      row[1 + x * 3] = Math.round(194 + (255 - 194) * t);
      row[2 + x * 3] = Math.round(37 + (176 - 37) * t);
      row[3 + x * 3] = Math.round(92 + (27 - 92) * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
