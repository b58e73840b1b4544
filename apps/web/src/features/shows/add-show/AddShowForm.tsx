import type { Show, User } from '@gigrank/domain';
import { Box, Button, Divider, Stack, Text } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { GuestArtistsField } from '../form/GuestArtistsField';
import { PhotosField } from '../form/PhotosField';
import { ScoreField } from '../form/ScoreField';
import { CompanionField, MemoryFields, ShowPlaceFields } from '../form/ShowFields';
import { newShowDraft, ratedMessage } from '../form/show-draft';
import { useShowDraft } from '../form/use-show-draft';
import classes from './AddShowForm.module.css';
import { SaveShowError, useSaveShow } from './use-save-show';

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
  /** `?artist=` of the route. */
  prefillArtist?: string;
  /** The show was saved: the page resets the form (a fresh mount) and refreshes caches. */
  onSaved: (show: Show) => void;
}

/**
 * The Add New Show form (SPEC section 2): artist, city, date, venue, score,
 * guests, companion, favorite song, notes and photos. It resets by being
 * mounted again (the page changes its key after a save).
 */
export function AddShowForm({ user, prefillArtist, onSaved }: AddShowFormProps) {
  const draft = useShowDraft((today) => newShowDraft(today, prefillArtist));
  const save = useSaveShow();
  const saving = save.isPending;

  const saveValid = async (userId: number) => {
    try {
      const show = await save.mutateAsync({ userId, draft: draft.values });
      showSuccessToast('Show added successfully', ratedMessage(show.artist, draft.values.score));
      onSaved(show);
    } catch (error) {
      if (error instanceof SaveShowError && error.step === 'artist') {
        showErrorToastFrom('Error adding new artist', error.reason, 'Failed to add artist');
      } else {
        const reason = error instanceof SaveShowError ? error.reason : error;
        showErrorToastFrom('Error', reason, 'Failed to add show');
      }
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      showErrorToast('Login required', 'Please log in to add a show');
      return;
    }
    if (Object.keys(draft.check()).length) {
      // Bring the first message into view (the save button is far below the top fields).
      requestAnimationFrame(() => {
        document
          .querySelector('[data-add-show-form] [aria-invalid="true"]')
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      });
      return;
    }
    void saveValid(user.id);
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      className={classes.card}
      data-add-show-form
      p={{ base: 'md', sm: 'xl' }}
      style={{ borderRadius: 'var(--mantine-radius-lg)' }}
      aria-label="Add New Show"
    >
      <fieldset className={classes.fieldset} disabled={saving}>
        <Stack gap="xl">
          <Section title="The show">
            <ShowPlaceFields draft={draft} />
          </Section>

          <Divider color="cream.2" />

          <Section title="Your rating">
            <ScoreField
              variant="add"
              value={draft.values.score}
              onChange={(score) => draft.set({ score })}
            />
          </Section>

          <Divider color="cream.2" />

          <Section title="Who was there">
            <GuestArtistsField draft={draft} variant="add" />
            <CompanionField draft={draft} />
          </Section>

          <Divider color="cream.2" />

          <Section title="Memories">
            <MemoryFields draft={draft} />
            <PhotosField draft={draft} />
          </Section>

          <Button type="submit" size="lg" fullWidth disabled={saving}>
            {saving ? 'SAVING...' : 'Save Show'}
          </Button>
        </Stack>
      </fieldset>
    </Box>
  );
}
