/**
 * What the tests of the tools built on the API start from (packages/client,
 * examples): a person with shows and a personal access token, made as the
 * app makes them, and a command run to its end as a person runs it.
 */
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import type { UsedTestApp } from './helpers';
import type { TestUser } from './requests';

export interface ShowFields {
  artist: string;
  city: string;
  date: string;
  score: number;
}

/** A new user who logged `shows` (REST) and made a token with `scopes`: the user and its secret. */
export async function userWithToken(
  t: UsedTestApp,
  displayName: string,
  shows: ShowFields[],
  scopes: string[],
): Promise<{ user: TestUser; token: string }> {
  const user = await t.newUser({ displayName });
  for (const show of shows) {
    const res = await user.post('/api/shows', show);
    expect(res.statusCode, res.body).toBe(201);
  }
  const made = await user.post('/api/tokens', { name: `${displayName}'s tool`, scopes });
  expect(made.statusCode, made.body).toBe(201);
  return { user, token: made.json().token as string };
}

/** Runs `command` to its end in `cwd`, with `env` added: its exit code and its output, both streams. */
export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out }));
  });
}
