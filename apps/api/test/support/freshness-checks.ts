/**
 * The checks of the freshness tests (the *-freshness.test.ts suites):
 * an answer read through both apps before a write, then again after it, from
 * each app; every stale answer is reported.
 */
import { expect } from 'vitest';
import type { InjectResponse, Requests } from './helpers';
import type { Person } from './two-apps';

// ---------------------------------------------------------------------------
// Checks: an answer read as someone, what it is before the write and after.

/** Reads one answer with the session of `r` (on app A or app B). */
export type Read = (r: Requests) => Promise<unknown>;
/** name -> [read, before, after] */
export type Table = Record<string, [Read, unknown, unknown]>;

export interface Check {
  name: string;
  who: Person;
  read: Read;
  before: unknown;
  after: unknown;
}

/** The checks of `table`, each read as `who`. */
export const as = (who: Person, table: Table): Check[] =>
  Object.entries(table).map(([name, [read, before, after]]) => ({
    name: `${name}, as ${who.displayName}`,
    who,
    read,
    before,
    after,
  }));

/** The same answers when the write is undone: before and after swap. */
export const undone = (checks: Check[]): Check[] =>
  checks.map((c) => ({ ...c, before: c.after, after: c.before }));

/**
 * Reads every answer through app A and app B (so both caches hold it) and
 * expects `before`; runs `write`; then expects `after` from B and from A.
 * Every stale answer is reported (soft), not only the first.
 */
export async function expectFresh(
  write: () => Promise<InjectResponse>,
  checks: Check[],
): Promise<InjectResponse> {
  for (const c of checks) {
    expect(c.after, `${c.name}: the write must change this answer`).not.toEqual(c.before);
  }
  for (const side of ['a', 'b'] as const) {
    for (const c of checks) {
      const seen = await c.read(c.who[side]);
      expect(seen, `${c.name}, app ${side} before the write`).toEqual(c.before);
    }
  }
  const res = await write();
  expect(res.statusCode, res.body).toBeLessThan(300);
  for (const side of ['b', 'a'] as const) {
    for (const c of checks) {
      const seen = await c.read(c.who[side]);
      expect.soft(seen, `${c.name}, app ${side} after the write`).toEqual(c.after);
    }
  }
  return res;
}

/**
 * `p` makes their account private through app `via` (A by default), which
 * must turn every check of `checks`; then public again through the other
 * app, which must turn them back.
 */
export async function expectFreshWhilePrivate(
  p: Person,
  checks: Check[],
  via: 'a' | 'b' = 'a',
): Promise<void> {
  const profile = `/api/users/${p.id}/profile`;
  await expectFresh(() => p[via].patch(profile, { isPrivate: true }), checks);
  const back = via === 'a' ? 'b' : 'a';
  await expectFresh(() => p[back].patch(profile, { isPrivate: false }), undone(checks));
}

// ---------------------------------------------------------------------------
// Reads. A refused read answers '<status> <message>': a write may close one.

export const refusal = (status: number, message: unknown) => `${status} ${String(message)}`;

/** GET `url`, then `pick` from its body. */
export function at<T>(url: string, pick: (body: T) => unknown = (b) => b): Read {
  return async (r) => {
    const res = await r.get(url);
    if (res.statusCode !== 200) return refusal(res.statusCode, res.json().message);
    return pick(res.json() as T);
  };
}

/** A tRPC query, then `pick` from its data. */
export function rpc<T>(path: string, input: unknown, pick: (data: T) => unknown = (d) => d): Read {
  return async (r) => {
    const res = await r.query(path, input);
    const body = res.json();
    if (res.statusCode !== 200) return refusal(res.statusCode, body.error.message);
    return pick(body.result.data as T);
  };
}
