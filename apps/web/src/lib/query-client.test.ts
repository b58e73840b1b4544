import { afterEach, describe, expect, it, vi } from 'vitest';
import { FROM_CACHE_HEADER } from './offline-caches';

// The app's query client refreshes what the service worker answered from its
// cache once the network answers again (queries otherwise never go stale).
describe('query client after answers from the cache', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks every query stale when a live answer follows a cached one', async () => {
    vi.resetModules();
    const answers = [
      new Response('{}', { headers: { [FROM_CACHE_HEADER]: '1' } }),
      new Response('{}'),
    ];
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', () => Promise.resolve(answers.shift()!));
    const { queryClient } = await import('./query-client');
    const { trackedFetch } = await import('./network-status');
    queryClient.setQueryData(['profile'], { favoriteArtist: 'old' });

    await trackedFetch('/trpc/profile');
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(false);
    await trackedFetch('/trpc/other');
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(true);
  });
});
