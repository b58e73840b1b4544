import {
  artistRankBadge,
  type ArtistStat,
  type FestivalSummary,
  type UserSummary,
  type VenueSummary,
} from '@gigrank/domain';
import { GlobalRankBadge, UserAvatar } from '@gigrank/ui';
import { Box, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStadium, IconMicrophone2, IconTent } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { festivalDatesText } from '../profile';
import { venueCityLabel } from '../venues';
import classes from './search-artists.module.css';

/** '136.8M monthly streams' (the catalogue's formatted figure), or null when unknown. */
function streamsText(artist: Pick<ArtistStat, 'formatted_streams'>): string | null {
  return artist.formatted_streams ? `${artist.formatted_streams} monthly streams` : null;
}

/**
 * The rank badge ('#47'), or null when unknown or when it would only repeat the
 * streams text (a new artist: '<1M monthly streams' twice).
 */
function rankText(artist: Pick<ArtistStat, 'formatted_streams' | 'global_rank'>) {
  const rank = artistRankBadge(artist.global_rank);
  return rank && rank !== streamsText(artist) ? rank : null;
}

export function searchOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** What every result row takes. */
interface OptionProps {
  id: string;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}

/** One result row of the search dialog (an ARIA option; focus stays in the search box). */
function SearchOption({
  id,
  active,
  onPick,
  onHover,
  children,
}: OptionProps & { children: ReactNode }) {
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
      {children}
    </Box>
  );
}

/** A festival or venue row: its icon, name and one line under it. */
function PlaceRow({ icon, name, details }: { icon: ReactNode; name: string; details: string }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ThemeIcon variant="light" color="midnight" radius="xl" size={36} aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text fw={700} c="bright" truncate="end">
          {name}
        </Text>
        <Text fz="xs" c="dimmed" truncate="end">
          {details}
        </Text>
      </Stack>
    </Group>
  );
}

/** A festival edition of the search results: 'Primavera Sound 2025', its dates and city. */
export function SearchFestivalOption({
  festival,
  ...option
}: OptionProps & { festival: FestivalSummary }) {
  return (
    <SearchOption {...option}>
      <PlaceRow
        icon={<IconTent size={18} />}
        name={`${festival.name} ${festival.edition}`}
        details={`${festivalDatesText(festival.startDate, festival.endDate)} · ${festival.city}`}
      />
    </SearchOption>
  );
}

/** A venue of the search results, with its city. */
export function SearchVenueOption({ venue, ...option }: OptionProps & { venue: VenueSummary }) {
  return (
    <SearchOption {...option}>
      <PlaceRow
        icon={<IconBuildingStadium size={18} />}
        name={venue.name}
        details={venueCityLabel(venue)}
      />
    </SearchOption>
  );
}

/** A person of the search results: picture, display name and @username. */
export function SearchPersonOption({ person, ...option }: OptionProps & { person: UserSummary }) {
  return (
    <SearchOption {...option}>
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar
          displayName={person.displayName}
          profilePicture={person.profilePicture}
          size={36}
          aria-hidden
        />
        <Stack gap={0} miw={0}>
          <Text fw={700} c="bright" truncate="end">
            {person.displayName}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            @{person.username}
          </Text>
        </Stack>
      </Group>
    </SearchOption>
  );
}

/** An artist of the search results: name, streams and rank. */
export function SearchArtistOption({ artist, ...option }: OptionProps & { artist: ArtistStat }) {
  const streams = streamsText(artist);
  const rank = rankText(artist);
  return (
    <SearchOption {...option}>
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
    </SearchOption>
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
