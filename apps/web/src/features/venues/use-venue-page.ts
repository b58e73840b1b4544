import type { VenueAccessNote, VenuePage } from '@gigrank/domain';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback } from 'react';
import { trpc, trpcClient } from '../../lib/trpc';

/**
 * The cache key of a venue's pages: tRPC's infinite key of `venues.byId`, the
 * one the route loader prefetches (lib/prefetch.ts) and the writes invalidate.
 */
function venuePageKey(id: number) {
  return getQueryKey(trpc.venues.byId, { id }, 'infinite');
}

/**
 * A venue's page, its shows a page at a time (newest first): the API pages
 * them by `before` (the previous page's `nextBefore`), not tRPC's `cursor`,
 * so the pages are read here rather than by `useInfiniteQuery` of tRPC.
 */
export function useVenuePage(id: number) {
  return useInfiniteQuery({
    queryKey: venuePageKey(id),
    queryFn: ({ pageParam }): Promise<VenuePage> =>
      trpcClient.venues.byId.query(pageParam === null ? { id } : { id, before: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last: VenuePage) => last.nextBefore ?? undefined,
  });
}

/** Puts the access notes the server answered with into every cached page of the venue. */
export function useSetAccessNotes(id: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (notes: VenueAccessNote[]) =>
      queryClient.setQueryData<InfiniteData<VenuePage>>(venuePageKey(id), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, accessNotes: notes })) }
          : data,
      ),
    [queryClient, id],
  );
}
