import type { City, Show, User } from '@gigrank/domain';
import { Box, Button, Divider, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar, IconBuildingStadium, IconMusic } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import {
  addShowErrors,
  cityLabel,
  initialAddShowValues,
  latestShowDate,
  localTodayIso,
  ratedMessage,
  type AddShowValues,
} from './add-show-form';
import classes from './AddShowForm.module.css';
import { GuestArtistsField } from './GuestArtistsField';
import { PhotosField } from './PhotosField';
import { ArtistPicker, CityPicker, CompanionPicker } from './pickers';
import { ScoreField } from './ScoreField';
import { useCreateArtist, useCreateCity } from './use-catalogue-writes';
import { usePhotoSelection } from './use-photo-selection';
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
  const [today] = useState(localTodayIso);
  const form = useForm<AddShowValues>({
    mode: 'controlled',
    initialValues: initialAddShowValues(today, prefillArtist),
    validate: (values) => addShowErrors(values, today),
  });
  // A picked artist exists in the catalogue; typed text is created on save.
  const [artistPicked, setArtistPicked] = useState(false);
  const [pickedCity, setPickedCity] = useState<City | null>(null);
  const photos = usePhotoSelection();
  const createArtist = useCreateArtist();
  const createCity = useCreateCity();
  const save = useSaveShow();
  const saving = save.isPending;
  const { values, errors } = form;

  const handleValid = async (valid: AddShowValues) => {
    if (!user) return;
    try {
      const show = await save.mutateAsync({
        userId: user.id,
        values: valid,
        artistPicked,
        pickedCity,
        photos: photos.photos.map((photo) => photo.file),
      });
      showSuccessToast('Show added successfully', ratedMessage(show.artist, valid.score));
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

  const validated = form.onSubmit(
    (valid) => void handleValid(valid),
    () => {
      // Bring the first message into view (the save button is far below the top fields).
      requestAnimationFrame(() => {
        document
          .querySelector('[data-add-show-form] [aria-invalid="true"]')
          ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      });
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!user) {
      event.preventDefault();
      showErrorToast('Login required', 'Please log in to add a show');
      return;
    }
    validated(event);
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
            <ArtistPicker
              label="Artist"
              withAsterisk
              placeholder="Who played?"
              value={values.artist}
              error={errors.artist}
              onChange={(text) => {
                form.setFieldValue('artist', text);
                setArtistPicked(false);
              }}
              onPick={(name) => {
                form.setFieldValue('artist', name);
                setArtistPicked(true);
              }}
              onCreate={(text) =>
                void createArtist.create(text).then((stored) => {
                  if (!stored) return;
                  form.setFieldValue('artist', stored);
                  setArtistPicked(true);
                })
              }
              creating={createArtist.isPending}
            />
            <CityPicker
              label="City"
              withAsterisk
              placeholder="Where was it?"
              value={values.city}
              error={errors.city}
              onChange={(text) => {
                form.setFieldValue('city', text);
                setPickedCity(null);
              }}
              onPick={(city) => {
                form.setFieldValue('city', cityLabel(city));
                setPickedCity(city);
              }}
              onCreate={(text) =>
                void createCity.create(text).then((city) => {
                  // On failure the typed city stays and is still used for the show.
                  if (!city) return;
                  form.setFieldValue('city', cityLabel(city));
                  setPickedCity(city);
                })
              }
              creating={createCity.isPending}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label="Date"
                type="date"
                withAsterisk
                max={latestShowDate(today)}
                leftSection={<IconCalendar size={16} aria-hidden />}
                key={form.key('date')}
                {...form.getInputProps('date')}
              />
              <TextInput
                label="Venue"
                placeholder="e.g. Coliseu dos Recreios"
                leftSection={<IconBuildingStadium size={16} aria-hidden />}
                key={form.key('venue')}
                {...form.getInputProps('venue')}
              />
            </SimpleGrid>
          </Section>

          <Divider color="cream.2" />

          <Section title="Your rating">
            <ScoreField
              value={values.score}
              onChange={(score) => form.setFieldValue('score', score)}
            />
          </Section>

          <Divider color="cream.2" />

          <Section title="Who was there">
            <GuestArtistsField
              guests={values.guestAppearances}
              mainArtist={values.artist}
              error={errors.guestAppearances ? String(errors.guestAppearances) : undefined}
              onAdd={(name) => form.insertListItem('guestAppearances', name)}
              onRemove={(index) => form.removeListItem('guestAppearances', index)}
            />
            <CompanionPicker
              label="Companion"
              placeholder="Who did you go with?"
              currentUserId={user?.id ?? null}
              value={values.companion}
              error={errors.companion}
              onChange={(text) => form.setFieldValue('companion', text)}
            />
          </Section>

          <Divider color="cream.2" />

          <Section title="Memories">
            <TextInput
              label="Favorite song"
              placeholder="The song of the night"
              leftSection={<IconMusic size={16} aria-hidden />}
              key={form.key('favoriteSong')}
              {...form.getInputProps('favoriteSong')}
            />
            <Textarea
              label="Notes"
              placeholder="What made it special?"
              autosize
              minRows={3}
              maxRows={8}
              key={form.key('notes')}
              {...form.getInputProps('notes')}
            />
            <PhotosField photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} />
          </Section>

          <Button type="submit" size="lg" fullWidth disabled={saving}>
            {saving ? 'SAVING...' : 'Save Show'}
          </Button>
        </Stack>
      </fieldset>
    </Box>
  );
}
