/**
 * What the two halves of the authorization matrix (authorization-rest.test.ts,
 * authorization-trpc.test.ts) share besides the fixture of authorization.ts:
 * the app they call, and the check that a table has one entry per route or
 * procedure.
 */
import { expect } from 'vitest';
import { withFakeSetlistFm } from './authorization';
import { useTestApp, type UsedTestApp } from './helpers';

/** The matrix's app: setlist.fm's API at a local fake (withFakeSetlistFm). */
export const useMatrixApp = (): UsedTestApp => useTestApp(withFakeSetlistFm());

/** `table` has an entry for each of the app's `names` (routes or procedures), and none other. */
export function expectEntryForEach(names: readonly string[], table: object): void {
  expect(names.filter((name) => !(name in table))).toEqual([]);
  expect(Object.keys(table).filter((key) => !names.includes(key))).toEqual([]);
}
