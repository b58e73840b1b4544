import {
  LIST_PAGE_SIZE,
  PROFILE_SEEN_PREVIEW,
  pluralize,
  type Show,
  type User,
} from '@gigrank/domain';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { EmptyState } from '@gigrank/ui';
import { IconListNumbers, IconPlus, IconTicket } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { nextOffset, pagedRows, pagedTotal } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { RankedShowItem } from './RankedShowItem';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';

// The dialogs load when they first open.
const FullRankingDialog = lazyWhenOpened(() =>
  import('./FullRankingDialog').then((module) => module.FullRankingDialog),
);
const EditShowDialog = lazyWhenOpened(() =>
  import('../shows/edit/EditShowDialog').then((module) => module.EditShowDialog),
);

export interface SeenShowsProps {
  /** Whose shows (the profile's user); showsCount is the total while pages remain. */
  user: Pick<User, 'id' | 'displayName' | 'showsCount'>;
  /** Owner mode: edit controls and the 'Add your first show' call to action. */
  isOwner: boolean;
}

/**
 * The profile's Seen list (SPEC section 2): the show count, 'See all' (the
 * Full Ranking dialog), the top 5 shows by rank and 'See more shows' when
 * there are more; for the owner, each show opens the Edit Show Rating dialog.
 * Built to sit inside the profile's Seen tab. The ranking loads a page of
 * LIST_PAGE_SIZE shows at a time; the Full Ranking loads more on demand.
 */
export function SeenShows({ user, isOwner }: SeenShowsProps) {
  const ranked = trpc.shows.ranked.useInfiniteQuery(
    { userId: user.id, limit: LIST_PAGE_SIZE },
    { getNextPageParam: nextOffset },
  );
  const [rankingOpen, setRankingOpen] = useState(false);
  const [editing, setEditing] = useState<Show | null>(null);
  const [editOpen, setEditOpen] = useState(false);

  const shows = pagedRows(ranked.data?.pages ?? []);
  const total = pagedTotal(shows.length, ranked.hasNextPage, user.showsCount);
  const preview = shows.slice(0, PROFILE_SEEN_PREVIEW);
  const edit = isOwner
    ? (show: Show) => {
        setEditing(show);
        setEditOpen(true);
      }
    : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby="seen-shows-title"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder
    >
      <Group justify="space-between" align="center" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="encore" radius="md" size="lg" aria-hidden>
            <IconTicket size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="lg" id="seen-shows-title" c="midnight.9">
              Seen
            </Title>
            {ranked.isSuccess ? (
              <Text fz="sm" c="dimmed" data-testid="seen-count">
                {pluralize(total, 'show')}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {shows.length > 0 ? (
          <Button
            variant="light"
            size="sm"
            leftSection={<IconListNumbers size={16} aria-hidden />}
            onClick={() => setRankingOpen(true)}
          >
            See all
          </Button>
        ) : null}
      </Group>

      {ranked.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading shows">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={58} radius="md" />
          ))}
        </Stack>
      ) : ranked.isError && !ranked.isFetchNextPageError ? (
        <Alert color="red" variant="light" radius="md" title="Failed to fetch ranked shows">
          <Button
            size="xs"
            variant="light"
            color="red"
            mt="xs"
            onClick={() => void ranked.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : shows.length === 0 ? (
        <EmptyState
          py="lg"
          icon={
            <ThemeIcon variant="light" color="midnight" radius="xl" size={48} aria-hidden>
              <IconTicket size={26} />
            </ThemeIcon>
          }
          title={
            isOwner
              ? "You haven't ranked any shows yet"
              : `${user.displayName} hasn't ranked any shows yet`
          }
          action={
            isOwner ? (
              <Button
                component={Link}
                to="/add"
                mt="xs"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add your first show
              </Button>
            ) : null
          }
        />
      ) : (
        <Stack gap="xs">
          <Stack
            component="ol"
            gap="xs"
            p={0}
            m={0}
            aria-label="Top ranked shows"
            style={{ listStyle: 'none' }}
          >
            {preview.map((show) => (
              <RankedShowItem key={show.id} show={show} onEdit={edit} />
            ))}
          </Stack>
          {total > PROFILE_SEEN_PREVIEW ? (
            <Button variant="subtle" fullWidth mt={4} onClick={() => setRankingOpen(true)}>
              See more shows
            </Button>
          ) : null}
        </Stack>
      )}

      <Modal.Stack>
        <FullRankingDialog
          shows={shows}
          total={total}
          hasMore={ranked.hasNextPage}
          loadingMore={ranked.isFetchingNextPage}
          loadMoreFailed={ranked.isFetchNextPageError}
          onLoadMore={() => void ranked.fetchNextPage()}
          opened={rankingOpen}
          onClose={() => setRankingOpen(false)}
          ownerName={user.displayName}
          onEdit={edit}
        />
        <EditShowDialog show={editing} opened={editOpen} onClose={() => setEditOpen(false)} />
      </Modal.Stack>
    </Paper>
  );
}
