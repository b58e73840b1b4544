import { Group, Paper, Stack, ThemeIcon, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ArtistAnchor } from '../../components/AnchorLink';
import { PlainList } from '../../components/QueryStates';

interface ArtistRowProps {
  artistName: string;
  icon: Icon;
  color: MantineColor;
  details?: ReactNode;
  action?: ReactNode;
}

/** A profile list of artists named `label`: a row for each, its look from `row`. */
export function ArtistList<T extends { artistName: string }>({
  label,
  artists,
  row,
}: {
  label: string;
  artists: readonly T[];
  row: (artist: T) => Omit<ArtistRowProps, 'artistName'>;
}) {
  return (
    <PlainList label={label}>
      {artists.map((artist) => (
        <ArtistRow key={artist.artistName} artistName={artist.artistName} {...row(artist)} />
      ))}
    </PlainList>
  );
}

/**
 * An artist in a profile list (Want to See, For You): a tinted icon, the name
 * linking to the artist page, an optional line under it and an action at the
 * end. The row's accessible name is the artist's.
 */
function ArtistRow({ artistName, icon: IconComponent, color, details, action }: ArtistRowProps) {
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
