import { tone } from '@gigrank/ui';
import type { SetlistSong, Show, User } from '@gigrank/domain';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { isNetworkError } from '../../../lib/errors';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { GuestArtistsField } from '../form/GuestArtistsField';
import { PhotosField } from '../form/PhotosField';
import { TicketField } from '../form/TicketField';
import { TravelField } from '../form/TravelField';
import { ScoreField } from '../form/ScoreField';
import { CompanionField, MemoryFields, ShowPlaceFields } from '../form/ShowFields';
import { newShowDraft, ratedMessage, type ShowDraft, type ShowPrefill } from '../form/show-draft';
import { useShowDraft } from '../form/use-show-draft';
import { FormCard } from '../../../components/FormCard';
import classes from '../../../components/FormCard.module.css';
import { SaveShowError, useSaveShow } from './use-save-show';
import { setlistSongNames } from '../show-page/setlist';
import { SetlistFormSection } from '../setlist/SetlistFormSection';
import { useSetlistEditor } from '../setlist/use-setlist-editor';
import { useSetlistAfterShow } from '../setlist/use-setlist-writes';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Text component="h2" className={classes.sectionTitle} m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export interface AddShowFormProps {
  /** The signed-in user; null only if the session is gone. */
  user: User | null;
  /** `?artist=` of the route, or a plan's fields and id ("Log this show"). */
  prefill?: ShowPrefill;
  /** The show was saved: the page resets the form (a fresh mount) and refreshes caches. */
  onSaved: (show: Show) => void;
  /** A queued show brought back to be fixed: the form starts from it, and saving replaces it. */
  fixing?: { id: string; draft: ShowDraft; setlist?: readonly SetlistSong[] };
  /** No connection: the show was kept on this device to upload later; the page resets the form. */
  onQueued: () => void;
}

/** The offline queue's code, loaded with the form so that it is at hand once offline. */
const loadQueue = () => import('../offline/queue-draft');

/** A new Idempotency-Key (crypto.randomUUID where the page is a secure context). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Add New Show form (SPEC section 2): artist, city, date, venue, score,
 * guests, companion, the setlist (optional, closed at first), favorite song,
 * notes and photos. It resets by being mounted again (the page changes its
 * key after a save).
 */
export function AddShowForm({ user, prefill, onSaved, fixing, onQueued }: AddShowFormProps) {
  const draft = useShowDraft((today) => fixing?.draft ?? newShowDraft(today, prefill));
  const save = useSaveShow();
  const setlist = useSetlistEditor(fixing?.setlist);
  const [setlistOpen, setSetlistOpen] = useState(false);
  const saveSetlist = useSetlistAfterShow();
  const [keeping, setKeeping] = useState(false);
  const [savingSetlist, setSavingSetlist] = useState(false);
  const saving = save.isPending || keeping || savingSetlist;
  // The favorite song offers the songs of the setlist being written.
  const songNames = useMemo(() => setlistSongNames(setlist.songs), [setlist.songs]);

  useEffect(() => {
    void loadQueue().catch(() => undefined);
  }, []);

  /** Keeps the show (and its setlist) on this device under the key of the try that failed. */
  const keepOffline = async (
    userId: number,
    idempotencyKey: string,
    songs: readonly SetlistSong[],
  ) => {
    setKeeping(true);
    try {
      const { keepShowOffline } = await loadQueue();
      await keepShowOffline({
        id: idempotencyKey,
        userId,
        draft: draft.values,
        setlist: songs,
        replaces: fixing?.id,
      });
      showSuccessToast('Saved on this device', "It will upload when you're back online");
      onQueued();
    } catch {
      showErrorToast('Error', 'The show could not be kept on this device');
    } finally {
      setKeeping(false);
    }
  };

  const saveValid = async (userId: number, songs: readonly SetlistSong[]) => {
    const idempotencyKey = newIdempotencyKey();
    if (!navigator.onLine) {
      await keepOffline(userId, idempotencyKey, songs);
      return;
    }
    let show: Show;
    try {
      show = await save.mutateAsync({ userId, draft: draft.values, idempotencyKey });
    } catch (error) {
      const reason = error instanceof SaveShowError ? error.reason : error;
      if (isNetworkError(reason)) {
        // No answer: the show waits on this device (the same key, in case it did arrive).
        await keepOffline(userId, idempotencyKey, songs);
      } else if (error instanceof SaveShowError && error.step === 'artist') {
        showErrorToastFrom('Error adding new artist', error.reason, 'Failed to add artist');
      } else {
        showErrorToastFrom('Error', reason, 'Failed to add show');
      }
      return;
    }
    // The fixed draft is in: its queued copy goes.
    if (fixing)
      await loadQueue()
        .then((queue) => queue.dropQueuedShow(fixing.id))
        .catch(() => undefined);
    if (songs.length > 0) {
      // The show is in: its setlist follows, and a refusal says so without undoing the show.
      setSavingSetlist(true);
      const written = await saveSetlist(show.id, songs);
      setSavingSetlist(false);
      if (!written.ok) {
        showErrorToastFrom(
          'Show added, but not its setlist',
          written.error,
          "Add it from the show's page",
        );
        onSaved(show);
        return;
      }
      show = written.show;
    }
    showSuccessToast('Show added successfully', ratedMessage(show.artist, draft.values.score));
    onSaved(show);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      showErrorToast('Login required', 'Please log in to add a show');
      return;
    }
    const showErrors = Object.keys(draft.check()).length > 0;
    const songs = setlist.check();
    // A setlist with a message opens, to show it.
    if (!songs.ok) setSetlistOpen(true);
    if (showErrors || !songs.ok) {
      // Bring the first message into view (the save button is far below the top fields).
      requestAnimationFrame(() => {
        document
          .querySelector('[data-add-show-form] [aria-invalid="true"]')
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      });
      return;
    }
    void saveValid(user.id, songs.songs);
  };

  return (
    <FormCard label="Add New Show" saving={saving} onSubmit={submit} gap="xl" data-add-show-form>
      <Section title="The show">
        <ShowPlaceFields draft={draft} />
      </Section>

      <Divider color={tone.line} />

      <Section title="Your rating">
        <ScoreField
          variant="add"
          value={draft.values.score}
          onChange={(score) => draft.set({ score })}
        />
      </Section>

      <Divider color={tone.line} />

      <Section title="Who was there">
        <GuestArtistsField draft={draft} variant="add" />
        <CompanionField draft={draft} />
      </Section>

      <Divider color={tone.line} />

      <Section title="Setlist">
        <SetlistFormSection
          editor={setlist}
          artist={draft.values.artist}
          open={setlistOpen}
          onOpenChange={setSetlistOpen}
        />
      </Section>

      <Divider color={tone.line} />

      <Section title="Memories">
        <MemoryFields draft={draft} songs={songNames} />
        <PhotosField draft={draft} />
        <TicketField draft={draft} />
        <TravelField draft={draft} />
      </Section>

      <Button type="submit" size="lg" fullWidth disabled={saving}>
        {saving ? 'SAVING...' : 'Save Show'}
      </Button>
    </FormCard>
  );
}
