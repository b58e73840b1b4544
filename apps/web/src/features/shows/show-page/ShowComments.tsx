import {
  formatShowDate,
  pluralize,
  relativeTime,
  type Show,
  type ShowComment,
} from '@gigrank/domain';
import { EmptyState, UserAvatar } from '@gigrank/ui';
import { ActionIcon, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { useNow } from '../../../lib/use-now';
import { DeleteConfirmDialog } from '../../../components/DeleteConfirmDialog';
import { ReportButton } from '../../social';
import { AnchorLink } from '../../../components/AnchorLink';
import { useInvalidate } from '../../../lib/invalidation';
import { CommentForm } from './CommentForm';
import { TitledSectionCard } from '../../../components/section-card';
import { busyRegion } from '../../../components/busy-region';

/** Relative times ('2 minutes ago') are refreshed this often. */
const NOW_REFRESH_MS = 60_000;

/** Comment text as written: line breaks kept, long words wrapped. */
const BODY_STYLE = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * The show page's comment thread (DECISIONS.md): oldest first, each with the
 * author's avatar and name (linking to their profile), a relative time and
 * the text; a form to add one (1-1000 characters); Delete, after a
 * confirmation, on your own comments only.
 */
export function ShowComments({ show }: { show: Show }) {
  const comments = trpc.social.comments.useQuery({ showId: show.id });
  const count = comments.data?.length ?? show.commentsCount ?? 0;
  const [deleting, setDeleting] = useState<ShowComment | null>(null);

  return (
    <TitledSectionCard
      titleId="show-comments-title"
      title="Comments"
      aside={
        <Text c="dimmed" fw={700} fz="sm" aria-label={pluralize(count, 'comment')}>
          {count}
        </Text>
      }
    >
      <Stack gap="lg">
        {comments.isPending ? (
          <CommentsSkeleton />
        ) : comments.isError ? (
          <QueryLoadError message="Couldn't load the comments" query={comments} />
        ) : comments.data.length === 0 ? (
          <EmptyState
            py="md"
            icon={<IconMessageCircle size={32} color="var(--mantine-color-gray-5)" aria-hidden />}
            title="No comments yet"
            description="Be the first to say something about this show."
          />
        ) : (
          <CommentList comments={comments.data} onDelete={setDeleting} />
        )}

        <CommentForm showId={show.id} />
      </Stack>

      <DeleteCommentDialog comment={deleting} onClose={() => setDeleting(null)} />
    </TitledSectionCard>
  );
}

function CommentList({
  comments,
  onDelete,
}: {
  comments: ShowComment[];
  onDelete: (comment: ShowComment) => void;
}) {
  const me = useCurrentUser();
  const now = useNow(NOW_REFRESH_MS);
  return (
    <Stack component="ul" aria-label="Comments" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => (
        <Group
          component="li"
          key={comment.id}
          gap="sm"
          wrap="nowrap"
          align="flex-start"
          data-testid="show-comment"
        >
          <AnchorLink
            to="/profile/$id"
            params={{ id: comment.user.id }}
            aria-hidden
            tabIndex={-1}
            underline="never"
          >
            <UserAvatar
              displayName={comment.user.displayName}
              profilePicture={comment.user.profilePicture}
              size={36}
            />
          </AnchorLink>
          <Stack gap={2} miw={0} flex={1}>
            <Group gap={6} wrap="wrap" style={{ rowGap: 0 }}>
              <AnchorLink
                to="/profile/$id"
                params={{ id: comment.user.id }}
                fw={700}
                fz="sm"
                c="bright"
              >
                {comment.user.displayName}
              </AnchorLink>
              <Text
                fz="xs"
                c="dimmed"
                component="time"
                dateTime={comment.createdAt}
                title={formatShowDate(comment.createdAt)}
              >
                {relativeTime(comment.createdAt, now)}
              </Text>
            </Group>
            <Text fz="sm" style={BODY_STYLE}>
              {comment.body}
            </Text>
          </Stack>
          {comment.user.id === me.id ? (
            <Tooltip label="Delete comment">
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Delete comment"
                onClick={() => onDelete(comment)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <ReportButton kind="comment" id={comment.id} compact />
          )}
        </Group>
      ))}
    </Stack>
  );
}

function DeleteCommentDialog({
  comment,
  onClose,
}: {
  comment: ShowComment | null;
  onClose: () => void;
}) {
  const invalidate = useInvalidate();
  const remove = trpc.social.deleteComment.useMutation({
    onSuccess: async () => {
      showSuccessToast('Comment deleted', 'Your comment has been removed.');
      onClose();
      await invalidate('commentChanged');
    },
    onError: (error) =>
      showErrorToastFrom('Error', error, 'Failed to delete comment. Please try again.'),
  });
  return (
    <DeleteConfirmDialog
      opened={comment !== null}
      onClose={onClose}
      title="Delete comment?"
      pending={remove.isPending}
      pendingLabel="Deleting..."
      onConfirm={comment ? () => remove.mutate({ commentId: comment.id }) : null}
    >
      <Text fz="sm">This comment will be removed for good. This cannot be undone.</Text>
      {comment ? (
        <Text fz="sm" c="dimmed" lineClamp={3} style={BODY_STYLE}>
          “{comment.body}”
        </Text>
      ) : null}
    </DeleteConfirmDialog>
  );
}

function CommentsSkeleton() {
  return (
    <Stack gap="md" {...busyRegion('Loading comments')}>
      {[0, 1].map((i) => (
        <Group key={i} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle height={36} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width={140} />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
