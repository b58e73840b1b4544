/**
 * answerJson writes exactly what JSON.stringify writes, whatever parts of an
 * answer are kept (a cached answer, its lists and items, a viewer's version
 * of a shared list), and writes a kept part's JSON once.
 */
import { composedList, ReadCache, shareAnswer } from '@gigrank/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerJson } from '../../src/http/answer-json';

/** Marks some objects and lists of `value` kept, as caches and overlays do, at random. */
function markSome(value: unknown, pick: () => number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const list = value.map((item) => markSome(item, pick));
    const p = pick();
    return p < 0.2 ? shareAnswer(list) : p < 0.5 ? composedList(list) : list;
  }
  const object = Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, markSome(v, pick)] as const),
  );
  return pick() < 0.2 ? shareAnswer(object) : object;
}

const leaf = fc.oneof(
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
);
const tree = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('list'), tie('object')),
  list: fc.array(tie('node'), { maxLength: 5 }),
  object: fc.dictionary(fc.string(), tie('node'), { maxKeys: 5 }),
})).node;

describe('answerJson', () => {
  it('writes what JSON.stringify writes, whatever is kept', () => {
    fc.assert(
      fc.property(
        tree,
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (value, rolls) => {
          const iterator = rolls[Symbol.iterator]();
          const marked = markSome(value, () => iterator.next().value as number);
          expect(answerJson(marked)).toBe(JSON.stringify(marked));
        },
      ),
      { numRuns: 2000 },
    );
    const withToJson = { toJSON: () => 'mine', list: shareAnswer([1]) };
    expect(answerJson(withToJson)).toBe('"mine"');
  });

  it("writes a kept answer's JSON once, and a viewer's list from its items' kept JSON", async () => {
    const cache = new ReadCache();
    const page = await cache.get({ key: 'page', deps: [] }, async () => [{ id: 1 }, { id: 2 }]);
    expect(answerJson({ page, next: null })).toBe('{"page":[{"id":1},{"id":2}],"next":null}');
    // Kept: a change nobody may make (answers are never changed) would not show.
    (page[0] as { id: number }).id = 9;
    expect(answerJson(page)).toBe('[{"id":1},{"id":2}]');
    const mine = composedList([page[1]!, { id: 3 }]);
    expect(answerJson(mine)).toBe('[{"id":2},{"id":3}]');
  });
});
