import {
  LIST_PAGE_SIZE,
  PROFILE_SEEN_PREVIEW,
  pluralize,
  type Show,
  type User,
} from '@gigrank/domain';
import { Box, Button, Group, Modal } from '@mantine/core';
import {
  IconListNumbers,
  IconPhoto,
  IconPlus,
  IconStars,
  IconTicket,
  type Icon,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { nextOffset, pagedRows, pagedTotal } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { PlainList } from '../../components/QueryStates';
import { ProfileListTab } from '../../components/ProfileSection';
import { RankedShowItem } from '../../components/RankedShowItem';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import {
  loadEditShowDialog,
  QueuedShowItems,
  useQueuedShows,
  RankMoveNote,
  type RankMove,
} from '../shows';
import { rankedCount, useUnscoredCount } from '../rate';

// The dialogs load when they first open.
const FullRankingDialog = lazyWhenOpened(() =>
  import('./FullRankingDialog').then((module) => module.FullRankingDialog),
);
const EditShowDialog = lazyWhenOpened(loadEditShowDialog);

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
 * Built to sit inside the profile's Seen tab. Above the ranking, the owner
 * sees the shows saved offline on this device that wait to upload. The ranking loads a page of
 * LIST_PAGE_SIZE shows at a time; the Full Ranking loads more on demand.
 */
export function SeenShows({ user, isOwner }: SeenShowsProps) {
  const ranked = trpc.shows.ranked.useInfiniteQuery(
    { userId: user.id, limit: LIST_PAGE_SIZE },
    { getNextPageParam: nextOffset },
  );
  // The owner's shows saved offline on this device, before the ranked ones.
  const queued = useQueuedShows(user.id, isOwner).data ?? [];
  const [rankingOpen, setRankingOpen] = useState(false);
  const [editing, setEditing] = useState<Show | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  // The show an edit saved last: highlighted where it now stands, its move said once.
  const [moved, setMoved] = useState<RankMove | null>(null);
  const movedId = moved?.saved.id;
  const moveNote = moved ? <RankMoveNote move={moved} mb="xs" /> : null;

  // The owner's imported shows not yet scored count as seen but have no place in the ranking.
  const unscored = useUnscoredCount({ enabled: isOwner });
  const shows = pagedRows(ranked.data?.pages ?? []);
  const total = pagedTotal(
    shows.length,
    ranked.hasNextPage,
    isOwner && unscored !== null ? rankedCount(user.showsCount, unscored) : user.showsCount,
  );
  const preview = shows.slice(0, PROFILE_SEEN_PREVIEW);
  const edit = isOwner
    ? (show: Show) => {
        setEditing(show);
        setEditOpen(true);
      }
    : undefined;

  return (
    <ProfileListTab
      section={{
        titleId: 'seen-shows-title',
        title: 'Seen',
        icon: IconTicket,
        color: 'encore',
        count: ranked.isSuccess ? { text: pluralize(total, 'show'), testId: 'seen-count' } : null,
        action:
          shows.length > 0 ? (
            <Button
              variant="light"
              size="sm"
              leftSection={<IconListNumbers size={16} aria-hidden />}
              onClick={() => setRankingOpen(true)}
            >
              See all
            </Button>
          ) : null,
      }}
      query={ranked}
      loading={{ label: 'Loading shows', rowHeight: 58 }}
      errorMessage="Failed to fetch ranked shows"
      empty={
        shows.length === 0 && queued.length === 0
          ? {
              isOwner,
              ownerTitle: "You haven't ranked any shows yet",
              visitorTitle: `${user.displayName} hasn't ranked any shows yet`,
              icon: IconTicket,
              color: 'midnight',
              action: unscored ? (
                <EmptyAction to="/rate" icon={IconStars}>
                  Rate your imported shows
                </EmptyAction>
              ) : (
                <Group gap="xs" justify="center">
                  <EmptyAction to="/add" icon={IconPlus}>
                    Add your first show
                  </EmptyAction>
                  {/* Starting late: the camera roll remembers the gigs. */}
                  <EmptyAction to="/import/photos" icon={IconPhoto} variant="light">
                    Find them in your photos
                  </EmptyAction>
                </Group>
              ),
            }
          : null
      }
      before={
        queued.length > 0 ? (
          <Box mb="xs">
            <PlainList label="Shows waiting to upload">
              <QueuedShowItems shows={queued} />
            </PlainList>
          </Box>
        ) : null
      }
      after={
        <Modal.Stack>
          <FullRankingDialog
            shows={shows}
            total={total}
            query={ranked}
            opened={rankingOpen}
            onClose={() => setRankingOpen(false)}
            ownerName={user.displayName}
            onEdit={edit}
            highlightId={movedId}
            note={rankingOpen ? moveNote : null}
          />
          <EditShowDialog
            show={editing}
            opened={editOpen}
            onClose={() => setEditOpen(false)}
            onSaved={(saved, before) => setMoved({ saved, before })}
          />
        </Modal.Stack>
      }
    >
      {rankingOpen ? null : moveNote}
      <PlainList ordered label="Top ranked shows">
        {preview.map((show) => (
          <RankedShowItem
            key={show.id}
            show={show}
            onEdit={edit}
            highlighted={show.id === movedId}
            followFocus={!rankingOpen}
          />
        ))}
      </PlainList>
      {total > PROFILE_SEEN_PREVIEW ? (
        <Button variant="subtle" fullWidth mt="xs" onClick={() => setRankingOpen(true)}>
          See more shows
        </Button>
      ) : null}
    </ProfileListTab>
  );
}

/** The empty list's way forward: a button that goes to the page that fills it. */
function EmptyAction({
  to,
  icon: ActionIcon,
  children,
  variant = 'filled',
}: {
  to: '/rate' | '/add' | '/import/photos';
  icon: Icon;
  children: ReactNode;
  variant?: 'filled' | 'light';
}) {
  return (
    <Button
      component={Link}
      to={to}
      mt="xs"
      variant={variant}
      leftSection={<ActionIcon size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}
