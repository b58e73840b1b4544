import { Group, Paper, Stack, ThemeIcon, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ArtistAnchor } from '../../components/AnchorLink';

/**
 * An artist in a profile list (Want to See, For You): a tinted icon, the name
 * linking to the artist page, an optional line under it and an action at the
 * end. The row's accessible name is the artist's.
 */
export function ArtistRow({
  artistName,
  icon: IconComponent,
  color,
  details,
  action,
}: {
  artistName: string;
  icon: Icon;
  color: MantineColor;
  details?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" aria-label={artistName}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
          <IconComponent size={18} />
        </ThemeIcon>
        <Stack gap={2} miw={0} flex={1}>
          <ArtistAnchor
            name={artistName}
            fw={700}
            c="bright"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          />
          {details}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
}
