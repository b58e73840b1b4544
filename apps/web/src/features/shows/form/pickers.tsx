import {
  artistRankBadge,
  formatPopulation,
  RANK_DISPLAY_LIMIT,
  type ArtistStat,
  type City,
  type UserSummary,
  type VenueSummary,
} from '@gigrank/domain';
import { GlobalRankBadge, UserAvatar } from '@gigrank/ui';
import { Group, Stack, Text } from '@mantine/core';
import { IconBuildingStadium, IconMapPin, IconMicrophone2, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { venueCityLabel, venueSearchInput, type VenueSearchInput } from '../../venues';
import { sameName } from './field-rules';
import { usePickerSearch, type PickerSearchHook } from './picker-search';
import { SearchPicker } from './SearchPicker';
import { cityLabel } from '../../../lib/city';

/** The search of a picker over `{ q }`: the typed text, trimmed (blank: the first page). */
function useTextSearch<T>(value: string, useSearch: PickerSearchHook<{ q?: string }, T>) {
  return usePickerSearch({ q: value.trim() || undefined }, useSearch);
}

interface TextPickerProps {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  value: string;
  onChange: (text: string) => void;
}

/** One artist of the list: name, monthly streams and global rank. */
function ArtistOption({ artist }: { artist: ArtistStat }) {
  const rank = artistRankBadge(artist.global_rank);
  const ranked = artist.global_rank <= RANK_DISPLAY_LIMIT;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate>
          {artist.artist_name}
        </Text>
        {ranked ? (
          <Text size="xs" c="dimmed">
            {artist.formatted_streams} monthly streams
          </Text>
        ) : null}
      </Stack>
      {rank ? (
        <GlobalRankBadge
          rank={rank}
          size="sm"
          variant="light"
          color={ranked ? 'encore' : 'gray'}
          style={{ flexShrink: 0 }}
        />
      ) : null}
    </Group>
  );
}

export interface ArtistPickerProps extends TextPickerProps {
  /** An artist of the catalogue was picked. */
  onPick: (artistName: string) => void;
  /** 'Add "{text}" as a new artist' was chosen. */
  onCreate: (text: string) => void;
  creating?: boolean;
  onEnterText?: (text: string) => void;
  /** Artists not offered (the guest picker: the main artist and the guests already added). */
  exclude?: readonly string[];
}

/** A searchable artist picker over `artists.search`, searching only while open. */
export function ArtistPicker({
  onPick,
  onCreate,
  creating,
  onEnterText,
  exclude = [],
  ...field
}: ArtistPickerProps) {
  const { failed, ...search } = useTextSearch<ArtistStat>(
    field.value,
    trpc.artists.search.useQuery,
  );
  const offered = exclude.length
    ? search.items?.filter((artist) => !exclude.some((name) => sameName(artist.artist_name, name)))
    : search.items;
  return (
    <SearchPicker<ArtistStat>
      {...field}
      {...search}
      items={offered}
      leftSection={<IconMicrophone2 size={16} aria-hidden />}
      failure={failed ? 'Failed to fetch artists' : null}
      itemKey={(artist) => String(artist.id)}
      renderItem={(artist) => <ArtistOption artist={artist} />}
      onPick={(artist) => onPick(artist.artist_name)}
      matchesText={(artist, text) => sameName(artist.artist_name, text)}
      createLabel={(text) => `Add "${text}" as a new artist`}
      onCreate={onCreate}
      creating={creating}
      onEnterText={onEnterText}
    />
  );
}

/** One place of a list: its name, and beside it a detail (a population, a venue's city). */
function NamedOption({ name, aside }: { name: string; aside: string | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={600} truncate>
        {name}
      </Text>
      {aside === null ? null : (
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {aside}
        </Text>
      )}
    </Group>
  );
}

export interface CityPickerProps extends TextPickerProps {
  onPick: (city: City) => void;
  /** Absent: only a listed city can be picked. */
  onCreate?: (text: string) => void;
  creating?: boolean;
}

/** A searchable list of cities over `cities.search`, each as 'Name, CC'. */
export function CityPicker({ onPick, onCreate, creating, ...field }: CityPickerProps) {
  const { failed, ...search } = useTextSearch<City>(field.value, trpc.cities.search.useQuery);
  return (
    <SearchPicker<City>
      {...field}
      {...search}
      leftSection={<IconMapPin size={16} aria-hidden />}
      failure={failed ? 'Failed to fetch cities' : null}
      itemKey={(city) => String(city.id)}
      renderItem={(city) => (
        <NamedOption
          name={cityLabel(city)}
          aside={city.population ? formatPopulation(city.population) : null}
        />
      )}
      onPick={onPick}
      matchesText={(city, text) => sameName(cityLabel(city), text) || sameName(city.name, text)}
      createLabel={(text) => `Add "${text}" as a new city`}
      onCreate={onCreate}
      creating={creating}
    />
  );
}

export interface CompanionPickerProps extends TextPickerProps {
  /** The signed-in user, left out of the list. */
  currentUserId: number | null;
}

/** A searchable picker of users over `users.list`, without the signed-in user. */
export function CompanionPicker({ currentUserId, ...field }: CompanionPickerProps) {
  const { failed, items, ...search } = useTextSearch<UserSummary>(
    field.value,
    trpc.users.list.useQuery,
  );
  return (
    <SearchPicker<UserSummary>
      {...field}
      {...search}
      items={items?.filter((user) => user.id !== currentUserId)}
      leftSection={<IconUser size={16} aria-hidden />}
      failure={failed ? 'Failed to fetch users' : null}
      itemKey={(user) => String(user.id)}
      renderItem={(user) => (
        <Group gap="sm" wrap="nowrap">
          <UserAvatar
            displayName={user.displayName}
            profilePicture={user.profilePicture}
            size={28}
          />
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {user.displayName}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              @{user.username}
            </Text>
          </Stack>
        </Group>
      )}
      onPick={(user) => field.onChange(user.username)}
      matchesText={(user, text) => sameName(user.username, text)}
      createLabel={(text) => `Add "${text}" as companion`}
      onCreate={(text) => field.onChange(text)}
      blankText="No other users yet"
    />
  );
}

export interface VenuePickerProps extends TextPickerProps {
  /** The form's city (picked: name and country; typed: the text): venues are searched within it. */
  city: { city: string; cityCountry: string | null };
  maxLength?: number;
}

/**
 * The venue box: any text is taken (the server finds or creates
 * the venue within the show's city), and while its list is open it offers
 * `venues.search` within the form's city, or by name when no city is given.
 */
export function VenuePicker({ city, maxLength, ...field }: VenuePickerProps) {
  const input = venueSearchInput(field.value.trim(), {
    city: city.city.trim(),
    cityCountry: city.cityCountry,
  });
  const { failed, ...search } = usePickerSearch<VenueSearchInput, VenueSummary>(
    input ?? {},
    trpc.venues.search.useQuery,
    input !== null,
  );
  return (
    <SearchPicker<VenueSummary>
      {...field}
      {...search}
      items={input === null ? [] : search.items}
      inputProps={{ maxLength }}
      leftSection={<IconBuildingStadium size={16} aria-hidden />}
      failure={failed ? 'Failed to fetch venues' : null}
      itemKey={(venue) => String(venue.id)}
      renderItem={(venue) => <NamedOption name={venue.name} aside={venueCityLabel(venue)} />}
      onPick={(venue) => field.onChange(venue.name)}
      blankText="Choose a city or type a venue"
    />
  );
}
