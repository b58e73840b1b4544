import {
  LIST_PAGE_SIZE,
  PRODUCT_NAME,
  pluralize,
  userGlobalRankDisplay,
  type User,
} from '@gigrank/domain';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { StatCard } from '@gigrank/ui';
import {
  IconBuildingStadium,
  IconFlame,
  IconMapPin,
  IconTent,
  IconTrophy,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../lib/trpc';
import { FavoriteArtistCard, MostSeenArtistCard } from './ArtistStatCards';
import { DiaryStatCard } from './diary/DiaryStatCard';
import { hasAverage, pageCount } from './insights';
import { AverageLine, CountStatCard, PickStatCard, StatLink, venuePage } from './stat-cards';
import { dialogOpener, type StatDialog } from './stat-card-dialogs';
import { FRESH_ON_FOCUS } from './stat-links';
import { streakDetails } from './streak-text';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import classes from './ProfileStats.module.css';

// The insight dialogs load when they first open.
const InsightsDialog = lazyWhenOpened(() =>
  import('./InsightsDialog').then((module) => module.InsightsDialog),
);
const FestivalsDialog = lazyWhenOpened(() =>
  import('./FestivalsDialog').then((module) => module.FestivalsDialog),
);

/** The insight dialogs' kinds (a card opens each). */
const INSIGHT_KINDS = ['venues', 'artists', 'cities'] as const;

/**
 * The profile's stat cards (SPEC section 2), two columns on phones: Global
 * Rank (labelled with the product's name), Current Streak, Favorite Artist
 * (opens Artist Insights) beside the Most Seen Artist; Most
 * Visited city (opens City Insights); then the number of venues
 * (opens Venue Insights), the Most Visited Venue (linked; opens Venue
 * Insights) and the number of festivals (opens Festivals); and the Diary,
 * which opens the calendar of the year.
 */
export function ProfileStats({ user, isOwner }: { user: User; isOwner: boolean }) {
  const [dialog, setDialog] = useState<StatDialog | null>(null);
  const opens = dialogOpener(setDialog);
  // A failed fetch counts as none (SPEC section 8: it falls back to null).
  const city = trpc.profile.mostVisitedCity.useQuery({ userId: user.id }, FRESH_ON_FOCUS);
  const venue = trpc.profile.mostVisitedVenue.useQuery({ userId: user.id });
  // One page of venue rows (a whole list costs ten times more of the read budget):
  // its length is the count, '50+' when the page is full.
  const venues = trpc.profile.venueInsights.useQuery({ userId: user.id, limit: LIST_PAGE_SIZE });
  const venueCount = venues.data?.length ?? 0;
  const festivals = trpc.profile.festivals.useQuery({ userId: user.id });

  return (
    <>
      <Stack gap="xs">
        <StatGrid>
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
            details={streakDetails(user, isOwner)}
          />
          <FavoriteArtistCard userId={user.id} opens={opens} />
          <MostSeenArtistCard userId={user.id} />
        </StatGrid>
        <StatGrid>
          <PickStatCard
            {...opens('Most Visited', 'cities')}
            icon={<IconMapPin size={16} />}
            color="midnight"
            query={city}
            empty="No cities yet"
            value={(visited) => (
              <Text inherit lineClamp={2}>
                {visited.cityName}
              </Text>
            )}
            details={(visited) => (
              <>
                <div>{pluralize(visited.showCount, 'show')}</div>
                {hasAverage(visited.avgScore) ? <AverageLine average={visited.avgScore} /> : null}
              </>
            )}
          />
          <CountStatCard
            {...opens('Venues', 'venues')}
            icon={<IconBuildingStadium size={16} />}
            color="encore"
            query={venues}
            testId="stat-venues"
            count={venueCount}
            shown={pageCount(venueCount, LIST_PAGE_SIZE)}
            counted="Different venues"
            none="No venues yet"
          />
          <PickStatCard
            className={classes.wide}
            {...opens('Most Visited Venue', 'venues')}
            icon={<IconBuildingStadium size={16} />}
            color="midnight"
            query={venue}
            empty="No venues yet"
            value={(top) => <StatLink link={venuePage(top.id)} name={top.venueName} />}
            details={(top) => (
              <>
                <div>
                  {top.cityName} · {pluralize(top.showCount, 'show')}
                </div>
                {hasAverage(top.avgScore) ? <AverageLine average={top.avgScore} /> : null}
              </>
            )}
          />
          <CountStatCard
            {...opens('Festivals', 'festivals')}
            icon={<IconTent size={16} />}
            color="spotlight"
            query={festivals}
            testId="stat-festivals"
            count={festivals.data?.count ?? 0}
            counted="Festival editions"
            none="No festivals yet"
          />
          <DiaryStatCard userId={user.id} />
        </StatGrid>
      </Stack>
      {INSIGHT_KINDS.map((kind) => (
        <InsightsDialog
          key={kind}
          kind={kind}
          user={user}
          opened={dialog === kind}
          onClose={() => setDialog(null)}
        />
      ))}
      <FestivalsDialog
        user={user}
        opened={dialog === 'festivals'}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

/** A row of the stat cards: two columns on phones, four from sm up. */
function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4 }}
      spacing={{ base: 'xs', xs: 'sm' }}
      verticalSpacing={{ base: 'xs', xs: 'sm' }}
    >
      {children}
    </SimpleGrid>
  );
}
