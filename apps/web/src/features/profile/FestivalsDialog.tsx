import { pluralize, roundAverage, type User, type UserFestival } from '@gigrank/domain';
import { ScoreBadge } from '@gigrank/ui';
import { Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconTent } from '@tabler/icons-react';
import type { DialogProps } from '../../lib/lazy-when-opened';
import { trpc } from '../../lib/trpc';
import { AnchorLink } from '../../components/AnchorLink';
import { ListEmpty, ListStates, PlainList } from '../../components/QueryStates';
import { festivalDatesText, hasAverage } from './insights';

interface FestivalsDialogProps extends DialogProps {
  /** Whose festivals. */
  user: Pick<User, 'id' | 'displayName'>;
}

/**
 * The festivals a user went to, newest edition first: each
 * edition links to its page, with its dates, the user's sets there, their
 * average of those sets and their overall score of the festival.
 */
export function FestivalsDialog({ user, opened, onClose }: FestivalsDialogProps) {
  const query = trpc.profile.festivals.useQuery({ userId: user.id }, { enabled: opened });
  const rows = query.data?.festivals ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Festivals"
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      <Text c="dimmed" fz="sm" mb="md">
        {user.displayName}&apos;s festivals, newest first
      </Text>
      <ListStates
        query={query}
        rows={rows}
        loading="Loading festivals"
        rowHeight={64}
        errorMessage="Failed to fetch festivals"
        empty={<ListEmpty icon={IconTent} color="midnight" title="No festivals yet" />}
      >
        <PlainList label="Festivals">
          {rows.map((row) => (
            <FestivalRow key={row.festival.id} row={row} onOpen={onClose} />
          ))}
        </PlainList>
      </ListStates>
    </Modal>
  );
}

function FestivalRow({ row, onOpen }: { row: UserFestival; onOpen: () => void }) {
  const { festival } = row;
  const name = `${festival.name} ${festival.edition}`;
  const average = hasAverage(row.avgScore) ? roundAverage(row.avgScore) : null;
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" aria-label={name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Stack gap={2} miw={0} flex={1}>
          <Text component="div" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            <AnchorLink
              to="/festival/$id"
              params={{ id: festival.id }}
              c="bright"
              fw={700}
              onClick={onOpen}
            >
              {name}
            </AnchorLink>
          </Text>
          <Text fz="xs" c="dimmed">
            {festivalDatesText(festival.startDate, festival.endDate)} · {festival.city}
          </Text>
          <Text fz="xs" c="dimmed">
            {pluralize(row.setCount, 'set')}
            {average === null ? '' : ` · your avg ${average}`}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <ScoreBadge
            score={row.score}
            size="lg"
            miw={44}
            aria-label={
              row.score === null ? 'No overall score' : `Your score ${row.score} out of 100`
            }
          />
          <Text fz={10} c="dimmed" fw={600} tt="uppercase" lts={0.4} mt={2} aria-hidden>
            yours
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
