import { NOTES_MAX, TEXT_FIELD_MAX } from '@gigrank/domain';
import { Autocomplete, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconCalendar, IconMusic } from '@tabler/icons-react';
import { useSession } from '../../auth';
import { CityField } from './CityField';
import { ArtistPicker, CompanionPicker } from './pickers';
import { VenueField } from './VenueField';
import { latestShowDate, type ShowDraft } from './show-draft';
import { useCreateArtist } from './use-catalogue-writes';
import type { ShowDraftState } from './use-show-draft';

type TextField = 'favoriteSong' | 'notes' | 'date';

/** The value, message and change handler of a plain text field of the draft. */
function textProps(draft: ShowDraftState, field: TextField) {
  return {
    value: draft.values[field],
    error: draft.errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      draft.set({ [field]: event.currentTarget.value } as Partial<ShowDraft>),
  };
}

/**
 * What and where: the artist (picked, created, or typed and created on add),
 * the city (picked as 'Name, CC', created, or typed), the date (at most
 * tomorrow) and the venue (typed, or picked among the city's venues).
 */
export function ShowPlaceFields({ draft }: { draft: ShowDraftState }) {
  const createArtist = useCreateArtist();
  const { values, errors } = draft;
  const pickArtist = (artist: string) => draft.set({ artist, artistPicked: true });
  return (
    <>
      <ArtistPicker
        label="Artist"
        withAsterisk
        placeholder="Who played?"
        value={values.artist}
        error={errors.artist}
        onChange={(artist) => draft.set({ artist, artistPicked: false })}
        onPick={pickArtist}
        onCreate={(text) =>
          void createArtist.create(text).then((artist) => artist && pickArtist(artist))
        }
        creating={createArtist.isPending}
      />
      <CityField
        placeholder="Where was it?"
        value={values.city}
        error={errors.city}
        onChange={draft.set}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Date"
          type="date"
          withAsterisk
          max={latestShowDate(draft.today)}
          leftSection={<IconCalendar size={16} aria-hidden />}
          {...textProps(draft, 'date')}
        />
        <VenueField place={values} value={values.venue} error={errors.venue} onChange={draft.set} />
      </SimpleGrid>
    </>
  );
}

/** Who you went with: a user picked from the list (never yourself), or free text. */
export function CompanionField({ draft }: { draft: ShowDraftState }) {
  // The page may outlive the session for a moment (logout elsewhere).
  const me = useSession().state.user;
  return (
    <CompanionPicker
      label="Companion"
      placeholder="Who did you go with?"
      currentUserId={me?.id ?? null}
      value={draft.values.companion}
      error={draft.errors.companion}
      onChange={(companion) => draft.set({ companion })}
    />
  );
}

/**
 * The favorite song and the notes. With `songs` (the show's setlist, issue
 * 19) the song field offers them as suggestions; any text is still taken.
 */
export function MemoryFields({
  draft,
  songs = [],
}: {
  draft: ShowDraftState;
  songs?: readonly string[];
}) {
  const song = {
    label: 'Favorite song',
    placeholder: 'The song of the night',
    leftSection: <IconMusic size={16} aria-hidden />,
    maxLength: TEXT_FIELD_MAX,
  };
  return (
    <>
      {songs.length > 0 ? (
        <Autocomplete
          {...song}
          value={draft.values.favoriteSong}
          error={draft.errors.favoriteSong}
          description="Pick one from the setlist, or type any song"
          data={[...songs]}
          limit={50}
          maxDropdownHeight={300}
          onChange={(favoriteSong) => draft.set({ favoriteSong })}
        />
      ) : (
        <TextInput {...song} {...textProps(draft, 'favoriteSong')} />
      )}
      <Textarea
        label="Notes"
        placeholder="What made it special?"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={NOTES_MAX}
        {...textProps(draft, 'notes')}
      />
    </>
  );
}
