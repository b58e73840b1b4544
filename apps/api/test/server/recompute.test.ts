/**
 * A write expires exactly the cached answers built from what it changed
 * (cache/keys.ts, packages/db read-cache.ts): counted here by the cache's
 * recomputations, through the API. An unrelated write leaves a cached answer
 * alone; a related one makes the next read compute it again, once.
 */
import { readCacheOf } from '@gigrank/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/helpers';

const t = useTestApp();
const ann = t.user({ displayName: 'Ann' });
const bob = t.user({ displayName: 'Bob' });
const cy = t.user({ displayName: 'Cy' });
let annsShow = 0;
let cysShow = 0;

/** How many answers the cache computed while `reads` ran. */
async function computedBy(reads: () => Promise<unknown>): Promise<number> {
  const cache = readCacheOf(t.db)!.cache;
  const before = cache.computed;
  await reads();
  return cache.computed - before;
}

describe.runIf(process.env.GIGRANK_TEST_DIALECT !== 'postgres')('recomputations', () => {
  beforeAll(async () => {
    annsShow = (await ann.addShow({ artist: 'Radiohead', score: 90 })).id;
    cysShow = (await cy.addShow({ artist: 'Björk', score: 70 })).id;
  });

  /** Bob's reads of Ann: her ranking page, profile, insights and Radiohead's page. */
  const readAnn = () =>
    Promise.all([
      bob.get(`/api/users/${ann.user.id}/ranked-shows?limit=50`),
      bob.get(`/api/users/${ann.user.id}`),
      bob.get(`/api/users/${ann.user.id}/artist-insights?limit=50`),
      bob.get('/api/artists/Radiohead'),
    ]).then((all) => all.map((r) => r.json()));

  it('reads twice, computes once', async () => {
    expect(await computedBy(readAnn)).toBeGreaterThan(0);
    expect(await computedBy(readAnn)).toBe(0);
  });

  it('an unrelated like, comment and mark-read leave them alone', async () => {
    await readAnn();
    expect((await ann.post(`/api/shows/${cysShow}/like`)).statusCode).toBeLessThan(300);
    expect((await bob.post(`/api/shows/${cysShow}/comments`, { body: 'Nice' })).statusCode).toBe(
      201,
    );
    await cy.post(`/api/users/${cy.user.id}/notifications/mark-read`, {});
    expect(await computedBy(readAnn)).toBe(0);
  });

  it('a like of Ann’s show recomputes the lists holding it and Bob’s likes, not her profile or insights', async () => {
    await readAnn();
    expect((await bob.post(`/api/shows/${annsShow}/like`)).statusCode).toBeLessThan(300);
    const cache = readCacheOf(t.db)!.cache;
    const before = cache.computed;
    const [ranked, profile, insights, artist] = await readAnn();
    expect(ranked[0].likesCount).toBe(1);
    expect(ranked[0].likedByMe).toBe(true);
    expect(artist.shows.find((s: { id: number }) => s.id === annsShow).likesCount).toBe(1);
    expect(profile.showsCount).toBe(1);
    expect(insights[0].artistName).toBe('Radiohead');
    // The ranking page (shared and Bob's), and the artist page (shared shows and Bob's page).
    expect(cache.computed - before).toBe(4);
    expect(await computedBy(readAnn)).toBe(0);
  });

  it('a new show of Cy’s leaves Ann’s ranking, profile and insights alone', async () => {
    await readAnn();
    await cy.addShow({ artist: 'Massive Attack', score: 60 });
    const recomputed = await computedBy(() =>
      Promise.all([
        bob.get(`/api/users/${ann.user.id}/ranked-shows?limit=50`),
        bob.get(`/api/users/${ann.user.id}/artist-insights?limit=50`),
      ]),
    );
    expect(recomputed).toBe(0);
  });
});
