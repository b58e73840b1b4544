import { describe, expect, it } from 'vitest';
import { sortNewestFirst, validateHomeSearch } from './home-tabs';

describe('sortNewestFirst', () => {
  it('orders by createdAt, newest first, then by id', () => {
    const shows = [
      { id: 1, createdAt: '2026-01-01T10:00:00.000Z' },
      { id: 2, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 3, createdAt: '2026-02-01T10:00:00.000Z' },
      { id: 4, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 5, createdAt: 'not a date' },
    ];
    expect(sortNewestFirst(shows).map((s) => s.id)).toEqual([4, 2, 3, 1, 5]);
  });

  it('leaves its input alone', () => {
    const shows = [
      { id: 1, createdAt: '2026-01-01T10:00:00.000Z' },
      { id: 2, createdAt: '2026-03-01T10:00:00.000Z' },
    ];
    sortNewestFirst(shows);
    expect(shows.map((s) => s.id)).toEqual([1, 2]);
  });
});

describe('validateHomeSearch', () => {
  it.each([
    [{ tab: 'artists' }, { tab: 'artists' }],
    [{ tab: 'users' }, { tab: 'users' }],
    [{ tab: 'activity' }, {}],
    [{ tab: 'nope' }, {}],
    [{}, {}],
    [{ feed: 'everyone' }, { feed: 'everyone' }],
    [{ feed: 'following', tab: 'activity' }, { feed: 'following' }],
    [{ feed: 'friends' }, {}],
    [
      { tab: 'users', feed: 'everyone' },
      { tab: 'users', feed: 'everyone' },
    ],
  ])('%j -> %j', (search, expected) => {
    expect(validateHomeSearch(search)).toEqual(expected);
  });
});
