import {
  pluralize,
  PRODUCT_NAME,
  roundAverage,
  type FestivalLineupEntry,
  type FestivalPage as FestivalPageData,
  type FestivalPhoto,
  type FestivalSummary,
  type Show,
  type UserSummary,
} from '@gigrank/domain';
import { ScoreBadge, UserAvatar, avatarOf } from '@gigrank/ui';
import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconBuildingStadium,
  IconCalendarEvent,
  IconConfetti,
  IconMapPin,
  IconPlus,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { PageState } from '../../components/page-states';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth';
import { cityLabel } from '../../lib/city';
import { LinkedShowCard } from '../shows';
import classes from './Festival.module.css';
import { festivalTitle, formatFestivalDates } from './festival-text';
import { FESTIVAL_PAGE_STATES } from './FestivalPageStates';
import { MyFestival } from './MyFestival';
import { VenueLink } from './place-links';
import { profileLink } from '../../lib/profile-link';
import { TitledSectionCard } from '../../components/section-card';
import { HeroFact, HeroTitle } from '../../components/PageHeader';
import { ArtistLink } from '../../components/AnchorLink';

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" fz="sm">
      {children}
    </Text>
  );
}

/**
 * A festival edition's page: name, edition, dates and place; the
 * lineup as Gigrank's users rated it; the best-rated sets; people the viewer
 * follows who went; photos; other editions; the viewer's own sets and
 * overall score; and 'Log your sets'.
 */
export function FestivalPage({ id }: { id: number }) {
  const page = trpc.festivals.byId.useQuery({ id });
  const data = page.data;
  useEffect(() => {
    if (!data) return;
    const previous = document.title;
    document.title = `${festivalTitle(data.festival)} | ${PRODUCT_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [data]);

  if (!page.isSuccess) return <PageState query={page} states={FESTIVAL_PAGE_STATES} />;
  const { festival, lineup, bestSets, friendsWent, photos, otherEditions, mine } = page.data;
  return (
    <Stack gap="lg">
      <FestivalHero data={page.data} />
      {mine && mine.sets.length > 0 ? (
        <MyFestival festivalId={festival.id} mine={mine} titleId="festival-mine-title" />
      ) : null}
      <Lineup lineup={lineup} />
      <BestSets shows={bestSets} />
      {friendsWent.length > 0 ? <FriendsWent users={friendsWent} /> : null}
      {photos.length > 0 ? <Photos photos={photos} /> : null}
      {otherEditions.length > 0 ? <OtherEditions editions={otherEditions} /> : null}
    </Stack>
  );
}

function FestivalHero({ data }: { data: FestivalPageData }) {
  const { festival } = data;
  const city = cityLabel({
    name: festival.city,
    country: festival.cityCountry,
    region: festival.cityRegion,
  });
  return (
    <Paper radius="lg" withBorder shadow="xs" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <HeroTitle kind="Festival" icon={<IconConfetti size={16} aria-hidden />}>
          {festival.name}{' '}
          <Text span inherit c="dimmed">
            {festival.edition}
          </Text>
        </HeroTitle>
        <Group gap="lg" style={{ rowGap: 6 }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden />
            <Text fw={600} component="span" data-testid="festival-dates">
              {formatFestivalDates(festival.startDate, festival.endDate)}
            </Text>
          </Group>
          {festival.venue ? (
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconBuildingStadium size={18} aria-hidden />
              <VenueLink venueId={festival.venue.id} fw={600}>
                {festival.venue.name}
              </VenueLink>
            </Group>
          ) : null}
          <HeroFact icon={<IconMapPin size={18} aria-hidden />} testId="festival-city">
            {city}
          </HeroFact>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="encore" size="lg" tt="none">
            {pluralize(festival.setCount, 'set')} logged
          </Badge>
          <Badge variant="light" color="gray" size="lg" tt="none">
            {pluralize(festival.goerCount, 'goer')}
          </Badge>
          {festival.avgScore !== null ? (
            <Badge variant="light" color="spotlight" size="lg" tt="none">
              Average {roundAverage(festival.avgScore)}/100
            </Badge>
          ) : null}
        </Group>
        <Group>
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/festival/log" search={{ festival: festival.id }} />
            )}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Log your sets
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The lineup as rated: artist, fans, average; best first (the server's order). */
function Lineup({ lineup }: { lineup: readonly FestivalLineupEntry[] }) {
  return (
    <TitledSectionCard titleId="festival-lineup-title" title="Lineup as rated">
      {lineup.length === 0 ? (
        <Empty>No sets logged yet. Be the first to log one!</Empty>
      ) : (
        <ol className={classes.plainList} aria-labelledby="festival-lineup-title">
          {lineup.map((entry) => (
            <li key={entry.artistName}>
              <ArtistLink name={entry.artistName} className={classes.row}>
                <Stack gap={0} miw={0} style={{ flex: 1 }}>
                  <Text fw={700} truncate>
                    {entry.artistName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {pluralize(entry.fans, 'fan')}
                    {entry.setCount !== entry.fans ? ` · ${pluralize(entry.setCount, 'set')}` : ''}
                  </Text>
                </Stack>
                <ScoreBadge score={entry.avgScore === null ? null : roundAverage(entry.avgScore)} />
              </ArtistLink>
            </li>
          ))}
        </ol>
      )}
    </TitledSectionCard>
  );
}

/** The best-rated sets, as the artist page's show cards. */
function BestSets({ shows }: { shows: readonly Show[] }) {
  return (
    <TitledSectionCard titleId="festival-best-title" title="Best-rated sets">
      {shows.length === 0 ? (
        <Empty>No rated sets yet.</Empty>
      ) : (
        <Stack gap="sm">
          {shows.map((show) => (
            <LinkedShowCard key={show.id} variant="artist" show={show} festivalName={false} />
          ))}
        </Stack>
      )}
    </TitledSectionCard>
  );
}

function FriendsWent({ users }: { users: readonly UserSummary[] }) {
  const me = useCurrentUser();
  return (
    <TitledSectionCard titleId="festival-friends-title" title="People you follow who went">
      <Group
        gap="sm"
        component="ul"
        className={classes.plainList}
        style={{ flexDirection: 'row', flexWrap: 'wrap' }}
      >
        {users.map((user) => (
          <li key={user.id}>
            <Tooltip label={user.displayName} openDelay={700}>
              <Link {...profileLink(user.id, me.id)} aria-label={`${user.displayName}'s profile`}>
                <UserAvatar {...avatarOf(user)} size={44} />
              </Link>
            </Tooltip>
          </li>
        ))}
      </Group>
    </TitledSectionCard>
  );
}

function Photos({ photos }: { photos: readonly FestivalPhoto[] }) {
  return (
    <TitledSectionCard titleId="festival-photos-title" title="Photos">
      <ul className={classes.photos} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {photos.map(({ showId, artist, photo }, i) => (
          <li key={photo.id}>
            <Link
              to="/show/$id"
              params={{ id: showId }}
              className={classes.photo}
              aria-label={`Photo ${i + 1}: ${artist}`}
            >
              <img src={photo.thumbnailUrl} alt="" loading="lazy" />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSectionCard>
  );
}

function OtherEditions({ editions }: { editions: readonly FestivalSummary[] }) {
  return (
    <TitledSectionCard titleId="festival-editions-title" title="Other editions">
      <ul className={classes.plainList} aria-labelledby="festival-editions-title">
        {editions.map((edition) => (
          <li key={edition.id}>
            <Link to="/festival/$id" params={{ id: edition.id }} className={classes.row}>
              <Stack gap={0} miw={0}>
                <Text fw={700}>{festivalTitle(edition)}</Text>
                <Text fz="xs" c="dimmed">
                  {formatFestivalDates(edition.startDate, edition.endDate)} · {edition.city}
                </Text>
              </Stack>
            </Link>
          </li>
        ))}
      </ul>
    </TitledSectionCard>
  );
}
