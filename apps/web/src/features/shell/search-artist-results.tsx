import { artistRankBadge, type ArtistStat } from '@gigrank/domain';
import { GlobalRankBadge } from '@gigrank/ui';
import { Box, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone2 } from '@tabler/icons-react';
import classes from './search-artists.module.css';

/** '136.8M monthly streams' (the catalogue's formatted figure), or null when unknown. */
export function streamsText(artist: Pick<ArtistStat, 'formatted_streams'>): string | null {
  return artist.formatted_streams ? `${artist.formatted_streams} monthly streams` : null;
}

/**
 * The rank badge ('#47'), or null when unknown or when it would only repeat the
 * streams text (a new artist: '<1M monthly streams' twice).
 */
export function rankText(artist: Pick<ArtistStat, 'formatted_streams' | 'global_rank'>) {
  const rank = artistRankBadge(artist.global_rank);
  return rank && rank !== streamsText(artist) ? rank : null;
}

export function searchOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** One result row of the search dialog (an ARIA option; focus stays in the search box). */
export function SearchArtistOption({
  artist,
  id,
  active,
  onPick,
  onHover,
}: {
  artist: ArtistStat;
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const streams = streamsText(artist);
  const rank = rankText(artist);
  return (
    <Box
      id={id}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      className={classes.option}
      // Keep the focus in the search box (combobox pattern); the click still fires.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onPick}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" color="encore" radius="xl" size={36} aria-hidden>
            <IconMicrophone2 size={18} />
          </ThemeIcon>
          <Stack gap={0} miw={0}>
            <Text fw={700} c="bright" truncate="end">
              {artist.artist_name}
            </Text>
            {streams ? (
              <Text fz="xs" c="dimmed">
                {streams}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {rank ? (
          <GlobalRankBadge
            rank={rank}
            variant="light"
            color="midnight"
            radius="sm"
            style={{ flexShrink: 0 }}
          />
        ) : null}
      </Group>
    </Box>
  );
}

/** Placeholder rows while the first results load. */
export function SearchArtistSkeletons({ rows = 5 }: { rows?: number }) {
  return (
    <Stack gap={4} aria-hidden p={4}>
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="sm" wrap="nowrap" p={8}>
          <Skeleton circle height={36} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width={`${50 + ((i * 13) % 35)}%`} />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
