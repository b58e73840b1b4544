import { LIST_PAGE_SIZE, pluralize, type User, type UserSummary } from '@gigrank/domain';
import { Button, Group, Paper, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { PersonRowSkeleton, UserIdentity } from '@gigrank/ui';
import { IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { nextOffset, pagedRows, pagedTotal } from '../../lib/paging';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth';
import { FollowButton } from '../social';
import { ListEmpty, ListSkeleton } from '../../components/QueryStates';
import { PagedListDialog } from './PagedListDialog';
import classes from './FollowListDialog.module.css';

export type FollowListKind = 'followers' | 'following';

/** The dialog titles of SPEC section 2. */
function followListTitle(kind: FollowListKind, displayName: string): string {
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
    <PagedListDialog
      title={followListTitle(shown, user.displayName)}
      opened={kind !== null}
      onClose={onClose}
      query={list}
      loading={<ListSkeleton label="Loading users" row={<UserRowSkeleton />} />}
      errorMessage={
        shown === 'followers' ? 'Failed to fetch followers' : 'Failed to fetch followed users'
      }
      empty={
        rows.length === 0 ? (
          <ListEmpty
            icon={IconUsers}
            color="midnight"
            title={emptyTitle(shown, isOwner, user.displayName)}
          />
        ) : null
      }
      header={
        <Text fz="sm" c="dimmed" mb="xs">
          {pluralize(total, 'person', 'people')}
        </Text>
      }
      listLabel={followListTitle(shown, user.displayName)}
    >
      {rows.map((row) => (
        <FollowRow key={row.id} user={row} isMe={row.id === me.id} onOpen={onClose} />
      ))}
    </PagedListDialog>
  );
}

function UserRowSkeleton() {
  return (
    <PersonRowSkeleton
      p="xs"
      avatarSize={40}
      nameHeight={14}
      widths={['50%', '30%']}
      end={<Skeleton height={26} width={80} radius="xl" />}
    />
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
        >
          <UserIdentity user={user} />
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
