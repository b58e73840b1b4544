/**
 * setlist.fm's API at a local fake (setlistfm-fake.ts) for a suite's app:
 * started before the app, stopped after it.
 */
import { afterAll, beforeAll } from 'vitest';
import { startFakeSetlistFm, type FakeSetlistFm, type FakeUser } from './setlistfm-fake';

/**
 * Starts the fake with `key` and `users` before the suite (call it before
 * useTestApp) and stops it after: `env` is then the environment an app reads
 * it through (with `extra`), and `fake()` the running fake.
 */
export function useFakeSetlistFm(
  key: string,
  users: Record<string, FakeUser>,
  extra: Record<string, string> = {},
) {
  const env: Record<string, string> = {};
  let fake: FakeSetlistFm | undefined;
  beforeAll(async () => {
    fake = await startFakeSetlistFm({ key, users });
    Object.assign(env, { SETLISTFM_API_KEY: key, SETLISTFM_API_URL: fake.url, ...extra });
  });
  afterAll(() => fake?.close());
  return { env, fake: () => fake! };
}
