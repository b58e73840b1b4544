/**
 * The long lists (ranked shows, artist and city insights, followers and
 * following) answer whole without paging parameters, as the spec's paths do,
 * and page by `limit`/`offset` for the web app: pages put together equal the
 * whole list, in REST and tRPC alike; bad paging values are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const t = useTestApp();
const fan = t.user({ displayName: 'Pager' });
const ARTISTS = 57;
beforeAll(async () => {
  // More shows, artists and cities than one page of 50.
  for (let i = 0; i < ARTISTS + 5; i++) {
    await fan.addShow({
      artist: `Paged Artist ${i % ARTISTS}`,
      city: ['Lisbon', 'Porto', 'Madrid', 'Paris', 'Berlin', 'Rome'][i % 6]!,
      date: `2025-0${1 + (i % 9)}-1${i % 10}`,
      score: (i * 13) % 101,
    });
  }
  for (let i = 0; i < 53; i++) {
    const other = await t.newUser({ displayName: `Follower ${i}` });
    await other.post(`/api/users/${other.user.id}/following/${fan.user.id}`);
  }
}, 120_000);

async function pages(path: string): Promise<unknown[]> {
  const all: unknown[] = [];
  for (let offset = 0; ; offset += 50) {
    const res = await fan.get(`${path}?limit=50&offset=${offset}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as unknown[];
    expect(page.length).toBeLessThanOrEqual(50);
    all.push(...page);
    if (page.length < 50) return all;
  }
}

describe('paged lists', () => {
  for (const list of ['ranked-shows', 'artist-insights', 'city-insights', 'followers']) {
    it(`${list}: the pages put together are the whole list`, async () => {
      const path = `/api/users/${fan.user.id}/${list}`;
      const whole = (await fan.get(path)).json() as unknown[];
      expect(whole.length).toBeGreaterThan(list === 'city-insights' ? 5 : 50);
      expect(await pages(path)).toEqual(whole);
      const second = (await fan.get(`${path}?limit=2&offset=1`)).json();
      expect(second).toEqual(whole.slice(1, 3));
    });
  }

  it('ranked shows page by rank, deep pages included', async () => {
    const page = (await fan.get(`/api/users/${fan.user.id}/ranked-shows?limit=5&offset=55`)).json();
    expect(page.map((s: { rank: number }) => s.rank)).toEqual([56, 57, 58, 59, 60]);
  });

  it('refuses bad paging values with a message and a 400', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=abc', 'offset=-1', 'offset=1.5']) {
      const res = await fan.get(`/api/users/${fan.user.id}/ranked-shows?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(/limit|offset/);
    }
  });

  it('pages the same way over tRPC', async () => {
    const res = await fan.query('shows.ranked', { userId: fan.user.id, limit: 3, cursor: 3 });
    const ranks = res.json().result.data.map((s: { rank: number }) => s.rank);
    expect(ranks).toEqual([4, 5, 6]);
    const followers = await fan.query('follows.followers', {
      userId: fan.user.id,
      limit: 50,
      cursor: 50,
    });
    expect(followers.json().result.data).toHaveLength(3);
    // The artist page's cursor is the previous page's nextBefore (a show id).
    const ranked = (await fan.get(`/api/users/${fan.user.id}/ranked-shows`)).json();
    const cut = ranked.find((s: { artist: string }) => s.artist === 'Paged Artist 0').id;
    const artist = await fan.query('artists.page', { name: 'Paged Artist 0', cursor: cut });
    const ids = artist.json().result.data.shows.map((s: { id: number }) => s.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id: number) => id < cut)).toBe(true);
  });
});
