/**
 * GET queries are answered without tRPC's fetch-API adapter
 * (src/trpc/query-requests.ts), and answer exactly as the adapter does: the
 * same status and the same JSON, calls alone and batched, answers and
 * errors. The adapter's answer is the reference: a request carrying
 * `trpc-accept: application/json` is left to it (tRPC reads that header as
 * an ordinary, non-streamed call).
 */
import { TRPC_MAX_BATCH } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';
import type { Requests } from '../support/requests';

const t = useTestApp();

const url = (paths: string[], inputs: unknown[], batch: boolean) =>
  batch
    ? `/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent(
        JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
      )}`
    : `/trpc/${paths[0]}?input=${encodeURIComponent(JSON.stringify(inputs[0]))}`;

/** The request answered here and by tRPC's adapter: both answers. */
async function both(as: Requests, path: string) {
  const here = await as.get(path);
  const adapter = await as.get(path, { headers: { 'trpc-accept': 'application/json' } });
  return { here, adapter };
}

describe('GET queries without the fetch adapter', () => {
  it('answer as tRPC does: alone, batched, with errors, signed in or not', async () => {
    const owner = await t.newUser();
    const other = await t.newUser();
    const show = await owner.addShow({ artist: 'Björk', city: 'Lisbon', date: '2025-05-01' });
    const cases: [Requests, string, boolean][] = [
      [owner, url(['users.byId'], [{ id: owner.user.id }], false), true],
      [owner, url(['shows.byId'], [{ id: show.id }], false), true],
      [other, url(['shows.byId'], [{ id: 999_999 }], false), true],
      [owner, url(['shows.byId'], [{ id: 'seven' }], false), true],
      [t.anon, url(['users.byId'], [{ id: owner.user.id }], false), true],
      [
        owner,
        url(
          ['users.byId', 'shows.byId', 'notifications.unreadCount'],
          [{ id: other.user.id }, { id: 999_999 }, { userId: owner.user.id }],
          true,
        ),
        true,
      ],
      [owner, url(['users.byId', 'users.byId'], [{ id: owner.user.id }, { id: -1 }], true), true],
      // Input that is not JSON: the call's error, as tRPC gives it.
      [owner, '/trpc/users.byId?input=%7Bnot-json', true],
      // Left to the adapter: not a procedure, not a query.
      [owner, url(['users.nothingHere'], [{}], false), false],
      [owner, url(['auth.logout'], [{}], false), false],
      // Refused before any of them runs (the budgets read the calls), whole.
      [
        owner,
        url(
          Array.from({ length: TRPC_MAX_BATCH + 1 }, () => 'auth.me'),
          [],
          true,
        ),
        true,
      ],
    ];
    for (const [as, path, answeredHere] of cases) {
      const { here, adapter } = await both(as, path);
      expect(here.statusCode, path).toBe(adapter.statusCode);
      expect(here.json(), path).toEqual(adapter.json());
      expect(here.headers['content-type'], path).toMatch(/^application\/json/);
      // The adapter streams its answer (chunked); here it is sent whole, with its length.
      expect(here.headers['content-length'] !== undefined, path).toBe(answeredHere);
    }
  });
});
