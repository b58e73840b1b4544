/** Table-driven tests: one row of arguments and expected result per test. */
import { describe, expect, it } from 'vitest';

/**
 * One test per row: `fn(...args)` is `expected` (toBe, so NaN matches NaN).
 * A row is the arguments followed by the expected result; `title` formats the row.
 */
export function itReturns<A extends unknown[], R>(
  fn: (...args: A) => R,
  rows: NoInfer<[...A, R]>[],
  title = '%s -> %s',
): void {
  it.each(rows)(title, (...row: unknown[]) => {
    expect(fn(...(row.slice(0, -1) as A))).toBe(row.at(-1));
  });
}

/** itReturns in a describe block of its own, named after what it tests. */
export function describeReturns<A extends unknown[], R>(
  name: string,
  fn: (...args: A) => R,
  rows: NoInfer<[...A, R]>[],
  title?: string,
): void {
  describe(name, () => itReturns(fn, rows, title));
}
