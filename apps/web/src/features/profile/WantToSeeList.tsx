import { pluralize, type UserSummary } from '@gigrank/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { EmptyState } from '@gigrank/ui';
import { IconBookmark, IconMicrophone2, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { useInvalidate } from '../../lib/invalidation';
import { trpc } from '../../lib/trpc';
import { AnchorLink } from '../shows/show-page/AnchorLink';
import { LoadError } from '../social/LoadError';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';

const SearchArtistsDialog = lazyWhenOpened(() =>
  import('../shell/SearchArtistsDialog').then((module) => module.SearchArtistsDialog),
);

/**
 * The profile's Want to See tab (SPEC section 2): the artist count, each
 * artist linking to its page, a Remove button for the owner only
 * (DECISIONS.md), and the empty state with 'Find artists to add' for the owner.
 */
export function WantToSeeList({
  user,
  isOwner,
}: {
  user: Pick<UserSummary, 'id' | 'displayName'>;
  isOwner: boolean;
}) {
  const list = trpc.wantToSee.list.useQuery({ userId: user.id });
  const [searchOpen, setSearchOpen] = useState(false);
  const artists = list.data ?? [];

  return (
    <Paper
      component="section"
      aria-labelledby="want-to-see-title"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder
    >
      <Group gap="sm" wrap="nowrap" mb="md">
        <ThemeIcon variant="light" color="spotlight" radius="md" size="lg" aria-hidden>
          <IconBookmark size={20} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={2} fz="lg" id="want-to-see-title" c="midnight.9">
            Want to See
          </Title>
          {list.isSuccess ? (
            <Text fz="sm" c="dimmed" data-testid="want-to-see-count">
              {pluralize(artists.length, 'artist')}
            </Text>
          ) : null}
        </Stack>
      </Group>

      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading artists">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height={50} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <LoadError
          message="Failed to fetch wishlist data"
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : artists.length === 0 ? (
        <EmptyState
          py="lg"
          icon={
            <ThemeIcon variant="light" color="spotlight" radius="xl" size={48} aria-hidden>
              <IconBookmark size={26} />
            </ThemeIcon>
          }
          title={
            isOwner
              ? "You haven't added any artists to your Want to See list"
              : `${user.displayName} hasn't added any artists yet`
          }
          action={
            isOwner ? (
              <Button
                mt="xs"
                leftSection={<IconSearch size={16} aria-hidden />}
                onClick={() => setSearchOpen(true)}
              >
                Find artists to add
              </Button>
            ) : null
          }
        />
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label="Want to See artists"
          style={{ listStyle: 'none' }}
        >
          {artists.map((entry) => (
            <WantToSeeRow
              key={entry.artistName}
              artistName={entry.artistName}
              canRemove={isOwner}
            />
          ))}
        </Stack>
      )}

      {isOwner ? (
        <SearchArtistsDialog opened={searchOpen} onClose={() => setSearchOpen(false)} />
      ) : null}
    </Paper>
  );
}

function WantToSeeRow({ artistName, canRemove }: { artistName: string; canRemove: boolean }) {
  const invalidate = useInvalidate();
  const remove = trpc.wantToSee.remove.useMutation({
    onSuccess: () => {
      showSuccessToast(
        'Artist removed from Want to See list',
        `${artistName} is no longer on your Want to See list`,
      );
      // Returned: the button stays pending until the list no longer has the artist.
      return invalidate('wantToSeeChanged');
    },
    onError: () => {
      showErrorToast('Error', 'Failed to remove artist. Please try again.');
    },
  });

  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} aria-label={artistName}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" color="encore" radius="xl" size="lg" aria-hidden>
            <IconMicrophone2 size={18} />
          </ThemeIcon>
          <AnchorLink
            to="/artist/$artistName"
            params={{ artistName }}
            fw={700}
            c="midnight.9"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {artistName}
          </AnchorLink>
        </Group>
        {canRemove ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            radius="xl"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={remove.isPending}
            aria-label={`Remove ${artistName}`}
            onClick={() => remove.mutate({ artistName })}
            style={{ flexShrink: 0 }}
          >
            Remove
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
