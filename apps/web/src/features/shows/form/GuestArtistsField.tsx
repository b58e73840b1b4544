import { tone } from '@gigrank/ui';
import { MAX_GUESTS } from '@gigrank/domain';
import { Group, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { guestRefusal, VARIANT_TEXT, type ShowFormVariant } from './field-rules';
import { ArtistPicker } from './pickers';
import { useCreateArtist } from './use-catalogue-writes';
import type { ShowDraftState } from './use-show-draft';

/**
 * Up to 3 guest artists, searchable like the main artist, shown as removable
 * chips. The domain's guestCheck decides; a refusal is a toast ('Maximum
 * guests reached', 'Guest already added' or in the edit dialog 'Duplicate
 * guest artist', 'Cannot add main artist as guest').
 */
export function GuestArtistsField({
  draft,
  variant,
}: {
  draft: ShowDraftState;
  variant: ShowFormVariant;
}) {
  const [text, setText] = useState('');
  const createArtist = useCreateArtist();
  const guests = draft.values.guestAppearances;
  const names = VARIANT_TEXT[variant];

  /** The toast of a refusal, or true when `name` may join. */
  const allowed = (name: string): boolean => {
    const refusal = guestRefusal(guests, name, draft.values.artist, variant);
    if (refusal) showErrorToast(refusal.title, refusal.message);
    return refusal === null;
  };

  const add = (name: string) => {
    if (!allowed(name)) return;
    draft.update('guestAppearances', (list) => [...list, name]);
    setText('');
    showSuccessToast('Guest artist added', `${name} will be listed as a guest artist.`);
  };

  /** A name not picked from the list: created in the catalogue first (an existing one is reused). */
  const addTyped = async (typed: string) => {
    if (!allowed(typed)) return;
    const stored = await createArtist.create(typed);
    if (stored) add(stored);
  };

  return (
    <Stack gap="xs">
      <ArtistPicker
        label="Guest artists"
        placeholder="Search an artist to add"
        description={`Up to ${MAX_GUESTS} artists who joined on stage`}
        error={draft.errors.guestAppearances}
        value={text}
        onChange={setText}
        onPick={add}
        onCreate={(typed) => void addTyped(typed)}
        onEnterText={(typed) => void addTyped(typed)}
        exclude={[draft.values.artist, ...guests]}
        creating={createArtist.isPending}
      />
      {guests.length ? (
        <Group gap="xs" aria-label={names.guestList} role="list">
          {guests.map((guest, index) => (
            <Pill
              key={guest}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => draft.set({ guestAppearances: guests.filter((_, i) => i !== index) })}
              removeButtonProps={{
                'aria-label': names.removeGuest(guest),
                'aria-hidden': false,
                tabIndex: 0,
              }}
              bg={tone.tag}
              c="bright"
            >
              {guest}
            </Pill>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          No guest artists yet.
        </Text>
      )}
    </Stack>
  );
}
