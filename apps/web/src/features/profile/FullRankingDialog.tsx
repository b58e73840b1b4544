import type { Show } from '@gigrank/domain';
import type { ReactNode } from 'react';
import type { PagedQuery } from '../../lib/paging';
import { ListSkeleton } from '../../components/QueryStates';
import { PagedListDialog } from './PagedListDialog';
import { RankedShowItem } from '../../components/RankedShowItem';

/** Stack id of the dialog inside a Modal.Stack (the edit dialog opens over it). */
const FULL_RANKING_STACK_ID = 'full-ranking';

/**
 * The Full Ranking dialog (SPEC section 2): every ranked show, highest to
 * lowest, as rank/total; the shows loaded so far (the Seen list's query),
 * with 'Load more' while pages remain.
 */
export function FullRankingDialog({
  shows,
  total,
  query,
  opened,
  onClose,
  ownerName,
  onEdit,
  highlightId,
  note,
}: {
  /** The shows loaded so far, in rank order. */
  shows: Show[];
  /** How many shows the ranking has in all. */
  total: number;
  /** The ranking's paged query (the Seen list's). */
  query: PagedQuery;
  opened: boolean;
  onClose: () => void;
  /** Whose ranking it is (shown under the title). */
  ownerName: string;
  onEdit?: (show: Show) => void;
  /** The show an edit just moved: highlighted, and scrolled to. */
  highlightId?: number;
  /** Said above the list (where the edit moved the show). */
  note?: ReactNode;
}) {
  return (
    <PagedListDialog
      stackId={FULL_RANKING_STACK_ID}
      title="Full Ranking"
      caption={`${ownerName}'s shows, highest score first`}
      opened={opened}
      onClose={onClose}
      size="lg"
      query={query}
      loading={<ListSkeleton label="Loading shows" height={58} />}
      errorMessage="Failed to fetch ranked shows"
      header={note}
      listLabel="Full ranking"
      ordered
    >
      {shows.map((show) => (
        <RankedShowItem
          key={show.id}
          show={show}
          total={total}
          onEdit={onEdit}
          highlighted={show.id === highlightId}
          followFocus
        />
      ))}
    </PagedListDialog>
  );
}
