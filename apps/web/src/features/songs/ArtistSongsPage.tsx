import type { ArtistSong, ArtistSongs } from '@gigrank/domain';
import { RowCard, tone } from '@gigrank/ui';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconPlaylist } from '@tabler/icons-react';
import { Fragment } from 'react';
import { AnchorLink, ArtistAnchor } from '../../components/AnchorLink';
import { PageState } from '../../components/page-states';
import { ListEmpty } from '../../components/QueryStates';
import { trpc } from '../../lib/trpc';
import { useDocumentHead } from '../../lib/use-document-head';
import { useRenderWindow } from '../../lib/use-render-window';
import { HeroTitle } from '../../components/PageHeader';
import { SONGS_PAGE_STATES } from './SongsPageStates';
import {
  artistSongsDocumentTitle,
  heardOfTheseText,
  loggedGigsText,
  noSetlistsText,
  playedAtText,
  songDate,
} from './song-text';
import classes from './Songs.module.css';

/**
 * An artist's songs as the logged setlists played them: how many gigs with
 * a setlist there are, and for each song (most played first) how many of
 * them had it, the first and last, and the viewer's own shows that had it.
 */
export function ArtistSongsPage({ artistName }: { artistName: string }) {
  const query = trpc.songs.artist.useQuery({ artistName });
  useDocumentHead(artistSongsDocumentTitle(query.data?.artist ?? artistName), null);
  if (!query.isSuccess) return <PageState query={query} states={SONGS_PAGE_STATES} />;
  return <SongsScreen data={query.data} />;
}

function SongsScreen({ data }: { data: ArtistSongs }) {
  const heard = data.songs.filter((song) => song.myShows.length > 0).length;
  return (
    <Stack gap="lg">
      <Paper radius="lg" withBorder p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs">
          {/* The artist's name links to their page; the heading reads as the whole title. */}
          <HeroTitle kind="Songs" icon={<IconPlaylist size={16} aria-hidden />}>
            <ArtistAnchor name={data.artist} inherit />: songs played live
          </HeroTitle>
          <Text fw={600} c={tone.inkSoft} data-testid="songs-gigs">
            {loggedGigsText(data.gigs)}
          </Text>
          {data.songs.length > 0 ? (
            <Text fz="sm" c="dimmed" data-testid="songs-heard">
              {heardOfTheseText(heard, data.songs.length)}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {data.songs.length === 0 ? (
        <Paper radius="lg" withBorder p="md">
          <ListEmpty
            icon={IconPlaylist}
            color="midnight"
            title={noSetlistsText(data.artist)}
            description="Songs show up here once someone adds a setlist to a show of theirs."
            action={
              <ArtistAnchor name={data.artist} fw={600} fz="sm">
                Back to {data.artist}
              </ArtistAnchor>
            }
          />
        </Paper>
      ) : (
        <SongList data={data} />
      )}
    </Stack>
  );
}

/** The songs, most played first: on a phone a card each, from 48em a row of columns. */
function SongList({ data }: { data: ArtistSongs }) {
  // Up to ARTIST_SONGS_LIMIT songs: the first screenful renders first, the rest on scroll.
  const { count, marker } = useRenderWindow(data.songs.length, { initial: 20, step: 40 });
  return (
    <Stack gap="sm" component="section" aria-labelledby="songs-list-title">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz={{ base: 20, sm: 24 }} c="bright" id="songs-list-title">
          Songs
        </Title>
        <Text fz="sm" c="dimmed">
          Most played first
        </Text>
      </Group>
      <ol className={classes.songs} aria-labelledby="songs-list-title">
        {data.songs.slice(0, count).map((song, i) => (
          <SongRow key={song.id} song={song} position={i + 1} total={data.gigs} />
        ))}
      </ol>
      {marker}
    </Stack>
  );
}

function SongRow({ song, position, total }: { song: ArtistSong; position: number; total: number }) {
  return (
    <RowCard className={classes.song} aria-label={song.title}>
      <span className={classes.position} aria-hidden>
        {position}
      </span>
      <div className={classes.main}>
        <Text fw={700} c="bright" className={classes.title}>
          {song.title}
        </Text>
        <Text fz="sm" c={tone.inkSoft}>
          {playedAtText(song.gigs, total)}
        </Text>
        {/* The text says the figure; the bar only draws it. */}
        <Progress
          value={total > 0 ? (song.gigs / total) * 100 : 0}
          size="xs"
          radius="xl"
          color="encore"
          mt={4}
          aria-hidden
        />
      </div>
      <Text fz="sm" c="dimmed" className={classes.dates}>
        <span className={classes.date}>First {songDate(song.first)}</span>
        <span className={classes.date}>Last {songDate(song.last)}</span>
      </Text>
      <div className={classes.heard}>
        <HeardAt shows={song.myShows} />
      </div>
    </RowCard>
  );
}

/** 'You heard it at: 4 Mar 2024, 1 Jun 2025' (each date a link to that show), or 'Not caught yet'. */
function HeardAt({ shows }: { shows: ArtistSong['myShows'] }) {
  if (shows.length === 0) {
    return (
      <Group gap={6} wrap="nowrap" c="dimmed">
        <IconCircleDashed size={16} aria-hidden className={classes.icon} />
        <Text fz="sm" c="dimmed">
          Not caught yet
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconCircleCheck
        size={16}
        aria-hidden
        className={classes.icon}
        color="var(--mantine-color-encore-text)"
      />
      <Text fz="sm" c="bright">
        You heard it at:{' '}
        {shows.map((show, i) => (
          <Fragment key={show.id}>
            {i > 0 ? ', ' : null}
            <AnchorLink to="/show/$id" params={{ id: show.id }} fw={600} underline="always" inherit>
              {songDate(show.date)}
            </AnchorLink>
          </Fragment>
        ))}
      </Text>
    </Group>
  );
}
