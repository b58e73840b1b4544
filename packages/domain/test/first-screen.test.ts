import { describe, expect, it } from 'vitest';
import { describeReturns } from './cases';
import {
  FEED_LIMIT,
  FOLLOWING_FEED_PAGE,
  firstScreenQueries,
  homeFeed,
  parseGigParams,
} from '../src';

describeReturns('homeFeed: the chosen feed, else Following once you follow someone', homeFeed, [
  [null, 0, 'everyone'],
  [null, 1, 'following'],
  [undefined, 12, 'following'],
  ['everyone', 3, 'everyone'],
  ['following', 0, 'following'],
  ['nope', 0, 'everyone'],
  ['nope', 2, 'following'],
]);

/** `?a=1&b=2` as the server's URL gives it (the package has no DOM or Node types). */
const search = (query: string) => ({
  get: (name: string) =>
    query
      .split('&')
      .map((pair) => pair.split('='))
      .find(([key]) => key === name)?.[1] ?? null,
});
const reads = (path: string, query = '', followingCount = 0) =>
  firstScreenQueries(path, search(query), { id: 7, followingCount });

describe('firstScreenQueries', () => {
  it("reads Home's Activity feed by the viewer's follows and ?feed=", () => {
    const everyone = [{ path: 'shows.feed', input: { limit: FEED_LIMIT } }];
    const following = [
      { path: 'following.feed', input: { limit: FOLLOWING_FEED_PAGE }, infinite: true },
    ];
    expect(reads('/')).toEqual(everyone);
    expect(reads('/', '', 3)).toEqual(following);
    expect(reads('/', 'feed=everyone', 3)).toEqual(everyone);
    expect(reads('/', 'feed=following', 0)).toEqual(following);
    expect(reads('/', 'tab=artists', 3)).toEqual([{ path: 'leaderboard.artists' }]);
  });

  it("reads an artist page by its decoded name, with the viewer's plans and chase list", () => {
    expect(reads('/artist/Sigur%20R%C3%B3s')).toEqual([
      { path: 'artists.page', input: { name: 'Sigur Rós' }, infinite: true },
      { path: 'plans.list', input: { userId: 7, artist: 'Sigur Rós' } },
      { path: 'songs.chase', input: { userId: 7, artistName: 'Sigur Rós' } },
    ]);
  });

  it('reads a venue page by its id, its first page of shows; nothing for a malformed id', () => {
    expect(reads('/venue/12')).toEqual([
      { path: 'venues.byId', input: { id: 12 }, infinite: true },
    ]);
    expect(reads('/venue/x')).toEqual([]);
    expect(reads('/venue/12/more')).toEqual([]);
  });

  it('reads a gig page by its artist, city and date; nothing for a malformed one', () => {
    expect(reads('/gig/12/34/2025-06-01')).toEqual([
      { path: 'gigs.page', input: { artistId: 12, cityId: 34, date: '2025-06-01' } },
    ]);
    expect(reads('/gig/12/34/2025-13-01')).toEqual([]);
    expect(reads('/gig/x/34/2025-06-01')).toEqual([]);
    expect(reads('/gig/12/34')).toEqual([]);
    expect(reads('/gig/12/34/2025-06-01/more')).toEqual([]);
  });
});

describeReturns(
  'parseGigParams',
  (a: string, c: string, d: string) => JSON.stringify(parseGigParams(a, c, d)),
  [
    ['1', '2', '2024-02-29', '{"artistId":1,"cityId":2,"date":"2024-02-29"}'],
    ['1', '2', '2023-02-29', 'null'],
    ['0', '2', '2024-01-01', 'null'],
    ['1', '-2', '2024-01-01', 'null'],
  ],
);
