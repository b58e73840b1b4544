import { LIST_PAGE_SIZE } from '@gigrank/domain';

/**
 * The next page of a list paged by offset (`cursor` = rows already read):
 * a full last page means there may be more, a short one is the end.
 * For `useInfiniteQuery`'s `getNextPageParam`.
 */
export function nextOffset<T>(
  lastPage: readonly T[],
  allPages: readonly (readonly T[])[],
): number | undefined {
  return lastPage.length === LIST_PAGE_SIZE ? allPages.flat().length : undefined;
}

/** The next page of an artist's shows: the server's `nextBefore`, or none. */
export function nextArtistCursor(lastPage: { nextBefore: number | null }): number | undefined {
  return lastPage.nextBefore ?? undefined;
}

/**
 * How many rows a paged list has: the rows loaded once the last page is in,
 * otherwise the count the server reported elsewhere (never fewer than loaded).
 */
export function pagedTotal(loaded: number, hasMore: boolean, reported: number): number {
  return hasMore ? Math.max(loaded, reported) : loaded;
}

/**
 * The rows of the pages read so far, in order, each id once: a row added
 * while paging shifts the offsets and may come back at the top of a page.
 */
export function pagedRows<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const row of pages.flat()) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    rows.push(row);
  }
  return rows;
}

/**
 * The pages of a screen's shows read so far (paged by `nextBefore`) as one:
 * the first page's header, every show once (by `keyOf`) in page order, and
 * the last page's `nextBefore`. undefined before the first page.
 */
export function mergeShowPages<P extends { shows: unknown[]; nextBefore: number | null }>(
  pages: readonly P[],
  keyOf: (show: P['shows'][number]) => string | number,
): P | undefined {
  const [first] = pages;
  const last = pages.at(-1);
  if (!first || !last) return undefined;
  if (pages.length === 1) return first;
  const seen = new Set<string | number>();
  const shows = pages
    .flatMap((page) => page.shows)
    .filter((show) => {
      const key = keyOf(show);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return { ...first, shows, nextBefore: last.nextBefore };
}

/** What a paged list reads of an infinite query: its state and the next page. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}
