import { pluralize, type SetlistSong, type Show, type UserSummary } from '@gigrank/domain';
import { Group, List, Stack, Text, Title } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/AnchorLink';
import { TitledSectionCard } from '../../../components/section-card';
import { useCurrentUser } from '../../auth';
import { agreeText, songMarks, splitSetlist } from '../show-page/setlist';

function Songs({ songs, start, label }: { songs: SetlistSong[]; start: number; label: string }) {
  return (
    <List type="ordered" start={start} spacing={4} aria-label={label} data-testid="setlist-songs">
      {songs.map((song, i) => {
        const marks = songMarks(song);
        const note = song.note?.trim();
        return (
          <List.Item key={`${i}-${song.title}`}>
            <Text component="span" fw={600}>
              {song.title}
            </Text>
            {marks.length > 0 ? (
              <Text component="span" c="dimmed" fz="sm">
                {' '}
                {marks.join(' ')}
              </Text>
            ) : null}
            {note ? (
              <Text component="span" c="dimmed" fz="xs" fs="italic">
                {' '}
                · {note}
              </Text>
            ) : null}
          </List.Item>
        );
      })}
    </List>
  );
}

/**
 * A setlist as read: the songs in order, the encore under its own heading;
 * after a title, a cover '(David Bowie cover)', a guest '(with X)', a tape
 * '(tape)', and the song's note, quieter.
 */
export function SetlistSongs({ songs }: { songs: readonly SetlistSong[] }) {
  const { main, encore } = splitSetlist(songs);
  return (
    <>
      {main.length > 0 ? <Songs songs={main} start={1} label="Main set" /> : null}
      {encore.length > 0 ? (
        <Stack gap={6}>
          <Title order={3} fz="sm" tt="uppercase" lts={0.5} c="dimmed">
            Encore
          </Title>
          <Songs songs={encore} start={main.length + 1} label="Encore" />
        </Stack>
      ) : null}
    </>
  );
}

/** Whose setlist of the gig is shown, and how many of the gig's setlists are the same. */
export type SetlistFrom = NonNullable<Show['setlistFrom']>;

/**
 * "From Ana's setlist · 3 of 4 agree": whose setlist of the gig this is (a
 * link to their show, which holds it) and how many agree ('your setlist'
 * when it is the viewer's).
 */
export function SetlistFromLine({ from }: { from: SetlistFrom }) {
  const me = useCurrentUser();
  const agree = agreeText(from);
  return (
    <Text fz="sm" c="dimmed" data-testid="setlist-from">
      From{' '}
      <AnchorLink to="/show/$id" params={{ id: from.showId }} fw={600} inherit>
        {setlistOwner(from.user, me.id)}
      </AnchorLink>
      {agree ? ` · ${agree}` : null}
    </Text>
  );
}

/** "Ana's setlist", or "your setlist". */
function setlistOwner(user: Pick<UserSummary, 'id' | 'displayName'>, viewerId: number): string {
  return user.id === viewerId ? 'your setlist' : `${user.displayName}'s setlist`;
}

/**
 * A page's Setlist card (a gig's, a show's): the title, how many songs there
 * are once there are some, and after that the owner's `action` when given.
 */
export function SetlistCard({
  titleId,
  songCount,
  action,
  children,
}: {
  titleId: string;
  songCount: number;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TitledSectionCard
      titleId={titleId}
      title="Setlist"
      icon={<IconPlaylist size={20} aria-hidden />}
      aside={
        <Group gap="sm" ml="auto" wrap="nowrap">
          {songCount > 0 ? (
            <Text c="dimmed" fw={700} fz="sm" data-testid="setlist-size">
              {pluralize(songCount, 'song')}
            </Text>
          ) : null}
          {action}
        </Group>
      }
    >
      {children}
    </TitledSectionCard>
  );
}
