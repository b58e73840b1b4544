import {
  LIST_PAGE_SIZE,
  pluralize,
  roundAverage,
  type ArtistInsight,
  type CityInsight,
  type User,
  type VenueInsight,
} from '@gigrank/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { LeaderboardPosition, ScoreBadge } from '@gigrank/ui';
import { IconBuildingStadium, IconChartBar, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DialogProps } from '../../lib/lazy-when-opened';
import { nextOffset, pagedRows } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { AnchorLink, ArtistAnchor } from '../../components/AnchorLink';
import { ListEmpty, ListSkeleton } from '../../components/QueryStates';
import { hasAverage, sortArtistInsights, sortCityInsights, sortVenueInsights } from './insights';
import { PagedListDialog } from './PagedListDialog';

interface InsightsDialogProps extends DialogProps {
  /** Whose insights. */
  user: Pick<User, 'id' | 'displayName' | 'showsCount'>;
}

/** The words and icon of each insights dialog (SPEC section 2). */
const INSIGHTS = {
  artists: {
    title: 'Artist Insights',
    caption: 'artists, best average first',
    error: 'Failed to fetch artist insights',
    empty: 'No artist insights available yet',
    icon: IconChartBar,
    listLabel: 'Artist insights',
  },
  cities: {
    title: 'City Insights',
    caption: 'cities, most shows first',
    error: 'Failed to fetch city insights',
    empty: 'No city insights available yet',
    icon: IconMapPin,
    listLabel: 'City insights',
  },
  venues: {
    title: 'Venue Insights',
    caption: 'venues, most shows first',
    error: 'Failed to fetch venue insights',
    empty: 'No venue insights available yet',
    icon: IconBuildingStadium,
    listLabel: 'Venue insights',
  },
} as const;

type InsightsKind = keyof typeof INSIGHTS;

/** One row of either list, ready to render. */
interface InsightRowData {
  id: number;
  name: ReactNode;
  /** The row's accessible name. */
  label: string;
  details: ReactNode;
  /** The rounded average, or null when there is none. */
  score: number | null;
}

/**
 * Artist Insights (SPEC section 2): the user's artists ranked by average
 * rating, highest first (sorted on the client, SPEC section 7), each with its
 * average out of 100 and show count. City Insights: the user's cities ranked
 * by number of shows attended, most first, with country and average. Each
 * loads when opened, a page at a time ('Load more'; the server pages in the
 * same order). Venue Insights: the user's venues, most shows
 * first, each with its city, show count and average, linking to its page.
 */
export function InsightsDialog({
  kind,
  user,
  opened,
  onClose,
}: InsightsDialogProps & { kind: InsightsKind }) {
  const input = { userId: user.id, limit: LIST_PAGE_SIZE };
  const artists = trpc.profile.artistInsights.useInfiniteQuery(input, {
    enabled: opened && kind === 'artists',
    getNextPageParam: nextOffset,
  });
  const cities = trpc.profile.cityInsights.useInfiniteQuery(input, {
    enabled: opened && kind === 'cities',
    getNextPageParam: nextOffset,
  });
  const venues = trpc.profile.venueInsights.useInfiniteQuery(input, {
    enabled: opened && kind === 'venues',
    getNextPageParam: nextOffset,
  });
  const query = { artists, cities, venues }[kind];
  const rows =
    kind === 'artists'
      ? sortArtistInsights(pagedRows(artists.data?.pages ?? [])).map((row) =>
          artistRow(row, onClose),
        )
      : kind === 'cities'
        ? sortCityInsights(pagedRows(cities.data?.pages ?? [])).map(cityRow)
        : sortVenueInsights(pagedRows(venues.data?.pages ?? [])).map((row) =>
            venueRow(row, onClose),
          );
  const words = INSIGHTS[kind];
  return (
    <PagedListDialog
      title={words.title}
      caption={`${user.displayName}'s ${words.caption}`}
      opened={opened}
      onClose={onClose}
      query={query}
      loading={<ListSkeleton label="Loading insights" height={56} />}
      errorMessage={words.error}
      empty={
        rows.length === 0 ? (
          <ListEmpty
            icon={words.icon}
            color="midnight"
            title={words.empty}
            // The user has no shows at all: says so under the title.
            description={user.showsCount === 0 ? 'No shows ranked yet' : undefined}
          />
        ) : null
      }
      listLabel={words.listLabel}
      ordered
    >
      {rows.map((row, i) => (
        <InsightRow key={row.id} position={i + 1} {...row} />
      ))}
    </PagedListDialog>
  );
}

function artistRow(row: ArtistInsight, onOpen: () => void): InsightRowData {
  return {
    id: row.id,
    name: <ArtistAnchor name={row.artistName} c="bright" fw={700} onClick={onOpen} />,
    label: row.artistName,
    details: pluralize(row.showCount, 'show'),
    // An artist seen only in imported, unscored shows has no average yet.
    score: hasAverage(row.avgScore) ? roundAverage(row.avgScore) : null,
  };
}

function cityRow(row: CityInsight): InsightRowData {
  return {
    id: row.id,
    name: (
      <Text fw={700} c="bright" span>
        {row.cityName}
      </Text>
    ),
    label: row.cityName,
    details: <CountryAndShows country={row.country} showCount={row.showCount} />,
    score: hasAverage(row.avgScore) ? roundAverage(row.avgScore) : null,
  };
}

function venueRow(row: VenueInsight, onOpen: () => void): InsightRowData {
  return {
    id: row.id,
    name: (
      <AnchorLink to="/venue/$id" params={{ id: row.id }} c="bright" fw={700} onClick={onOpen}>
        {row.venueName}
      </AnchorLink>
    ),
    label: row.venueName,
    details: (
      <>
        <Text span fz="xs" c="dimmed" mr={6}>
          {row.cityName}
        </Text>
        <CountryAndShows country={row.country} showCount={row.showCount} />
      </>
    ),
    score: hasAverage(row.avgScore) ? roundAverage(row.avgScore) : null,
  };
}

/** A city's or venue's country (a badge, when known) and how many shows were there. */
function CountryAndShows({ country, showCount }: { country: string | null; showCount: number }) {
  return (
    <>
      {country ? (
        <Badge variant="light" color="gray" size="xs" radius="sm" mr={6}>
          {country}
        </Badge>
      ) : null}
      <Text span fz="xs" c="dimmed">
        {pluralize(showCount, 'show')}
      </Text>
    </>
  );
}

function InsightRow({
  position,
  name,
  label,
  details,
  score,
}: Omit<InsightRowData, 'id'> & { position: number }) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py="xs" aria-label={label}>
      <Group gap="sm" wrap="nowrap">
        <LeaderboardPosition position={position} size={30} />
        <Stack gap={2} miw={0} flex={1}>
          <Text component="div" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text component="div" fz="xs" c="dimmed">
            {details}
          </Text>
        </Stack>
        <Stack gap={0} align="center">
          <ScoreBadge
            score={score}
            size="lg"
            miw={44}
            aria-label={score === null ? 'No average' : `Average ${score} out of 100`}
          />
          <Text fz={10} c="dimmed" fw={600} tt="uppercase" lts={0.4} mt={2} aria-hidden>
            avg
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
