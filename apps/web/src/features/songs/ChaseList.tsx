import type { Chase, SongMoment } from '@gigrank/domain';
import { Button, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFlag, IconSparkles, IconTarget } from '@tabler/icons-react';
import { useState } from 'react';
import { AnchorLink } from '../../components/AnchorLink';
import { ProfileSection } from '../../components/ProfileSection';
import { PlainList } from '../../components/QueryStates';
import { QueryLoadError } from '../../components/QueryLoadError';
import { isMissingAnswer, serverErrorCode } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import {
  CHASE_PREVIEW,
  chaseCaption,
  chaseDoneText,
  chaseItemText,
  momentText,
  songDate,
  type Chaser,
} from './song-text';
import { busyRegion } from '../../components/busy-region';

/**
 * "Still chasing": the songs an artist plays most that `userId` never heard
 * at any of their shows (the first CHASE_PREVIEW, then 'Show all'), and the
 * rare moments they were at, each linking to that show. Nothing while no
 * setlist of the artist is logged, for an unknown artist, or for a profile
 * the viewer may not read.
 */
export function ChaseList({
  userId,
  artistName,
  who,
  skeleton = true,
}: {
  userId: number;
  artistName: string;
  /** Whose list the texts speak of: the viewer's own, or someone else's. */
  who: Chaser;
  /**
   * A placeholder while it loads. Without one where the list is often not
   * there at all (an artist's page: most artists have no setlist), so the
   * page does not hold a space that then closes.
   */
  skeleton?: boolean;
}) {
  const chase = trpc.songs.chase.useQuery({ userId, artistName });
  if (chase.isPending) {
    if (!skeleton) return null;
    return (
      <Stack gap={0} {...busyRegion('Loading songs still to chase')}>
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  if (chase.isError) {
    if (isMissingAnswer(chase.error) || serverErrorCode(chase.error) === 'FORBIDDEN') return null;
    return <QueryLoadError title="Couldn't load the songs still to chase" query={chase} />;
  }
  if (chase.data.gigs === 0) return null;
  return <ChaseCard data={chase.data} who={who} />;
}

function ChaseCard({ data, who }: { data: Chase; who: Chaser }) {
  return (
    <ProfileSection
      titleId="chase-title"
      title="Still chasing"
      icon={IconTarget}
      color="encore"
      count={{ text: chaseCaption(data.artist, data.heard), testId: 'chase-caption' }}
    >
      <Stack gap="md">
        {data.chase.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {chaseDoneText(data.artist, who)}
          </Text>
        ) : (
          <ChaseSongs data={data} who={who} />
        )}
        {data.moments.length > 0 ? (
          <Moments moments={data.moments} total={data.gigs} who={who} />
        ) : null}
        <AnchorLink
          to="/artist/$artistName/songs"
          params={{ artistName: data.artist }}
          fz="sm"
          fw={600}
        >
          Every song of {data.artist}
        </AnchorLink>
      </Stack>
    </ProfileSection>
  );
}

/** The staples never caught, most played first: a few, then all of them on demand. */
function ChaseSongs({ data, who }: { data: Chase; who: Chaser }) {
  const [all, setAll] = useState(false);
  const shown = all ? data.chase : data.chase.slice(0, CHASE_PREVIEW);
  const more = data.chase.length - CHASE_PREVIEW;
  return (
    <Stack gap="xs" align="flex-start">
      <PlainList ordered label="Songs still to catch">
        {shown.map((song) => (
          <Text component="li" key={song.id} fz="sm" c="dimmed">
            <Text span fw={700} c="bright" inherit>
              {song.title}
            </Text>{' '}
            — {chaseItemText(song.gigs, data.gigs, who)}
          </Text>
        ))}
      </PlainList>
      {more > 0 ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll((open) => !open)}>
          {all ? 'Show fewer' : `Show all ${data.chase.length}`}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The moments they were at: the only performance of a song, or its first. */
function Moments({ moments, total, who }: { moments: SongMoment[]; total: number; who: Chaser }) {
  return (
    <Stack gap="xs">
      <Title order={3} fz="sm" c="bright">
        Rare moments
      </Title>
      <PlainList label="Rare moments">
        {moments.map((moment) => {
          const Icon = moment.kind === 'only' ? IconSparkles : IconFlag;
          return (
            <Group component="li" key={`${moment.kind}-${moment.id}`} gap="xs" wrap="nowrap">
              <ThemeIcon
                variant="light"
                color={moment.kind === 'only' ? 'spotlight' : 'midnight'}
                radius="xl"
                size="md"
                aria-hidden
              >
                <Icon size={14} />
              </ThemeIcon>
              <Stack gap={0} miw={0}>
                <AnchorLink to="/show/$id" params={{ id: moment.showId }} fz="sm" fw={600}>
                  {momentText(moment, total, who)}
                </AnchorLink>
                <Text fz="xs" c="dimmed">
                  {songDate(moment.date)}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </PlainList>
    </Stack>
  );
}
