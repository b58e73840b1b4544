import type { Show } from '@gigrank/domain';
import { LabelledText } from '@gigrank/ui';
import { Group, Spoiler, Stack } from '@mantine/core';
import { IconMusic, IconNotes } from '@tabler/icons-react';

/** Notes taller than this (about five lines) fold behind 'Show all notes', so the slider stays in view. */
const NOTES_FOLDED_HEIGHT = 110;

/**
 * What the user wrote about a show (or brought with an import): its
 * favourite song and its notes, as memories to rate it by. Nothing when it
 * has neither.
 */
export function RateShowNotes({ show }: { show: Pick<Show, 'notes' | 'favoriteSong'> }) {
  if (!show.notes && !show.favoriteSong) return null;
  return (
    <Stack gap={6}>
      {show.favoriteSong ? (
        <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="rate-favorite-song">
          <IconMusic size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <LabelledText
            label="Favorite song"
            fz="sm"
            c="dimmed"
            style={{ overflowWrap: 'anywhere' }}
          >
            {show.favoriteSong}
          </LabelledText>
        </Group>
      ) : null}
      {show.notes ? (
        <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed" data-testid="rate-notes">
          <IconNotes size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Spoiler
            maxHeight={NOTES_FOLDED_HEIGHT}
            showLabel="Show all notes"
            hideLabel="Show less"
            fz="sm"
            miw={0}
            flex={1}
          >
            <LabelledText
              label="Notes"
              fz="sm"
              c="dimmed"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {show.notes}
            </LabelledText>
          </Spoiler>
        </Group>
      ) : null}
    </Stack>
  );
}
