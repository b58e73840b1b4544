import { trpc } from '../../lib/trpc';
import { LEDGER_PAGE_SIZE, ledgerSongs, nextLedgerCursor } from './song-text';

/**
 * A user's songs heard live, a page at a time: the query (for its states and
 * 'Load more'), its first page (the total and the top artists) and the songs
 * of the pages read so far, each once.
 */
export function useSongLedger(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  const ledger = trpc.songs.ledger.useInfiniteQuery(
    { userId, limit: LEDGER_PAGE_SIZE },
    { getNextPageParam: nextLedgerCursor, enabled },
  );
  return {
    ledger,
    first: ledger.data?.pages[0],
    songs: ledgerSongs(ledger.data?.pages ?? []),
  };
}
