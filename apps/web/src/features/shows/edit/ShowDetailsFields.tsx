import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_SHOW,
  NOTES_MAX,
  TEXT_FIELD_MAX,
  addDays,
  type ShowPhoto,
} from '@gigrank/domain';
import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuildingStadium,
  IconCalendar,
  IconMapPin,
  IconMicrophone,
  IconMusic,
  IconPhotoPlus,
  IconTrash,
  IconUser,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { SearchCombobox } from './SearchCombobox';
import { useArtistOptions, useCityOptions, useCompanionOptions } from './search-options';
import { localToday, type DraftField, type ShowDraft } from './show-draft';

export interface ShowDetailsFieldsProps {
  draft: ShowDraft;
  update: (changes: Partial<ShowDraft>) => void;
  errors: Partial<Record<DraftField, string>>;
  existingPhotos: ShowPhoto[];
  selfId: number;
}

/**
 * The rest of a show in the edit dialog: artist, city, date, venue,
 * companion, favorite song, notes, and photos (add new, remove existing).
 */
export function ShowDetailsFields({
  draft,
  update,
  errors,
  existingPhotos,
  selfId,
}: ShowDetailsFieldsProps) {
  const [artistOpen, setArtistOpen] = useState(false);
  const [cityOpen, setCityOpen] = useState(false);
  const [companionOpen, setCompanionOpen] = useState(false);
  const artists = useArtistOptions(draft.artist, artistOpen);
  const cities = useCityOptions(draft.city, cityOpen);
  const companions = useCompanionOptions(draft.companion, companionOpen, selfId);

  return (
    <Stack gap="sm">
      <SearchCombobox
        label="Artist"
        placeholder="Search artists..."
        required
        leftSection={<IconMicrophone size={16} aria-hidden />}
        value={draft.artist}
        onChange={(artist) => update({ artist })}
        onOpenChange={setArtistOpen}
        options={artists.options}
        loading={artists.loading}
        onPick={(option) => update({ artist: option.value })}
        error={errors.artist}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SearchCombobox
          label="City"
          placeholder="Search cities..."
          required
          leftSection={<IconMapPin size={16} aria-hidden />}
          value={draft.city}
          onChange={(city) => update({ city, cityCountry: null })}
          onOpenChange={setCityOpen}
          options={cities.options}
          loading={cities.loading}
          onPick={(option) => update({ city: option.value, cityCountry: option.meta ?? null })}
          error={errors.city}
        />
        <TextInput
          type="date"
          label="Date"
          required
          leftSection={<IconCalendar size={16} aria-hidden />}
          value={draft.date}
          max={addDays(localToday(), 1)}
          onChange={(event) => update({ date: event.currentTarget.value })}
          error={errors.date}
        />
      </SimpleGrid>
      <TextInput
        label="Venue"
        placeholder="Where was it?"
        leftSection={<IconBuildingStadium size={16} aria-hidden />}
        maxLength={TEXT_FIELD_MAX}
        value={draft.venue}
        onChange={(event) => update({ venue: event.currentTarget.value })}
        error={errors.venue}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <SearchCombobox
          label="Companion"
          placeholder="Search users..."
          leftSection={<IconUser size={16} aria-hidden />}
          value={draft.companion}
          onChange={(companion) => update({ companion })}
          onOpenChange={setCompanionOpen}
          options={companions.options}
          loading={companions.loading}
          onPick={(option) => update({ companion: option.value })}
          error={errors.companion}
        />
        <TextInput
          label="Favorite song"
          leftSection={<IconMusic size={16} aria-hidden />}
          maxLength={TEXT_FIELD_MAX}
          value={draft.favoriteSong}
          onChange={(event) => update({ favoriteSong: event.currentTarget.value })}
          error={errors.favoriteSong}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOTES_MAX}
        value={draft.notes}
        onChange={(event) => update({ notes: event.currentTarget.value })}
        error={errors.notes}
      />
      <PhotosField
        draft={draft}
        update={update}
        existingPhotos={existingPhotos}
        error={errors.photos}
      />
    </Stack>
  );
}

function PhotosField({
  draft,
  update,
  existingPhotos,
  error,
}: {
  draft: ShowDraft;
  update: (changes: Partial<ShowDraft>) => void;
  existingPhotos: ShowPhoto[];
  error?: string;
}) {
  const previews = useMemo(
    () => draft.newPhotos.map((file) => ({ file, url: URL.createObjectURL(file) })),
    [draft.newPhotos],
  );
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const kept = existingPhotos.length - draft.removePhotoIds.length;
  const room = MAX_PHOTOS_PER_SHOW - kept - draft.newPhotos.length;

  const addFiles = (files: File[]) => {
    const images = files.filter((f) => f.type.startsWith('image/'));
    const tooBig = images.filter((f) => f.size > MAX_PHOTO_BYTES);
    if (tooBig.length) showErrorToast('Error', 'Each photo must be at most 15 MB');
    const fitting = images.filter((f) => f.size <= MAX_PHOTO_BYTES);
    if (fitting.length > room) {
      showErrorToast('Error', `A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`);
    }
    const accepted = fitting.slice(0, Math.max(room, 0));
    if (!accepted.length) return;
    update({ newPhotos: [...draft.newPhotos, ...accepted] });
    if (!tooBig.length && fitting.length <= room) {
      showSuccessToast(
        `${accepted.length} photo(s) selected`,
        'They will be uploaded when you save.',
      );
    }
  };

  const toggleRemoved = (id: number) =>
    update({
      removePhotoIds: draft.removePhotoIds.includes(id)
        ? draft.removePhotoIds.filter((x) => x !== id)
        : [...draft.removePhotoIds, id],
    });

  return (
    <Stack gap={6}>
      <Group justify="space-between" align="center">
        <Text fw={600} fz="sm">
          Photos
        </Text>
        <FileButton onChange={addFiles} accept="image/*" multiple>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              disabled={room <= 0}
            >
              Add photos
            </Button>
          )}
        </FileButton>
      </Group>
      {existingPhotos.length === 0 && previews.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No photos yet
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4 }} spacing={6}>
          {existingPhotos.map((photo, i) => {
            const removed = draft.removePhotoIds.includes(photo.id);
            return (
              <Box key={photo.id} pos="relative">
                <Image
                  src={photo.thumbnailUrl}
                  alt={`Photo ${i + 1}`}
                  radius="sm"
                  h={72}
                  fit="cover"
                  style={{ opacity: removed ? 0.35 : 1 }}
                />
                <Tooltip label={removed ? 'Keep photo' : 'Remove photo'}>
                  <ActionIcon
                    pos="absolute"
                    top={4}
                    right={4}
                    size="sm"
                    radius="xl"
                    color={removed ? 'gray' : 'red'}
                    variant="filled"
                    aria-label={removed ? `Keep photo ${i + 1}` : `Remove photo ${i + 1}`}
                    onClick={() => toggleRemoved(photo.id)}
                  >
                    {removed ? (
                      <IconArrowBackUp size={14} aria-hidden />
                    ) : (
                      <IconTrash size={14} aria-hidden />
                    )}
                  </ActionIcon>
                </Tooltip>
              </Box>
            );
          })}
          {previews.map(({ file, url }, i) => (
            <Box key={url} pos="relative">
              <Image src={url} alt={`New photo ${file.name}`} radius="sm" h={72} fit="cover" />
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="sm"
                radius="xl"
                color="dark"
                variant="filled"
                aria-label={`Remove new photo ${file.name}`}
                onClick={() => update({ newPhotos: draft.newPhotos.filter((_, j) => j !== i) })}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Box>
          ))}
        </SimpleGrid>
      )}
      {error ? (
        <Text fz="xs" c="red" aria-live="polite">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
