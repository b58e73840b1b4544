import { pluralize, type SetlistSong, type Show } from '@gigrank/domain';
import { Anchor, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlaylist } from '@tabler/icons-react';
import { coverNote, showSource, splitSetlist } from './setlist';
import { TitledSectionCard } from '../../../components/section-card';

function Songs({ songs, start, label }: { songs: SetlistSong[]; start: number; label: string }) {
  return (
    <List type="ordered" start={start} spacing={4} aria-label={label} data-testid="setlist-songs">
      {songs.map((song, i) => {
        const cover = coverNote(song);
        return (
          <List.Item key={`${i}-${song.title}`}>
            <Text component="span" fw={600}>
              {song.title}
            </Text>
            {cover ? (
              <Text component="span" c="dimmed" fz="sm">
                {' '}
                {cover}
              </Text>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * The songs heard at the show, in order (from an imported setlist), the
 * encore under its own heading, covers marked '(Artist cover)'; and the page
 * the show was imported from, which setlist.fm's terms ask to link. Nothing
 * when the show has neither.
 */
export function ShowSetlist({ show }: { show: Pick<Show, 'setlist' | 'sourceUrl'> }) {
  const songs = show.setlist ?? [];
  const source = showSource(show.sourceUrl);
  if (songs.length === 0 && !source) return null;
  const { main, encore } = splitSetlist(songs);
  return (
    <TitledSectionCard
      titleId="show-setlist-title"
      title="Setlist"
      icon={<IconPlaylist size={20} aria-hidden />}
      aside={
        songs.length > 0 ? (
          <Text c="dimmed" fw={700} fz="sm">
            {pluralize(songs.length, 'song')}
          </Text>
        ) : null
      }
    >
      <Stack gap="md">
        {songs.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No setlist was kept for this show.
          </Text>
        ) : null}
        {main.length > 0 ? <Songs songs={main} start={1} label="Main set" /> : null}
        {encore.length > 0 ? (
          <Stack gap={6}>
            <Title order={3} fz="sm" tt="uppercase" lts={0.5} c="dimmed" id="show-encore-title">
              Encore
            </Title>
            <Songs songs={encore} start={main.length + 1} label="Encore" />
          </Stack>
        ) : null}
        {source ? (
          <Group gap={4}>
            <Anchor
              href={source.href}
              target="_blank"
              rel="noopener noreferrer"
              fz="sm"
              fw={600}
              inline
            >
              Source: {source.name}
              <IconExternalLink
                size={14}
                aria-hidden
                style={{ marginLeft: 4, verticalAlign: 'middle' }}
              />
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </TitledSectionCard>
  );
}
