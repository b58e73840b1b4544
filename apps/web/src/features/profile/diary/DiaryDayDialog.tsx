import { formatShowDate, pluralize, type DiaryShow } from '@gigrank/domain';
import { ScoreBadge } from '@gigrank/ui';
import { Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { DialogProps } from '../../../lib/lazy-when-opened';

/** A day of the diary: its shows, each opening its page (/show/{id}). */
export function DiaryDayDialog({
  opened,
  onClose,
  date,
  shows,
}: DialogProps & { date: string; shows: readonly DiaryShow[] }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={formatShowDate(date)}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 900 } }}
    >
      <Stack gap="xs">
        <Text fz="sm" c="dimmed">
          {pluralize(shows.length, 'show')}
        </Text>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {shows.map((show) => (
            <li key={show.id}>
              <UnstyledButton
                renderRoot={(props) => <Link {...props} to="/show/$id" params={{ id: show.id }} />}
                w="100%"
                p="sm"
                style={{
                  display: 'block',
                  borderRadius: 'var(--mantine-radius-md)',
                  border: '1px solid var(--gg-color-line-soft)',
                }}
              >
                <Group gap="sm" wrap="nowrap">
                  <ScoreBadge score={show.score} size="lg" radius="md" miw={44} />
                  <Stack gap={0} miw={0} flex={1}>
                    <Text fw={800} c="bright" truncate>
                      {show.artist}
                    </Text>
                    <Text fz="sm" c="dimmed" truncate>
                      {show.city}
                    </Text>
                  </Stack>
                  <IconChevronRight size={18} aria-hidden />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    </Modal>
  );
}
