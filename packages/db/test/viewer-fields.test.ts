import { describe, expect, it } from 'vitest';
import { isComposedList, isSharedAnswer, ReadCache, type CachedRead } from '../src/read-cache';
import { withViewerFields } from '../src/viewer-fields';

type Card = { id: number; artist: string; likedByMe?: boolean; alsoThere?: string[] | null };
const key: CachedRead<Card[]> = { key: 'page', deps: ['allShows'] };
const page = (): Promise<Card[]> =>
  Promise.resolve([1, 2, 3].map((id) => ({ id, artist: `Artist ${id}` })));
const likes = (liked: number[]) => (c: Card) =>
  liked.includes(c.id) ? { likedByMe: true } : undefined;
const NOT_LIKED = { likedByMe: false };
const NO_ONE = { alsoThere: null };
const plain = (list: readonly Card[], liked: number[]) =>
  list.map((c) => ({ ...c, likedByMe: false, ...likes(liked)(c) }));

describe('withViewerFields', () => {
  it('gives what a copy of every item with the viewer fields gives, key order included', async () => {
    const shared = await new ReadCache().get(key, page);
    for (const liked of [[], [2], [1, 3], [1, 2, 3]]) {
      const mine = withViewerFields(shared, NOT_LIKED, likes(liked));
      expect(JSON.stringify(mine)).toBe(JSON.stringify(plain(shared, liked)));
    }
    const fresh = await page(); // not from a cache: plain copies, nothing kept
    const copies = withViewerFields(fresh, NOT_LIKED, likes([2]));
    expect(copies).toEqual(plain(fresh, [2]));
    expect(isComposedList(copies)).toBe(false);
    expect(copies.some((c) => isSharedAnswer(c))).toBe(false);
  });

  it("shares the items a viewer changes nothing in between viewers, copying only the viewer's own", async () => {
    const shared = await new ReadCache().get(key, page);
    const ann = withViewerFields(shared, NOT_LIKED, likes([2]));
    const bob = withViewerFields(shared, NOT_LIKED, likes([]));
    expect(isComposedList(ann)).toBe(true);
    expect(ann[0]).toBe(bob[0]); // kept once, with likedByMe false
    expect(isSharedAnswer(ann[0])).toBe(true);
    expect(ann[1]).not.toBe(bob[1]);
    expect(isSharedAnswer(ann[1])).toBe(false); // Ann's own: liked
    expect(shared[0]).not.toHaveProperty('likedByMe'); // the shared list never changes
    // A second field on top of the first (likes, then who else was there).
    const both = withViewerFields(ann, NO_ONE, (c) =>
      c.id === 3 ? { alsoThere: ['cleo'] } : undefined,
    );
    expect(JSON.stringify(both)).toBe(
      JSON.stringify(
        plain(shared, [2]).map((c) => ({ ...c, alsoThere: c.id === 3 ? ['cleo'] : null })),
      ),
    );
    expect(both[0]).toBe(withViewerFields(bob, NO_ONE, () => undefined)[0]);
  });

  it("weighs in a cache only the items that are the viewer's own", async () => {
    const cache = new ReadCache(undefined, 5); // weight: 1 per answer + 1 per item
    const shared = await cache.get(key, page); // weighs 4
    await cache.get({ key: 'ann', deps: [] }, async () =>
      withViewerFields(shared, NOT_LIKED, likes([])),
    ); // weighs 1: nothing of Ann's own
    let runs = 0;
    await cache.get(key, async () => (runs++, page()));
    expect(runs).toBe(0); // still kept: 5 fits
  });
});
