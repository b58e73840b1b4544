import type { FestivalSummary } from '@gigrank/domain';
import { Group, Stack, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { usePickerSearch, SearchPicker } from '../shows';
import { festivalTitle, formatFestivalDates } from './festival-text';

/**
 * Finds a festival edition over `festivals.search` as the Add Show pickers
 * find artists (searching only while open), each as 'Name Edition · City'
 * with its dates; when none is the typed text, offers to create it.
 */
export function FestivalPicker({
  onPick,
  onCreate,
}: {
  onPick: (festival: FestivalSummary) => void;
  /** 'Create "{text}" as a new festival': the create form, with the name filled in. */
  onCreate: (name: string) => void;
}) {
  const [text, setText] = useState('');
  const { failed, ...search } = usePickerSearch<{ q?: string }, FestivalSummary>(
    { q: text.trim() || undefined },
    trpc.festivals.search.useQuery,
  );
  return (
    <SearchPicker<FestivalSummary>
      label="Festival"
      placeholder="Search festivals, e.g. Primavera"
      value={text}
      onChange={setText}
      {...search}
      failure={failed ? 'Failed to fetch festivals' : null}
      leftSection={<IconConfetti size={16} aria-hidden />}
      itemKey={(festival) => String(festival.id)}
      renderItem={(festival) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {festivalTitle(festival)} · {festival.city}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {formatFestivalDates(festival.startDate, festival.endDate)}
              {festival.venue ? ` · ${festival.venue.name}` : ''}
            </Text>
          </Group>
        </Stack>
      )}
      onPick={(festival) => {
        setText('');
        onPick(festival);
      }}
      // Another edition of a listed festival may still be created under the same name.
      matchesText={(festival, typed) =>
        festivalTitle(festival).toLowerCase() === typed.toLowerCase()
      }
      createLabel={(typed) => `Create "${typed}" as a new festival`}
      onCreate={onCreate}
      blankText="No festivals yet: create the first one"
    />
  );
}
