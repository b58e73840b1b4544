import { GUEST_MESSAGES, MAX_GUESTS, guestCheck } from '@gigrank/domain';
import { Group, Pill, Stack, Text } from '@mantine/core';
import { IconMicrophone2 } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { SearchCombobox } from './SearchCombobox';
import { useArtistOptions } from './search-options';

/**
 * Guest artists of the edit dialog (SPEC section 5): up to 3, picked with the
 * artist search or typed; a duplicate ('Duplicate guest artist'), a fourth
 * guest and the main artist are refused with their messages.
 */
export function GuestArtistsField({
  guests,
  mainArtist,
  onChange,
}: {
  guests: string[];
  mainArtist: string;
  onChange: (guests: string[]) => void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { options, loading } = useArtistOptions(text, open);

  const add = (name: string) => {
    const candidate = name.trim();
    const refusal = guestCheck(guests, candidate, mainArtist);
    if (refusal === GUEST_MESSAGES.empty) return;
    if (refusal === GUEST_MESSAGES.max) {
      showErrorToast(GUEST_MESSAGES.maxTitle, GUEST_MESSAGES.max);
      setProblem(GUEST_MESSAGES.max);
    } else if (refusal === GUEST_MESSAGES.duplicate) {
      showErrorToast(
        GUEST_MESSAGES.duplicateInEdit,
        `${candidate} is already a guest at this show`,
      );
      setProblem(GUEST_MESSAGES.duplicateInEdit);
    } else if (refusal === GUEST_MESSAGES.mainArtist) {
      showErrorToast(GUEST_MESSAGES.mainArtist, `${mainArtist.trim()} is this show's main artist`);
      setProblem(GUEST_MESSAGES.mainArtist);
    } else if (refusal) {
      showErrorToast('Error', refusal);
      setProblem(refusal);
    } else {
      onChange([...guests, candidate]);
      setProblem(null);
      showSuccessToast('Guest artist added', `${candidate} will be saved with this show`);
    }
    setText('');
  };

  const remove = (index: number) => {
    onChange(guests.filter((_, i) => i !== index));
    setProblem(null);
  };

  return (
    <Stack gap={6}>
      <SearchCombobox
        label="Guest artists"
        placeholder="Search artists..."
        description={`${guests.length} of ${MAX_GUESTS} guest artists`}
        leftSection={<IconMicrophone2 size={16} aria-hidden />}
        value={text}
        onChange={(value) => {
          setText(value);
          setProblem(null);
        }}
        onOpenChange={setOpen}
        options={options}
        loading={loading}
        onPick={(option) => add(option.value)}
        offerTyped
        error={problem}
      />
      {guests.length ? (
        <Group gap={6} aria-label="Guest artists of this show" role="list">
          {guests.map((guest, i) => (
            <Pill
              key={`${guest}-${i}`}
              size="lg"
              role="listitem"
              withRemoveButton
              onRemove={() => remove(i)}
              removeButtonProps={{
                'aria-label': `Remove ${guest}`,
                'aria-hidden': false,
                tabIndex: 0,
              }}
            >
              {guest}
            </Pill>
          ))}
        </Group>
      ) : (
        <Text fz="sm" c="dimmed">
          No guest artists
        </Text>
      )}
    </Stack>
  );
}
