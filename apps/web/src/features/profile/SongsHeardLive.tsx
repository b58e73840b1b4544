import { pluralize, type HeardSong, type SongLedger, type User } from '@gigrank/domain';
import { RowCard, tone } from '@gigrank/ui';
import { Stack, Text, Title } from '@mantine/core';
import { IconLock, IconMusic } from '@tabler/icons-react';
import { AnchorLink } from '../../components/AnchorLink';
import { ChipList } from '../../components/ChipList';
import { LoadMoreOf } from '../../components/load-more-button';
import { ProfileSection } from '../../components/ProfileSection';
import { ListEmpty, ListSkeleton, PlainList, QueryStates } from '../../components/QueryStates';
import { serverErrorCode } from '../../lib/errors';
import { useNearViewport } from '../../lib/use-render-window';
import { ChaseList, heardTimesText, songsHeardCount, useSongLedger, YOU } from '../songs';

/**
 * The profile's songs heard live: how many different songs, the artists
 * most of them were by (each linking to its songs page), and the songs most
 * heard with when they were first heard (linking to that show), a page at a
 * time. Then the songs still to chase of the artist most songs were by. Last
 * on the page: its heading is there from the start (a screen reader's list
 * of regions finds it), its reads wait until it comes near the viewport.
 */
export function SongsHeardLive({
  user,
  isOwner,
}: {
  user: Pick<User, 'id' | 'displayName'>;
  isOwner: boolean;
}) {
  const { near, ref } = useNearViewport();
  const { ledger, first, songs } = useSongLedger(user.id, { enabled: near });
  const topArtist = first?.artists[0]?.artist;
  const closed = serverErrorCode(ledger.error) === 'FORBIDDEN';
  return (
    <Stack ref={ref} gap="lg">
      <ProfileSection
        titleId="songs-heard-title"
        title="Songs heard live"
        icon={IconMusic}
        color="midnight"
        count={first ? { text: songsHeardCount(first.total), testId: 'songs-heard-count' } : null}
      >
        {closed ? (
          <ListEmpty
            icon={IconLock}
            color="midnight"
            title="This account is private"
            description="Follow to see the songs they heard"
          />
        ) : (
          <QueryStates
            query={ledger}
            loading={<ListSkeleton label="Loading songs heard live" height={52} />}
            errorMessage="Failed to load the songs heard live"
            empty={
              first && first.total === 0 ? (
                <ListEmpty
                  icon={IconMusic}
                  color="midnight"
                  title={
                    isOwner
                      ? "You haven't heard any songs live yet"
                      : `${user.displayName} hasn't heard any songs live yet`
                  }
                  description={
                    isOwner ? 'Add a setlist to a show and its songs count here.' : undefined
                  }
                />
              ) : null
            }
          >
            {first ? <Ledger first={first} songs={songs} /> : null}
            <LoadMoreOf query={ledger} />
          </QueryStates>
        )}
      </ProfileSection>
      {topArtist ? (
        <ChaseList
          userId={user.id}
          artistName={topArtist}
          who={isOwner ? YOU : { you: false, name: user.displayName }}
        />
      ) : null}
    </Stack>
  );
}

function Ledger({ first, songs }: { first: SongLedger; songs: HeardSong[] }) {
  return (
    <Stack gap="md">
      {first.artists.length > 0 ? (
        <ChipList
          title="Top artists"
          titleId="songs-heard-artists"
          items={first.artists}
          keyOf={(a) => a.artist}
        >
          {(a) => (
            <>
              <AnchorLink
                to="/artist/$artistName/songs"
                params={{ artistName: a.artist }}
                fw={700}
                c="bright"
                fz="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {a.artist}
              </AnchorLink>
              <Text fz="xs" c="dimmed">
                {pluralize(a.songs, 'song')}
              </Text>
            </>
          )}
        </ChipList>
      ) : null}
      <Stack gap={6}>
        <Title order={3} fz="sm" c="bright">
          Most heard
        </Title>
        <PlainList ordered label="Most heard songs">
          {songs.map((song) => (
            <RowCard key={song.id} aria-label={`${song.title}, ${song.artist}`}>
              <Stack gap={2} miw={0}>
                <Text fw={700} c="bright" style={{ overflowWrap: 'anywhere' }}>
                  {song.title}
                </Text>
                <Text fz="sm" c={tone.inkSoft} style={{ overflowWrap: 'anywhere' }}>
                  {song.artist}
                </Text>
                <AnchorLink to="/show/$id" params={{ id: song.firstShowId }} fz="sm">
                  {heardTimesText(song.times, song.firstHeard)}
                </AnchorLink>
              </Stack>
            </RowCard>
          ))}
        </PlainList>
      </Stack>
    </Stack>
  );
}
