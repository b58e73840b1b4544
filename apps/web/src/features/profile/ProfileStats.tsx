import {
  LIST_PAGE_SIZE,
  PRODUCT_NAME,
  pluralize,
  roundAverage,
  userGlobalRankDisplay,
  type User,
} from '@gigrank/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { StatCard, tone } from '@gigrank/ui';
import {
  IconBuildingStadium,
  IconFlame,
  IconMapPin,
  IconTent,
  IconTrophy,
} from '@tabler/icons-react';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { AnchorLink } from '../shows/show-page/AnchorLink';
import { FavoriteArtistCard, MostSeenArtistCard } from './ArtistStatCards';
import { DiaryStatCard } from './diary/DiaryStatCard';
import { hasAverage, pageCount } from './insights';
import { FRESH_ON_FOCUS, RAISED_LINK } from './stat-links';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import classes from './ProfileStats.module.css';

// The insight dialogs load when they first open.
const InsightsDialog = lazyWhenOpened(() =>
  import('./InsightsDialog').then((module) => module.InsightsDialog),
);
const FestivalsDialog = lazyWhenOpened(() =>
  import('./FestivalsDialog').then((module) => module.FestivalsDialog),
);

/** Under a count: what it counts, that there is none yet, or that it could not be read. */
function countDetails(failed: boolean, count: number, counted: string, none: string): string {
  if (failed) return 'Could not load';
  return count > 0 ? counted : none;
}

/**
 * The profile's stat cards (SPEC section 2), two columns on phones: Global
 * Rank (labelled with the product's name), Current Streak, Favorite Artist
 * (opens Artist Insights) beside the Most Seen Artist (issue 21); Most
 * Visited city (opens City Insights); then (issue 20) the number of venues
 * (opens Venue Insights), the Most Visited Venue (linked; opens Venue
 * Insights) and the number of festivals (opens Festivals); and the Diary
 * (issue 21), which opens the calendar of the year.
 */
export function ProfileStats({ user }: { user: User }) {
  const [insights, setInsights] = useState<'artists' | 'cities' | 'venues' | 'festivals' | null>(
    null,
  );
  // A failed fetch counts as none (SPEC section 8: it falls back to null).
  const city = trpc.profile.mostVisitedCity.useQuery({ userId: user.id }, FRESH_ON_FOCUS);
  const visited = city.data ?? null;
  const venue = trpc.profile.mostVisitedVenue.useQuery({ userId: user.id });
  // One page of venue rows (a whole list costs ten times more of the read budget):
  // its length is the count, '50+' when the page is full.
  const venues = trpc.profile.venueInsights.useQuery({ userId: user.id, limit: LIST_PAGE_SIZE });
  const festivals = trpc.profile.festivals.useQuery({ userId: user.id });
  const topVenue = venue.data ?? null;

  return (
    <>
      <Stack gap="xs">
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing={{ base: 'xs', xs: 'sm' }}
          verticalSpacing={{ base: 'xs', xs: 'sm' }}
        >
          <StatCard
            label={PRODUCT_NAME}
            icon={<IconTrophy size={16} />}
            color="spotlight"
            value={
              <span data-testid="stat-global-rank">{userGlobalRankDisplay(user.globalRank)}</span>
            }
            details="Global rank"
          />
          <StatCard
            label="Current Streak"
            icon={<IconFlame size={16} />}
            color="red"
            value={<span data-testid="stat-streak">{pluralize(user.streakWeeks, 'week')}</span>}
            details={user.streakWeeks > 0 ? 'In a row with a show' : 'Log a show to start one'}
          />
          <FavoriteArtistCard userId={user.id} onOpen={() => setInsights('artists')} />
          <MostSeenArtistCard userId={user.id} />
        </SimpleGrid>
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing={{ base: 'xs', xs: 'sm' }}
          verticalSpacing={{ base: 'xs', xs: 'sm' }}
        >
          <StatCard
            label="Most Visited"
            openLabel="Most Visited: open City Insights"
            icon={<IconMapPin size={16} />}
            color="midnight"
            loading={city.isPending}
            muted={!visited}
            onOpen={() => setInsights('cities')}
            value={
              visited ? (
                <Text inherit lineClamp={2}>
                  {visited.cityName}
                </Text>
              ) : (
                'No cities yet'
              )
            }
            details={
              visited ? (
                <>
                  <div>{pluralize(visited.showCount, 'show')}</div>
                  {hasAverage(visited.avgScore) ? (
                    <div>
                      <Text span fz="inherit" fw={800} c={tone.inkSoft}>
                        {roundAverage(visited.avgScore)}/100
                      </Text>{' '}
                      average
                    </div>
                  ) : null}
                </>
              ) : null
            }
          />
          <StatCard
            label="Venues"
            openLabel="Venues: open Venue Insights"
            icon={<IconBuildingStadium size={16} />}
            color="encore"
            loading={venues.isPending}
            muted={!venues.data?.length}
            onOpen={() => setInsights('venues')}
            value={
              <span data-testid="stat-venues">
                {venues.isError ? '–' : pageCount(venues.data?.length ?? 0, LIST_PAGE_SIZE)}
              </span>
            }
            details={countDetails(
              venues.isError,
              venues.data?.length ?? 0,
              'Different venues',
              'No venues yet',
            )}
          />
          <StatCard
            className={classes.wide}
            label="Most Visited Venue"
            openLabel="Most Visited Venue: open Venue Insights"
            icon={<IconBuildingStadium size={16} />}
            color="midnight"
            loading={venue.isPending}
            muted={!topVenue}
            onOpen={() => setInsights('venues')}
            value={
              topVenue ? (
                <Text inherit lineClamp={2}>
                  <AnchorLink
                    to="/venue/$id"
                    params={{ id: topVenue.id }}
                    c="inherit"
                    inherit
                    style={RAISED_LINK}
                  >
                    {topVenue.venueName}
                  </AnchorLink>
                </Text>
              ) : (
                'No venues yet'
              )
            }
            details={
              topVenue ? (
                <>
                  <div>
                    {topVenue.cityName} · {pluralize(topVenue.showCount, 'show')}
                  </div>
                  {hasAverage(topVenue.avgScore) ? (
                    <div>
                      <Text span fz="inherit" fw={800} c={tone.inkSoft}>
                        {roundAverage(topVenue.avgScore)}/100
                      </Text>{' '}
                      average
                    </div>
                  ) : null}
                </>
              ) : null
            }
          />
          <StatCard
            label="Festivals"
            openLabel="Festivals: open your festivals"
            icon={<IconTent size={16} />}
            color="spotlight"
            loading={festivals.isPending}
            muted={!festivals.data?.count}
            onOpen={() => setInsights('festivals')}
            value={
              <span data-testid="stat-festivals">
                {festivals.isError ? '–' : (festivals.data?.count ?? 0)}
              </span>
            }
            details={countDetails(
              festivals.isError,
              festivals.data?.count ?? 0,
              'Festival editions',
              'No festivals yet',
            )}
          />
          <DiaryStatCard userId={user.id} />
        </SimpleGrid>
      </Stack>
      <InsightsDialog
        kind="venues"
        user={user}
        opened={insights === 'venues'}
        onClose={() => setInsights(null)}
      />
      <FestivalsDialog
        user={user}
        opened={insights === 'festivals'}
        onClose={() => setInsights(null)}
      />
      <InsightsDialog
        kind="artists"
        user={user}
        opened={insights === 'artists'}
        onClose={() => setInsights(null)}
      />
      <InsightsDialog
        kind="cities"
        user={user}
        opened={insights === 'cities'}
        onClose={() => setInsights(null)}
      />
    </>
  );
}
