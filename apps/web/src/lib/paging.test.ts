import { LIST_PAGE_SIZE } from '@gigrank/domain';
import { describe, expect, it } from 'vitest';
import { nextArtistCursor, nextOffset, pagedRows, pagedTotal } from './paging';

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('nextOffset', () => {
  it('asks for the rows after those read when the last page is full', () => {
    const first = rows(LIST_PAGE_SIZE);
    expect(nextOffset(first, [first])).toBe(LIST_PAGE_SIZE);
    const second = rows(LIST_PAGE_SIZE, LIST_PAGE_SIZE);
    expect(nextOffset(second, [first, second])).toBe(2 * LIST_PAGE_SIZE);
  });

  it('stops after a short or empty page', () => {
    const first = rows(LIST_PAGE_SIZE);
    expect(nextOffset(rows(5), [first, rows(5)])).toBeUndefined();
    expect(nextOffset([], [[]])).toBeUndefined();
    expect(nextOffset(rows(LIST_PAGE_SIZE - 1), [rows(LIST_PAGE_SIZE - 1)])).toBeUndefined();
  });
});

describe('nextArtistCursor', () => {
  it("passes the server's nextBefore on, and stops at null", () => {
    expect(nextArtistCursor({ nextBefore: 123 })).toBe(123);
    expect(nextArtistCursor({ nextBefore: null })).toBeUndefined();
  });
});

describe('pagedTotal', () => {
  it('counts the loaded rows once everything is in', () => {
    expect(pagedTotal(3, false, 7)).toBe(3);
    expect(pagedTotal(0, false, 2)).toBe(0);
  });

  it('uses the reported count while pages remain, never fewer than loaded', () => {
    expect(pagedTotal(50, true, 57)).toBe(57);
    expect(pagedTotal(100, true, 57)).toBe(100);
  });
});

describe('pagedRows', () => {
  it('joins the pages in order, each id once', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const c = { id: 3 };
    expect(
      pagedRows([
        [a, b],
        [b, c],
      ]),
    ).toEqual([a, b, c]);
    expect(pagedRows([])).toEqual([]);
  });
});
