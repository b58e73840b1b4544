import { describe, expect, it } from 'vitest';
import {
  leftToRate,
  pendingShows,
  queueEnd,
  rankedCount,
  rankedLine,
  setlistPreview,
  type QueueView,
} from './rate-queue';

const shows = [{ id: 9 }, { id: 7 }, { id: 4 }];

function view(over: Partial<QueueView<{ id: number }>> = {}): QueueView<{ id: number }> {
  return { shows, total: 5, answeredAt: 1000, full: false, skipped: [], rated: [], ...over };
}

describe('pendingShows', () => {
  it('the page in order, less what was skipped or rated in this visit', () => {
    expect(pendingShows(view())).toEqual(shows);
    expect(pendingShows(view({ skipped: [9], rated: [{ id: 4, at: 2000 }] }))).toEqual([{ id: 7 }]);
    expect(pendingShows(view({ skipped: [9, 7, 4] }))).toEqual([]);
  });
});

describe('leftToRate', () => {
  it("the server's count, less the shows rated after it answered; skips do not count", () => {
    expect(leftToRate(view())).toBe(5);
    expect(leftToRate(view({ rated: [{ id: 9, at: 1500 }] }))).toBe(4);
    // Rated before the answer: the server's count already leaves it out.
    expect(leftToRate(view({ total: 4, rated: [{ id: 9, at: 900 }] }))).toBe(4);
    expect(
      leftToRate(
        view({
          total: 1,
          rated: [
            { id: 9, at: 1500 },
            { id: 7, at: 1600 },
          ],
        }),
      ),
    ).toBe(0);
  });
});

describe('queueEnd', () => {
  it('done when nothing is left to rate', () => {
    expect(queueEnd(view({ total: 0 }))).toEqual({ kind: 'done' });
    expect(queueEnd(view({ total: 1, rated: [{ id: 4, at: 2000 }] }))).toEqual({ kind: 'done' });
  });

  it('a full page all skipped: read on after its last show', () => {
    expect(queueEnd(view({ full: true, skipped: [9, 7, 4], total: 30 }))).toEqual({
      kind: 'next-page',
      after: 4,
    });
  });

  it('the last page all skipped, or a rated show last (its refresh is on the way): the skipped end', () => {
    expect(queueEnd(view({ skipped: [9, 7, 4] }))).toEqual({ kind: 'skipped' });
    expect(
      queueEnd(view({ full: true, skipped: [9, 7], rated: [{ id: 4, at: 2000 }], total: 30 })),
    ).toEqual({ kind: 'skipped' });
  });
});

describe('setlistPreview', () => {
  const songs = ['A', 'B', 'C', 'D', 'E', 'F'].map((title) => ({ title }));
  it('the first songs and how many more', () => {
    expect(setlistPreview(songs)).toEqual({ names: ['A', 'B', 'C', 'D'], more: 2 });
    expect(setlistPreview(songs.slice(0, 2))).toEqual({ names: ['A', 'B'], more: 0 });
    expect(setlistPreview([])).toEqual({ names: [], more: 0 });
  });
});

describe('rankedCount and rankedLine', () => {
  it('the ranking holds the scored shows only', () => {
    expect(rankedCount(42, 10)).toBe(32);
    expect(rankedCount(3, 5)).toBe(0);
  });

  it("'Ranked #4 of 42', never a place past the end, nothing without a rank", () => {
    expect(rankedLine(4, 42)).toBe('Ranked #4 of 42');
    expect(rankedLine(5, 4)).toBe('Ranked #5 of 5');
    expect(rankedLine(null, 4)).toBeNull();
  });
});
