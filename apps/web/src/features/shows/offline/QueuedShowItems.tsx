import { formatShowDate } from '@gigrank/domain';
import { Badge, Button, Group, Text } from '@mantine/core';
import { RankedShowRow } from '@gigrank/ui';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { resolveCity } from '../../../lib/city';
import type { QueuedShow } from './queue';

/**
 * The owner's shows saved on this device and not uploaded yet, as rows of
 * the Seen list: the show as a ranking row (no rank yet), and under it
 * 'Waiting to upload', or 'Not uploaded' with the server's message and
 * 'Fix it' (the draft back in the Add Show form).
 */
export function QueuedShowItems({ shows }: { shows: QueuedShow[] }) {
  return shows.map((show) => {
    const refused = show.status === 'refused';
    return (
      <RankedShowRow
        key={show.id}
        data-testid="queued-show"
        style={refused ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
        rank={null}
        score={show.draft.score}
        date={formatShowDate(show.draft.date)}
        city={resolveCity(show.draft.city, show.draft.pickedCity).city}
        artist={show.draft.artist}
        footer={
          <>
            <Group gap="xs" mt={6} justify="space-between" wrap="nowrap">
              <Badge
                size="sm"
                variant="light"
                color={refused ? 'red' : 'spotlight'}
                leftSection={
                  refused ? (
                    <IconAlertTriangle size={12} aria-hidden />
                  ) : (
                    <IconCloudUpload size={12} aria-hidden />
                  )
                }
              >
                {refused ? 'Not uploaded' : 'Waiting to upload'}
              </Badge>
              {refused ? (
                <Button
                  size="compact-sm"
                  color="red"
                  renderRoot={(props) => <Link to="/add" search={{ draft: show.id }} {...props} />}
                >
                  Fix it
                </Button>
              ) : null}
            </Group>
            {refused && show.error ? (
              <Text fz="xs" c="red" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {show.error}
              </Text>
            ) : null}
          </>
        }
      />
    );
  });
}
