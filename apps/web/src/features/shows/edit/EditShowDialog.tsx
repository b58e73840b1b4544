import type { Show } from '@gigrank/domain';
import { Accordion, Center, Divider, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { CancelSaveButtons } from '../../../components/CancelSaveButtons';
import { DeleteButton } from '../../../components/DeleteConfirmDialog';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { trpc } from '../../../lib/trpc';
import { useMemo, useState, type ReactNode } from 'react';
import { GuestArtistsField } from '../form/GuestArtistsField';
import { PhotosField } from '../form/PhotosField';
import { TicketField } from '../form/TicketField';
import { TravelField } from '../form/TravelField';
import { ScoreField } from '../form/ScoreField';
import { CompanionField, MemoryFields, ShowPlaceFields } from '../form/ShowFields';
import { draftFromShow } from '../form/show-draft';
import { useShowDraft } from '../form/use-show-draft';
import { ownSetlist, setlistSongNames } from '../show-page/setlist';
import { sameSongs, setlistCountText } from '../setlist/setlist-rows';
import { SetlistFields } from '../setlist/SetlistFields';
import { useSetlistEditor } from '../setlist/use-setlist-editor';
import { DeleteShowDialog } from './DeleteShowDialog';
import { useUpdateShow } from './use-show-edits';
import { ShowSummaryLine } from '../ShowSummaryLine';

/** Stack id of the dialog inside a Modal.Stack (it opens over the Full Ranking). */
const EDIT_SHOW_STACK_ID = 'edit-show';

/** The fields shown above the 'Show details' section; a message elsewhere opens it. */
const TOP_FIELDS = new Set(['score', 'guestAppearances']);

export interface EditShowDialogProps {
  /** The owner's show being edited; null while none is chosen. */
  show: Show | null;
  opened: boolean;
  onClose: () => void;
  /** After the show was deleted from the dialog. */
  onDeleted?: () => void | Promise<unknown>;
  /** After a save, with the show as the server has it now and as it was (its rank may move). */
  onSaved?: (saved: Show, before: Show) => void;
  /** Open the section with the show's other fields (artist, city, date, photos...) at first. */
  detailsOpen?: boolean;
}

/**
 * The Edit Show Rating dialog (SPEC section 2): score slider with the live
 * verdict, guest artists, the show's other fields, its own setlist (closed
 * at first; sent after the show when changed), Delete (with its 'Delete
 * Show' confirmation), Cancel and Save. Render it inside a `Modal.Stack`
 * together with any dialog it opens over.
 */
export function EditShowDialog({
  show,
  opened,
  detailsOpen = false,
  ...actions
}: EditShowDialogProps) {
  return (
    <Modal
      stackId={EDIT_SHOW_STACK_ID}
      opened={opened && show !== null}
      onClose={actions.onClose}
      title="Edit Show Rating"
      centered
      radius="lg"
      size="lg"
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      {show ? (
        <WholeShow key={show.id} show={show}>
          {(whole) => <EditShowForm show={whole} detailsOpen={detailsOpen} {...actions} />}
        </WholeShow>
      ) : null}
    </Modal>
  );
}

/**
 * The show with its setlist: a list's card leaves the songs out, so the
 * dialog opened from a ranking reads the show's own answer before its form
 * (the setlist editor starts from its songs).
 */
function WholeShow({ show, children }: { show: Show; children: (whole: Show) => ReactNode }) {
  const card = show.setlist === undefined;
  const whole = trpc.shows.byId.useQuery({ id: show.id }, { enabled: card });
  if (!card) return children(show);
  if (whole.data) return children(whole.data);
  if (whole.isError) return <QueryLoadError title="Failed to load the show" query={whole} />;
  return (
    <Center py="xl">
      <Loader aria-label="Loading the show" />
    </Center>
  );
}

function EditShowForm({
  show,
  onClose,
  onDeleted,
  onSaved,
  detailsOpen,
}: Omit<EditShowDialogProps, 'opened'> & { show: Show; detailsOpen: boolean }) {
  const draft = useShowDraft(() => draftFromShow(show));
  const [sections, setSections] = useState<string[]>(detailsOpen ? ['details'] : []);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const initialSongs = useMemo(() => ownSetlist(show), [show]);
  const setlist = useSetlistEditor(initialSongs);
  const setlistOpen = sections.includes('setlist');
  // The favorite song offers the setlist's songs: the one being written, else the one shown.
  const songs = useMemo(
    () => setlistSongNames(setlist.songs.length > 0 ? setlist.songs : (show.setlist ?? [])),
    [setlist.songs, show.setlist],
  );
  const save = useUpdateShow(show, (saved) => {
    onSaved?.(saved, show);
    onClose();
  });
  const open = (section: string) =>
    setSections((open) => (open.includes(section) ? open : [...open, section]));

  const submit = () => {
    const errors = Object.keys(draft.check(show.photos.length));
    const checked = setlist.check();
    if (errors.some((field) => !TOP_FIELDS.has(field))) open('details');
    if (!checked.ok) open('setlist');
    if (errors.length || !checked.ok) return;
    // The setlist goes after the show only when it was changed.
    const changed = !sameSongs(checked.songs, initialSongs);
    save.mutate({ draft: draft.values, songs: changed ? checked.songs : null });
  };

  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="lg">
          <ShowSummaryLine show={show} />
          {show.score === null ? (
            <Text fz="sm" c="dimmed" data-testid="unscored-note">
              Not yet scored: saving gives it the score below, and a place in your ranking.
            </Text>
          ) : null}
          <ScoreField
            variant="edit"
            value={draft.values.score}
            onChange={(score) => draft.set({ score })}
          />
          <GuestArtistsField draft={draft} variant="edit" />
          <Accordion
            multiple
            value={sections}
            onChange={setSections}
            variant="contained"
            radius="md"
            chevronPosition="right"
          >
            <Accordion.Item value="details">
              <Accordion.Control>
                <Text fw={600} fz="sm">
                  Show details
                </Text>
                <Text fz="xs" c="dimmed">
                  Artist, city, date, venue, companion, favorite song, notes, photos, ticket and
                  travel
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <ShowPlaceFields draft={draft} />
                  <CompanionField draft={draft} />
                  <MemoryFields draft={draft} songs={songs} />
                  <PhotosField draft={draft} storedPhotos={show.photos} />
                  <TicketField draft={draft} />
                  <TravelField draft={draft} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="setlist">
              <Accordion.Control>
                <Text fw={600} fz="sm">
                  Setlist
                </Text>
                <Text fz="xs" c="dimmed">
                  {setlist.songs.length > 0
                    ? setlistCountText(setlist.songs)
                    : 'Optional: the songs you heard'}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {setlistOpen ? (
                  <SetlistFields editor={setlist} artist={draft.values.artist} />
                ) : null}
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <Divider />
          <Group justify="space-between" gap="sm">
            <DeleteButton
              variant="light"
              disabled={save.isPending}
              onClick={() => setConfirmDelete(true)}
            >
              Delete
            </DeleteButton>
            <CancelSaveButtons
              saving={save.isPending}
              onCancel={onClose}
              cancelDisabled={save.isPending}
            />
          </Group>
        </Stack>
      </form>
      <DeleteShowDialog
        show={show}
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onDeleted={() => {
          setConfirmDelete(false);
          onClose();
          return onDeleted?.();
        }}
      />
    </>
  );
}
