import { MAX_GUESTS } from '@gigrank/domain';
import { Group, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { guestRefusal } from './add-show-form';
import { ArtistPicker } from './pickers';
import { useCreateArtist } from './use-catalogue-writes';

export interface GuestArtistsFieldProps {
  guests: readonly string[];
  mainArtist: string;
  error?: string;
  onAdd: (artistName: string) => void;
  onRemove: (index: number) => void;
}

/**
 * Up to 3 guest artists, searchable like the main artist, shown as removable
 * chips. The domain's guestCheck decides; a refusal is a toast ('Maximum
 * guests reached', 'Guest already added', 'Cannot add main artist as guest').
 */
export function GuestArtistsField({
  guests,
  mainArtist,
  error,
  onAdd,
  onRemove,
}: GuestArtistsFieldProps) {
  const [text, setText] = useState('');
  const createArtist = useCreateArtist();

  /** The toast of a refusal, or true when `name` may join. */
  const allowed = (name: string): boolean => {
    const refusal = guestRefusal(guests, name, mainArtist);
    if (refusal) showErrorToast(refusal.title, refusal.message);
    return refusal === null;
  };

  const add = (name: string) => {
    if (!allowed(name)) return;
    onAdd(name);
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
        error={error}
        value={text}
        onChange={setText}
        onPick={add}
        onCreate={(typed) => void addTyped(typed)}
        onEnterText={(typed) => void addTyped(typed)}
        creating={createArtist.isPending}
      />
      {guests.length ? (
        <Group gap="xs" aria-label="Guest artists added" role="list">
          {guests.map((guest, index) => (
            <Pill
              key={guest}
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => onRemove(index)}
              removeButtonProps={{
                'aria-label': `Remove guest ${guest}`,
                'aria-hidden': false,
                tabIndex: 0,
              }}
              bg="midnight.0"
              c="midnight.9"
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
