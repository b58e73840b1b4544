import { Button, Stack, Text } from '@mantine/core';
import type { PagedQuery } from '../lib/paging';

/**
 * 'Load more' under a paged list: fetches the next page, spins while it
 * loads, and is not there when there is no next page. A failed page keeps
 * the rows already shown and says so next to the button.
 */
function LoadMoreButton({
  hasMore,
  loading,
  failed = false,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  /** The last attempt to load the next page failed. */
  failed?: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <Stack gap={4} align="stretch" mt="xs">
      {failed && !loading ? (
        <Text fz="sm" c="red" ta="center" role="alert">
          Failed to load more. Please try again.
        </Text>
      ) : null}
      <Button variant="light" fullWidth loading={loading} onClick={onLoadMore}>
        Load more
      </Button>
    </Stack>
  );
}

/** What LoadMoreOf reads of an infinite query: its next page and how loading it went. */
export type NextPageQuery = Pick<
  PagedQuery,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/** LoadMoreButton for an infinite query: its next page, while there is one. */
export function LoadMoreOf({ query }: { query: NextPageQuery }) {
  return (
    <LoadMoreButton
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );
}
