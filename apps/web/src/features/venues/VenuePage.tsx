import {
  PRODUCT_NAME,
  pluralize,
  roundAverage,
  type Show,
  type VenuePage as VenuePageData,
} from '@gigrank/domain';
import { EmptyState, ScoreBadge, ShowCardSkeleton, UserAvatar } from '@gigrank/ui';
import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingOff,
  IconBuildingStadium,
  IconMapPin,
  IconMicrophone2,
  IconMoodEmpty,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { isMissingAnswer } from '../../lib/errors';
import { LoadMoreOf, type NextPageQuery } from '../../components/load-more-button';
import {
  bar,
  PageNotFound,
  PageSkeleton,
  type PageNotFoundProps,
  type PageSkeletonProps,
} from '../../components/page-states';
import { useRenderWindow } from '../../lib/use-render-window';
import { useDocumentHead } from '../../lib/use-document-head';
import { hasAverage } from '../profile';
import { LinkedShowCard } from '../shows';
import { ArtistAnchor } from '../../components/AnchorLink';
import { QueryLoadError } from '../../components/QueryLoadError';
import { useCurrentUser } from '../auth';
import { profileLink } from '../../lib/profile-link';
import { AccessNotes } from './AccessNotes';
import { useVenuePage } from './use-venue-page';
import { mergeVenuePages, venueCityLabel } from './venue-text';
import classes from './VenuePage.module.css';
import { SectionCard } from '../../components/section-card';
import { HeroTitle } from '../../components/PageHeader';

/** The page's texts that tests and users rely on. */
const VENUE_TEXT = {
  notFound: 'Venue not found',
  noShows: 'No shows logged here yet',
  loadError: 'Failed to load this venue. Please try again.',
} as const;

/** The page while it loads: the hero's card, then three show cards. */
const LOADING: PageSkeletonProps = {
  label: 'Loading venue',
  gap: 'xl',
  cards: [
    {
      bars: [bar(12, 60), bar(34, '70%'), bar(14, '40%')],
      rows: [{ mt: 'sm', bars: [bar(40, 56, 'sm'), bar(24, 120, 'sm')] }],
    },
  ],
  children: (
    <Stack gap="sm">
      {Array.from({ length: 3 }, (_, i) => (
        <ShowCardSkeleton key={i} variant="artist" />
      ))}
    </Stack>
  ),
};

/** An unknown venue. */
const NOT_FOUND: PageNotFoundProps = {
  icon: IconBuildingOff,
  title: VENUE_TEXT.notFound,
  titleColor: 'bright',
  message: "This venue doesn't exist, or nothing has been logged there.",
  homeVariant: 'light',
};

/**
 * A venue's page: its name, city and address, the average score
 * and show count of everything logged there, the shows (newest first, a page
 * at a time), the artists most seen there, the users who log there most, and
 * the access notes users write and confirm.
 */
export function VenuePage({ id }: { id: number }) {
  const query = useVenuePage(id);
  // The page renders in the background (a transition), not in the query's own urgent update.
  const pages = useDeferredValue(query.data);
  const data = useMemo(() => (pages ? mergeVenuePages(pages.pages) : undefined), [pages]);
  useDocumentHead(
    data ? `${data.venue.name} | ${PRODUCT_NAME}` : `Venue | ${PRODUCT_NAME}`,
    data
      ? `${data.venue.name}, ${venueCityLabel(data.venue)}: shows logged on ${PRODUCT_NAME}.`
      : null,
  );

  if (query.isPending || (data === undefined && query.data !== undefined)) {
    return <PageSkeleton {...LOADING} />;
  }
  if (!data) {
    if (isMissingAnswer(query.error)) return <PageNotFound {...NOT_FOUND} />;
    return <QueryLoadError message={VENUE_TEXT.loadError} query={query} />;
  }
  return (
    <Stack gap="xl">
      <VenueHero page={data} />
      <Grid gap="xl" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <VenueShows shows={data.shows} paging={query} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AccessNotes venueId={id} notes={data.accessNotes} />
            <TopArtists rows={data.topArtists} />
            <TopUsers rows={data.topUsers} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function VenueHero({ page }: { page: VenuePageData }) {
  const { venue } = page;
  const average = hasAverage(venue.avgScore) ? roundAverage(venue.avgScore) : null;
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder className={classes.hero}>
      <Stack gap={6}>
        <HeroTitle kind="Venue">{venue.name}</HeroTitle>
        <Group gap={6} wrap="nowrap" c="dimmed">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" data-testid="venue-city">
            {venueCityLabel(venue)}
          </Text>
        </Group>
        {venue.address ? (
          <Text fz="sm" c="dimmed" data-testid="venue-address">
            {venue.address}
          </Text>
        ) : null}
        <Group gap="lg" mt="sm" align="center">
          <Group gap="xs" wrap="nowrap">
            <ScoreBadge
              score={average}
              size="xl"
              miw={56}
              h={40}
              fz={18}
              aria-label={average === null ? 'No average yet' : `Average ${average} out of 100`}
              data-testid="venue-average"
            />
            <Text fz="sm" c="dimmed" fw={600}>
              average
            </Text>
          </Group>
          <Badge
            size="lg"
            radius="sm"
            variant="light"
            color="midnight"
            tt="none"
            leftSection={<IconBuildingStadium size={14} aria-hidden />}
            data-testid="venue-show-count"
          >
            {pluralize(venue.showCount, 'show')} logged
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}

function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Title order={2} id={id} fz={{ base: 20, sm: 22 }} c="bright">
      {children}
    </Title>
  );
}

function VenueShows({
  shows,
  paging,
}: {
  shows: Show[];
  /** The page query the shows come from: 'Load more' fetches its next page. */
  paging: NextPageQuery;
}) {
  const { count, marker } = useRenderWindow(shows.length);
  const footer = <LoadMoreOf query={paging} />;
  return (
    <Stack gap="sm" component="section" aria-labelledby="venue-shows">
      <SectionTitle id="venue-shows">Shows</SectionTitle>
      {shows.length === 0 ? (
        <>
          <EmptyState
            icon={<IconMoodEmpty size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />}
            title={VENUE_TEXT.noShows}
          />
          {footer}
        </>
      ) : (
        <>
          {shows.slice(0, count).map((show) => (
            <LinkedShowCard key={show.id} variant="artist" show={show} />
          ))}
          {marker ?? footer}
        </>
      )}
    </Stack>
  );
}

/** A side card: a titled list, or its empty line. */
function SideList({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <SectionCard titleId={id} padding={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <SectionTitle id={id}>{title}</SectionTitle>
        {empty ? (
          <Text fz="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack component="ol" gap={6} className={classes.list}>
            {children}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}

function TopArtists({ rows }: { rows: VenuePageData['topArtists'] }) {
  return (
    <SideList
      id="venue-top-artists"
      title="Artists most seen here"
      empty={rows.length === 0 ? 'No artists yet' : null}
    >
      {rows.map((row) => (
        <Group component="li" key={row.artistName} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <IconMicrophone2 size={16} aria-hidden style={{ flexShrink: 0 }} />
            <ArtistAnchor name={row.artistName} fw={700} c="bright" truncate="end" />
          </Group>
          <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {pluralize(row.showCount, 'show')}
          </Text>
        </Group>
      ))}
    </SideList>
  );
}

function TopUsers({ rows }: { rows: VenuePageData['topUsers'] }) {
  const me = useCurrentUser();
  return (
    <SideList
      id="venue-top-users"
      title="Who logs here most"
      empty={rows.length === 0 ? 'Nobody yet' : null}
    >
      {rows.map(({ user, showCount }) => (
        <Group component="li" key={user.id} justify="space-between" wrap="nowrap" gap="sm">
          <Link {...profileLink(user.id, me.id)} className={classes.userLink}>
            <Group gap="sm" wrap="nowrap" miw={0}>
              <UserAvatar
                displayName={user.displayName}
                profilePicture={user.profilePicture}
                size={32}
              />
              <Stack gap={0} miw={0}>
                <Text fw={700} fz="sm" c="bright" truncate="end">
                  {user.displayName}
                </Text>
                <Text fz="xs" c="dimmed" truncate="end">
                  @{user.username}
                </Text>
              </Stack>
            </Group>
          </Link>
          <Text fz="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {pluralize(showCount, 'show')}
          </Text>
        </Group>
      ))}
    </SideList>
  );
}
