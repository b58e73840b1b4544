import {
  COMMENT_MAX,
  commentSchema,
  formatShowDate,
  pluralize,
  relativeTime,
  type Show,
  type ShowComment,
} from '@gigrank/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { UserAvatar, EmptyState } from '@gigrank/ui';
import { IconAlertTriangle, IconMessageCircle, IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/session';
import { AnchorLink } from './AnchorLink';

/** 'Now' for relative times, refreshed every minute so '2 minutes ago' stays true. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}

/** After a comment is added or deleted: the thread, the show's count and the feed's counts. */
function useCommentsRefresh(showId: number) {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.social.comments.invalidate({ showId }), utils.shows.invalidate()]);
}

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
    <Paper
      component="section"
      aria-labelledby="show-comments-title"
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      withBorder
    >
      <Group gap="xs" mb="md" align="baseline">
        <Title order={2} fz="lg" id="show-comments-title" c="midnight.9">
          Comments
        </Title>
        <Text c="dimmed" fw={700} fz="sm" aria-label={pluralize(count, 'comment')}>
          {count}
        </Text>
      </Group>

      <Stack gap="lg">
        {comments.isPending ? (
          <CommentsSkeleton />
        ) : comments.isError ? (
          <Alert
            color="red"
            variant="light"
            radius="md"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Couldn't load the comments"
          >
            <Button
              size="xs"
              variant="light"
              color="red"
              mt={4}
              loading={comments.isFetching}
              onClick={() => void comments.refetch()}
            >
              Try again
            </Button>
          </Alert>
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

      <DeleteCommentDialog showId={show.id} comment={deleting} onClose={() => setDeleting(null)} />
    </Paper>
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
  const now = useNow();
  return (
    <Stack component="ul" aria-label="Comments" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
      {comments.map((comment) => {
        const mine = comment.user.id === me.id;
        return (
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
                  c="midnight.9"
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
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.body}
              </Text>
            </Stack>
            {mine ? (
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
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

function CommentForm({ showId }: { showId: number }) {
  const refresh = useCommentsRefresh(showId);
  const add = trpc.social.addComment.useMutation();
  const form = useForm<{ body: string }>({
    mode: 'controlled',
    initialValues: { body: '' },
    validate: schemaResolver(commentSchema, { sync: true }),
  });
  const length = form.values.body.trim().length;

  const submit = form.onSubmit(async (values) => {
    try {
      await add.mutateAsync({ showId, ...commentSchema.parse(values) });
    } catch (error) {
      showErrorToastFrom('Error', error, 'Failed to post comment. Please try again.');
      return;
    }
    form.reset();
    await refresh();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New comment">
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          placeholder="What did you think of this show?"
          autosize
          minRows={2}
          maxRows={8}
          description={`${length}/${COMMENT_MAX}`}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          disabled={add.isPending}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter posts, as in most comment boxes.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            radius="xl"
            leftSection={<IconSend size={16} aria-hidden />}
            disabled={add.isPending}
          >
            {add.isPending ? 'Posting...' : 'Post comment'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function DeleteCommentDialog({
  showId,
  comment,
  onClose,
}: {
  showId: number;
  comment: ShowComment | null;
  onClose: () => void;
}) {
  const refresh = useCommentsRefresh(showId);
  const remove = trpc.social.deleteComment.useMutation({
    onSuccess: async () => {
      showSuccessToast('Comment deleted', 'Your comment has been removed.');
      onClose();
      await refresh();
    },
    onError: (error) =>
      showErrorToastFrom('Error', error, 'Failed to delete comment. Please try again.'),
  });
  return (
    <Modal
      opened={comment !== null}
      onClose={() => {
        if (!remove.isPending) onClose();
      }}
      title="Delete comment?"
      centered
      radius="lg"
      styles={{ title: { fontWeight: 800 } }}
    >
      <Stack gap="lg">
        <Text fz="sm">This comment will be removed for good. This cannot be undone.</Text>
        {comment ? (
          <Text
            fz="sm"
            c="dimmed"
            lineClamp={3}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            “{comment.body}”
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={remove.isPending || !comment}
            onClick={() => {
              if (comment) remove.mutate({ commentId: comment.id });
            }}
          >
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CommentsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading comments">
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
