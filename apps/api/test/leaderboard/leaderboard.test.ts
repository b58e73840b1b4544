/** The user and artist leaderboards: their order, pages and fields, REST and tRPC. */
import { beforeAll, describe, expect, it } from 'vitest';
import { followEdge, useTestApp } from '../support/helpers';

const t = useTestApp();
const [alice, bob, carol] = t.users('Alice', 'Bob', 'Carol');

describe('leaderboards', () => {
  // Five users, two of them followed, and a Radiohead show of 88 by one.
  beforeAll(async () => {
    const dave = await t.newUser({ displayName: 'Dave' });
    const erin = await t.newUser({ displayName: 'Erin' });
    await dave.addShow({ artist: 'Radiohead', score: 88 });
    await carol.post(followEdge(carol, dave));
    await bob.post(followEdge(bob, erin));
  });

  it('orders users by shows, then followers, then sign-up, in pages', async () => {
    const all = (await alice.get('/api/leaderboard?limit=100')).json() as {
      id: number;
      showsCount: number;
      followersCount: number;
    }[];
    for (let i = 1; i < all.length; i++) {
      const a = all[i - 1]!;
      const b = all[i]!;
      expect(
        a.showsCount > b.showsCount ||
          (a.showsCount === b.showsCount && a.followersCount >= b.followersCount),
      ).toBe(true);
    }
    expect(Object.keys(all[0]!).sort()).toEqual([
      'displayName',
      'followersCount',
      'id',
      'profilePicture',
      'rank',
      'showsCount',
      'username',
    ]);
    const first = await alice.get('/api/leaderboard?limit=2');
    expect(first.json()).toHaveLength(2);
    expect(first.headers['x-next-offset']).toBe('2');
    const second = (await alice.get('/api/leaderboard?limit=2&page=2')).json();
    expect(second.map((u: { id: number }) => u.id)).toEqual(all.slice(2, 4).map((u) => u.id));
    const rpc = await alice.query('leaderboard.users', { limit: 2, offset: 2 });
    expect(rpc.json().result.data.users.map((u: { id: number }) => u.id)).toEqual(
      all.slice(2, 4).map((u) => u.id),
    );
  });

  it('orders artists by shows with the average as a numeric string', async () => {
    await alice.addShow({ artist: 'Radiohead', score: 70 });
    const top = (await alice.get('/api/artist-leaderboard')).json() as {
      artistName: string;
      showCount: number;
      avgScore: string;
    }[];
    const radiohead = top.find((a) => a.artistName === 'Radiohead')!;
    expect(radiohead).toEqual({ artistName: 'Radiohead', showCount: 2, avgScore: '79.00' });
    expect(top[0]!.showCount).toBeGreaterThanOrEqual(top.at(-1)!.showCount);
  });
});
