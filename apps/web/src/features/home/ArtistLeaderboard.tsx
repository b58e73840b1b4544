import { pluralize, roundAverage } from '@gigrank/domain';
import { EmptyState, LeaderboardRow, ScoreBadge } from '@gigrank/ui';
import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMicrophone2, IconTrophy } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';
import { LeaderboardList } from './LeaderboardList';
import classes from './Home.module.css';
import { ArtistLink } from '../../components/AnchorLink';

/** Artist Leaderboard (SPEC section 2): artists by shows rated, with their rounded average. */
export function ArtistLeaderboard() {
  const artists = trpc.leaderboard.artists.useQuery();
  return (
    <LeaderboardList
      label="Artist Leaderboard"
      loadingLabel="Loading artist leaderboard"
      query={artists}
      rows={artists.data}
      errorMessage="Failed to fetch artist leaderboard data"
      empty={
        <EmptyState
          icon={<IconTrophy size={36} stroke={1.5} color="var(--mantine-color-gray-5)" />}
          title="No artists rated yet."
          description="Artists appear here once shows are rated."
        />
      }
    >
      {(rows) =>
        rows.map((entry, i) => {
          const average = roundAverage(entry.avgScore);
          return (
            <LeaderboardRow
              key={entry.artistName}
              position={i + 1}
              className={classes.rowWithLink}
              avatar={
                <ThemeIcon size={38} radius="xl" variant="light" color="midnight" aria-hidden>
                  <IconMicrophone2 size={20} />
                </ThemeIcon>
              }
              title={<ArtistLink name={entry.artistName} className={classes.stretchedLink} />}
              details={
                <Text fz="sm" c="dimmed">
                  {pluralize(entry.showCount, 'show')}
                </Text>
              }
              actions={
                <Stack gap={0} align="center">
                  <ScoreBadge
                    score={average}
                    size="lg"
                    aria-label={`Average score ${average} out of 100`}
                  />
                  <Text fz={10} c="dimmed" tt="uppercase" fw={700} aria-hidden>
                    avg
                  </Text>
                </Stack>
              }
            />
          );
        })
      }
    </LeaderboardList>
  );
}
