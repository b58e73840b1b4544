import type { Show } from '@gigrank/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { LoadMoreButton } from '../../lib/load-more-button';
import { RankedShowItem } from './RankedShowItem';

/** Stack id of the dialog inside a Modal.Stack (the edit dialog opens over it). */
export const FULL_RANKING_STACK_ID = 'full-ranking';

/**
 * The Full Ranking dialog (SPEC section 2): every ranked show, highest to
 * lowest, as rank/total; the shows loaded so far, with 'Load more' while
 * pages remain.
 */
export function FullRankingDialog({
  shows,
  total,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  opened,
  onClose,
  ownerName,
  onEdit,
}: {
  /** The shows loaded so far, in rank order. */
  shows: Show[];
  /** How many shows the ranking has in all. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
  opened: boolean;
  onClose: () => void;
  /** Whose ranking it is (shown under the title). */
  ownerName: string;
  onEdit?: (show: Show) => void;
}) {
  return (
    <Modal
      stackId={FULL_RANKING_STACK_ID}
      opened={opened}
      onClose={onClose}
      title="Full Ranking"
      centered
      radius="lg"
      size="lg"
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      <Text c="dimmed" fz="sm" mb="md">
        {ownerName}&apos;s shows, highest score first
      </Text>
      <Stack
        component="ol"
        gap="xs"
        p={0}
        m={0}
        aria-label="Full ranking"
        style={{ listStyle: 'none' }}
      >
        {shows.map((show) => (
          <RankedShowItem key={show.id} show={show} total={total} onEdit={onEdit} />
        ))}
      </Stack>
      <LoadMoreButton
        hasMore={hasMore}
        loading={loadingMore}
        failed={loadMoreFailed}
        onLoadMore={onLoadMore}
      />
    </Modal>
  );
}
