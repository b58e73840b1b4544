import { LIST_PAGE_SIZE, pluralize, type User, type UserSummary } from '@gigrank/domain';
import {
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { EmptyState, UserAvatar } from '@gigrank/ui';
import { IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LoadMoreButton } from '../../lib/load-more-button';
import { nextOffset, pagedRows, pagedTotal } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/session';
import { FollowButton } from '../social/FollowButton';
import { LoadError } from '../social/LoadError';
import classes from './FollowListDialog.module.css';

export type FollowListKind = 'followers' | 'following';

/** The dialog titles of SPEC section 2. */
export function followListTitle(kind: FollowListKind, displayName: string): string {
  return kind === 'followers' ? `${displayName}'s Followers` : `${displayName} is Following`;
}

/**
 * Followers / Following of a profile (SPEC section 2): each row shows the
 * avatar, name and @username, opens /profile/{id}, and has a follow button
 * ('Follow', 'Following', or a disabled 'You' on the viewer's own row).
 * Loads when opened, a page at a time ('Load more').
 */
export function FollowListDialog({
  user,
  kind,
  onClose,
}: {
  /** Whose list; the counts are the totals while pages remain. */
  user: Pick<User, 'id' | 'displayName' | 'followersCount' | 'followingCount'>;
  /** Which list is open; null when closed. */
  kind: FollowListKind | null;
  onClose: () => void;
}) {
  const me = useCurrentUser();
  const isOwner = me.id === user.id;
  const followers = trpc.follows.followers.useInfiniteQuery(
    { userId: user.id, limit: LIST_PAGE_SIZE },
    { enabled: kind === 'followers', getNextPageParam: nextOffset },
  );
  const following = trpc.follows.following.useInfiniteQuery(
    { userId: user.id, limit: LIST_PAGE_SIZE },
    { enabled: kind === 'following', getNextPageParam: nextOffset },
  );
  const list = kind === 'following' ? following : followers;
  const shown = kind ?? 'followers';
  const rows = pagedRows(list.data?.pages ?? []);
  const total = pagedTotal(
    rows.length,
    list.hasNextPage,
    shown === 'followers' ? user.followersCount : user.followingCount,
  );

  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={followListTitle(shown, user.displayName)}
      centered
      radius="lg"
      size="md"
      styles={{ title: { fontWeight: 800, fontSize: 20 } }}
    >
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading users">
          {Array.from({ length: 3 }, (_, i) => (
            <Group key={i} gap="sm" wrap="nowrap" p="xs">
              <Skeleton circle height={40} />
              <Stack gap={6} flex={1}>
                <Skeleton height={14} width="50%" />
                <Skeleton height={10} width="30%" />
              </Stack>
              <Skeleton height={26} width={80} radius="xl" />
            </Group>
          ))}
        </Stack>
      ) : list.isError && !list.isFetchNextPageError ? (
        <LoadError
          message={
            shown === 'followers' ? 'Failed to fetch followers' : 'Failed to fetch followed users'
          }
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          py="lg"
          icon={
            <ThemeIcon variant="light" color="midnight" radius="xl" size={48} aria-hidden>
              <IconUsers size={26} />
            </ThemeIcon>
          }
          title={emptyTitle(shown, isOwner, user.displayName)}
        />
      ) : (
        <Stack gap="xs">
          <Text fz="sm" c="dimmed">
            {pluralize(total, 'person', 'people')}
          </Text>
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={followListTitle(shown, user.displayName)}
          >
            {rows.map((row) => (
              <FollowRow key={row.id} user={row} isMe={row.id === me.id} onOpen={onClose} />
            ))}
          </Stack>
          <LoadMoreButton
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            failed={list.isFetchNextPageError}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </Stack>
      )}
    </Modal>
  );
}

function emptyTitle(kind: FollowListKind, isOwner: boolean, displayName: string): string {
  if (kind === 'followers') {
    return isOwner ? "You don't have any followers yet" : `${displayName} has no followers yet`;
  }
  return isOwner ? "You aren't following anyone yet" : `${displayName} isn't following anyone yet`;
}

function FollowRow({
  user,
  isMe,
  onOpen,
}: {
  user: UserSummary;
  isMe: boolean;
  /** Called when the row opens the profile (the dialog closes). */
  onOpen: () => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} aria-label={user.displayName}>
      <Group gap="sm" wrap="nowrap">
        <UnstyledButton
          renderRoot={(props) => <Link {...props} to="/profile/$id" params={{ id: user.id }} />}
          onClick={onOpen}
          className={classes.profileLink}
          aria-label={`View ${user.displayName}'s profile`}
        >
          <UserAvatar
            displayName={user.displayName}
            profilePicture={user.profilePicture}
            radius="xl"
            size={40}
          />
          <Stack gap={0} miw={0}>
            <Text fw={700} c="midnight.9" truncate="end">
              {user.displayName}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              @{user.username}
            </Text>
          </Stack>
        </UnstyledButton>
        {isMe ? (
          <Button size="compact-sm" radius="xl" variant="default" disabled>
            You
          </Button>
        ) : (
          <FollowButton user={user} />
        )}
      </Group>
    </Paper>
  );
}
