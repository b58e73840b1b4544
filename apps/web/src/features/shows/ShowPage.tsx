import { PRODUCT_NAME, type Placement } from '@gigrank/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PageState } from '../../components/page-states';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth';
import { PhotoGallery } from './show-page/PhotoGallery';
import { ShowComments } from './show-page/ShowComments';
import { ShowDetails } from './show-page/ShowDetails';
import { ShowSetlist } from './show-page/ShowSetlist';
import { ReportButton } from '../social';
import { DeleteButton } from '../../components/DeleteConfirmDialog';
import { EditButton } from '../../components/ActionButton';
import { ShowHero } from './show-page/ShowHero';
import { ShowLikeButton } from './show-page/ShowLikeButton';
import { SHOW_PAGE_STATES } from './show-page/ShowPageStates';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { RankMoveNote, type RankMove } from './placement/RankMoveNote';

// The owner's dialogs load when they first open.
const EditShowDialog = lazyWhenOpened(() =>
  import('./edit/EditShowDialog').then((module) => module.EditShowDialog),
);
const DeleteShowDialog = lazyWhenOpened(() =>
  import('./edit/DeleteShowDialog').then((module) => module.DeleteShowDialog),
);
const RankRitualDialog = lazyWhenOpened(() =>
  import('./placement/RankRitualDialog').then((module) => module.RankRitualDialog),
);
const SetlistEditorDialog = lazyWhenOpened(() =>
  import('./setlist/SetlistEditorDialog').then((module) => module.SetlistEditorDialog),
);

/**
 * A show's page (DECISIONS.md): the artist, guests, date, venue, city, score
 * and verdict, notes, favourite song, companion, the setlist (its own, or its
 * gig's) and its source (an imported show), the photo gallery, and for
 * its owner Edit (the Edit Show Rating dialog, with every field), Delete and
 * the setlist dialog,
 * and for a scored show 'Rank against my past shows' ("Which was better?");
 * then the like toggle and the comment thread.
 */
export function ShowPage({ id }: { id: number }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  // While a photo's sizes are being made, the query asks again by itself (lib/photo-processing.ts).
  const show = trpc.shows.byId.useQuery({ id });
  const [editOpen, setEditOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [moved, setMoved] = useState<RankMove | null>(null);
  const [rankingOpen, setRankingOpen] = useState(false);
  const [setlistOpen, setSetlistOpen] = useState(false);
  // Said under the hero once the ranking dialog has closed (a polite status, read then).
  const placed = useRef<Placement | null>(null);

  const data = show.data;
  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    document.title = `${data.artist} · ${data.city} | ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [data]);

  if (!show.isSuccess) return <PageState query={show} states={SHOW_PAGE_STATES} />;

  const isOwner = show.data.userId === me.id;
  const leave = () => navigate({ to: '/profile' });
  const closeRanking = () => {
    setRankingOpen(false);
    const placement = placed.current;
    placed.current = null;
    if (placement) {
      // Where it was comes from the placement: by now the page holds the show as placed
      // (the placement refreshed it), which would read 'unchanged'.
      const shown = show.data;
      setMoved({
        before: { ...shown, rank: placement.previousRank },
        saved: { ...shown, rank: placement.rank, score: placement.score },
      });
    }
  };

  return (
    <Stack gap="lg">
      <ShowHero
        show={show.data}
        actions={
          isOwner ? (
            <Group gap="xs" wrap="nowrap">
              <EditButton onClick={() => setEditOpen(true)}>Edit</EditButton>
              <DeleteButton onClick={() => setDeleteOpen(true)}>Delete</DeleteButton>
            </Group>
          ) : (
            <ReportButton kind="show" id={show.data.id} />
          )
        }
      />
      {isOwner && show.data.rank !== null ? (
        <Group>
          <Button
            variant="light"
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            {...RankRitualDialog.openerProps(() => setRankingOpen(true))}
          >
            Rank against my past shows
          </Button>
        </Group>
      ) : null}
      {isOwner && moved ? <RankMoveNote move={moved} /> : null}
      <ShowDetails show={show.data} />
      <ShowSetlist show={show.data} isOwner={isOwner} onEdit={() => setSetlistOpen(true)} />
      <PhotoGallery photos={show.data.photos} artist={show.data.artist} />
      <ShowLikeButton show={show.data} />
      <ShowComments show={show.data} />
      {isOwner ? (
        <Modal.Stack>
          <EditShowDialog
            show={show.data}
            opened={editOpen}
            onClose={() => setEditOpen(false)}
            onDeleted={leave}
            onSaved={(saved, before) => setMoved({ saved, before })}
            detailsOpen
          />
          <DeleteShowDialog
            show={show.data}
            opened={deleteOpen}
            onClose={() => setDeleteOpen(false)}
            onDeleted={leave}
          />
          <RankRitualDialog
            opened={rankingOpen}
            onClose={closeRanking}
            showId={show.data.id}
            userId={me.id}
            onPlaced={(placement) => (placed.current = placement)}
          />
          <SetlistEditorDialog
            show={show.data}
            opened={setlistOpen}
            onClose={() => setSetlistOpen(false)}
          />
        </Modal.Stack>
      ) : null}
    </Stack>
  );
}
