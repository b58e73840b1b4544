import { formatShowDate, type Show } from '@gigrank/domain';
import { Text } from '@mantine/core';

/** Which show a dialog edits: its artist in bold, then its date and city. */
export function ShowSummaryLine({ show }: { show: Pick<Show, 'artist' | 'date' | 'city'> }) {
  return (
    <Text c="dimmed" fz="sm">
      <Text span fw={700} c="bright">
        {show.artist}
      </Text>{' '}
      · {formatShowDate(show.date)} · {show.city}
    </Text>
  );
}
