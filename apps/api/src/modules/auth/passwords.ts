import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { AUTH_MESSAGES } from '@gigrank/domain';
import { badRequest } from '../../errors';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password; with no stored hash it still spends the same work on a
 * dummy one, so a failed login takes as long whether or not the user exists.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The shipped list (assets/common-passwords.SOURCE.md): read once, on first use, never fetched. */
const COMMON_PASSWORDS_FILE = new URL('../../../assets/common-passwords.txt', import.meta.url);
let common: Set<string> | undefined;

/** Whether `password` is on the list of the most common, ignoring case and surrounding spaces. */
function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(COMMON_PASSWORDS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return common.has(password.trim().toLowerCase());
}

/**
 * The server's half of the new-password rule (the length and blank rules are
 * the domain's newPasswordSchema): registration and password change, REST
 * and tRPC alike, refuse the most common passwords. Sign-in never checks it,
 * so existing accounts keep signing in.
 */
export function assertPasswordNotCommon(password: string): void {
  if (isCommonPassword(password)) throw badRequest(AUTH_MESSAGES.passwordCommon);
}
