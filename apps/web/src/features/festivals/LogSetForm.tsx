import { STAGE_MAX, type FestivalSummary, type Show, type User } from '@gigrank/domain';
import { tone } from '@gigrank/ui';
import { Button, Chip, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconClock, IconMicrophone, IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { FormCard } from '../../components/FormCard';
import {
  SaveShowError,
  PhotosField,
  TicketField,
  TravelField,
  ArtistPicker,
  ScoreField,
  MemoryFields,
  ratedMessage,
  useCreateArtist,
  useShowDraft,
} from '../shows';
import { newSetDraft } from './festival-set';
import { festivalDayLabel } from './festival-text';
import { useSaveSet } from './use-save-set';

/** The message under the day chips when none is chosen. */
const PICK_DAY_MESSAGE = 'Pick the day of the set';

/**
 * One festival set: the day (chips of the festival's days), the artist (the
 * Add Show form's picker), optional stage and time, the score with its
 * verdict, favorite song, notes and photos. The city and venue are the
 * festival's. It is mounted afresh after each save (the page changes its
 * key), keeping the day, and then puts the cursor back in the artist box.
 */
export function LogSetForm({
  user,
  festival,
  days,
  day,
  onDayChange,
  focusArtist,
  onSaved,
}: {
  user: User | null;
  festival: FestivalSummary;
  /** The festival's days, first to last. */
  days: readonly string[];
  /** The chosen day, '' while none is. */
  day: string;
  onDayChange: (day: string) => void;
  /** A set was just saved: the cursor goes to the artist box for the next one. */
  focusArtist: boolean;
  onSaved: (show: Show) => void;
}) {
  const draft = useShowDraft((today) => newSetDraft(festival, day, today));
  const [stage, setStage] = useState('');
  const [setTime, setSetTime] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);
  const save = useSaveSet();
  const createArtist = useCreateArtist();
  const artistBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusArtist) artistBox.current?.querySelector('input')?.focus();
  }, [focusArtist]);

  const pickDay = (next: string) => {
    onDayChange(next);
    draft.set({ date: next });
    setDayError(null);
  };
  const pickArtist = (artist: string) => draft.set({ artist, artistPicked: true });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user) {
      showErrorToast('Login required', 'Please log in to add a show');
      return;
    }
    const errors = draft.check();
    const noDay = !draft.values.date;
    setDayError(noDay ? PICK_DAY_MESSAGE : (errors.date ?? null));
    if (noDay || Object.keys(errors).length) return;
    save.mutate(
      {
        userId: user.id,
        festivalId: festival.id,
        draft: draft.values,
        extras: { stage, setTime },
      },
      {
        onSuccess: (show) => {
          showSuccessToast('Set saved', ratedMessage(show.artist, draft.values.score));
          onSaved(show);
        },
        onError: (error) => {
          const reason = error instanceof SaveShowError ? error.reason : error;
          if (error instanceof SaveShowError && error.step === 'artist') {
            showErrorToastFrom('Error adding new artist', reason, 'Failed to add artist');
          } else {
            showErrorToastFrom('Error', reason, 'Failed to add show');
          }
        },
      },
    );
  };

  return (
    <FormCard label="Log a set" saving={save.isPending} onSubmit={submit} gap="lg">
      <Stack gap={6}>
        <Text size="sm" fw={500} id="set-day-label">
          Day{' '}
          <Text span c="red" aria-hidden>
            *
          </Text>
        </Text>
        <Chip.Group multiple={false} value={day || null} onChange={(value) => pickDay(value)}>
          <Group gap="xs" role="radiogroup" aria-labelledby="set-day-label">
            {days.map((d) => (
              <Chip key={d} value={d} type="radio" variant="outline" radius="xl">
                {festivalDayLabel(d)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {dayError ? (
          <Text fz="xs" c="red" role="alert">
            {dayError}
          </Text>
        ) : null}
      </Stack>

      <div ref={artistBox}>
        <ArtistPicker
          label="Artist"
          withAsterisk
          placeholder="Who played?"
          value={draft.values.artist}
          error={draft.errors.artist}
          onChange={(artist) => draft.set({ artist, artistPicked: false })}
          onPick={pickArtist}
          onCreate={(text) =>
            void createArtist.create(text).then((artist) => artist && pickArtist(artist))
          }
          creating={createArtist.isPending}
        />
      </div>

      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label="Stage"
          placeholder="Optional"
          leftSection={<IconMicrophone size={16} aria-hidden />}
          maxLength={STAGE_MAX}
          value={stage}
          onChange={(e) => setStage(e.currentTarget.value)}
        />
        <TextInput
          label="Time"
          type="time"
          leftSection={<IconClock size={16} aria-hidden />}
          value={setTime}
          onChange={(e) => setSetTime(e.currentTarget.value)}
        />
      </SimpleGrid>

      <ScoreField
        variant="add"
        value={draft.values.score}
        onChange={(score) => draft.set({ score })}
      />

      <Divider color={tone.line} />

      <MemoryFields draft={draft} />
      <PhotosField draft={draft} />
      {/* A festival pass is one ticket: on one of its sets, it counts once in the ledger. */}
      <TicketField draft={draft} />
      <TravelField draft={draft} />

      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={save.isPending}
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        {save.isPending ? 'SAVING...' : 'Save set'}
      </Button>
    </FormCard>
  );
}
