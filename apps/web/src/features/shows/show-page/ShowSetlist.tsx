import { pluralize, type Show } from '@gigrank/domain';
import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChecks, IconExternalLink, IconPencil, IconPlus } from '@tabler/icons-react';
import { showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { SetlistCard, SetlistFromLine, SetlistSongs } from '../setlist/SetlistSongs';
import { useCopySetlist } from '../setlist/use-setlist-writes';
import { ownSetlist, showSource } from './setlist';

type SetlistShow = Pick<
  Show,
  'id' | 'artist' | 'setlist' | 'setlistSource' | 'setlistFrom' | 'sourceUrl'
>;

/**
 * The show page's Setlist: the songs heard, in order (SetlistSongs), and the
 * page an imported show came from, which setlist.fm's terms ask to link. A
 * show without a setlist of its own shows its gig's most common one, saying
 * whose it is and how many agree; its owner can take it as theirs in one tap
 * ("This is what I heard"). The owner adds or edits their own
 * (`onEdit` opens the setlist dialog). Nothing for a visitor when there is
 * neither a setlist nor a source.
 */
export function ShowSetlist({
  show,
  isOwner,
  onEdit,
}: {
  show: SetlistShow;
  isOwner: boolean;
  /** Opens the setlist dialog (the owner's). */
  onEdit: () => void;
}) {
  const songs = show.setlist ?? [];
  const source = showSource(show.sourceUrl);
  const from = show.setlistSource === 'gig' ? (show.setlistFrom ?? null) : null;
  const hasOwn = ownSetlist(show).length > 0;
  if (songs.length === 0 && !source && !isOwner) return null;
  return (
    <SetlistCard
      titleId="show-setlist-title"
      songCount={songs.length}
      action={
        isOwner ? (
          <Button
            variant="light"
            size="xs"
            leftSection={
              hasOwn ? <IconPencil size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />
            }
            onClick={onEdit}
          >
            {hasOwn ? 'Edit setlist' : 'Add setlist'}
          </Button>
        ) : null
      }
    >
      <Stack gap="md">
        {songs.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {isOwner
              ? 'No setlist yet. Add the songs you heard, typed one by one or pasted as a list.'
              : 'No setlist was kept for this show.'}
          </Text>
        ) : null}
        {from ? (
          <Stack gap="xs">
            <SetlistFromLine from={from} />
            {isOwner ? <CopySetlistButton show={show} /> : null}
          </Stack>
        ) : null}
        {songs.length > 0 ? <SetlistSongs songs={songs} /> : null}
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
    </SetlistCard>
  );
}

/** "This is what I heard": the gig's setlist copied to the owner's show, theirs from then on. */
function CopySetlistButton({ show }: { show: Pick<Show, 'id' | 'artist'> }) {
  const copy = useCopySetlist();
  return (
    <Group>
      <Button
        variant="light"
        leftSection={<IconChecks size={16} aria-hidden />}
        loading={copy.isPending}
        onClick={() =>
          copy.mutate(
            { showId: show.id },
            {
              onSuccess: (saved) =>
                showSuccessToast(
                  'Setlist saved',
                  `${pluralize((saved.setlist ?? []).length, 'song')} on your ${show.artist} show: edit them if you heard it differently`,
                ),
              onError: (error) =>
                showErrorToastFrom('The setlist was not copied', error, 'Please try again.'),
            },
          )
        }
      >
        This is what I heard
      </Button>
    </Group>
  );
}
