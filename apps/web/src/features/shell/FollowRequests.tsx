import { relativeTime, type FollowRequest } from '@gigrank/domain';
import { UserAvatar } from '@gigrank/ui';
import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AnchorLink } from '../../components/AnchorLink';
import { QueryLoadError } from '../../components/QueryLoadError';
import classes from './notifications-drawer.module.css';

/** A request's answers, in their buttons' order: Decline plain, Approve filled. */
const ANSWERS = [
  { answer: 'decline', label: 'Decline', variant: 'default' },
  { answer: 'approve', label: 'Approve', variant: undefined },
] as const;

/**
 * The notifications panel's "Follow requests" (a private account's waiting
 * requests), above the notifications; absent when none wait. Approve and
 * Decline remove the row at once and put it back if the server refuses.
 */
export function FollowRequests({
  unreadCount,
  now,
  onNavigate,
}: {
  /** The live unread count: a new request raises it, and the list reloads. */
  unreadCount: number;
  now: number;
  onNavigate: () => void;
}) {
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();
  // Read afresh at each opening, as the notifications are.
  const requests = trpc.privacy.followRequests.useQuery(undefined, { gcTime: 0 });

  const { isSuccess, isFetching, refetch } = requests;
  useEffect(() => {
    if (unreadCount > 0 && isSuccess && !isFetching) void refetch();
    // Only a change of the count matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadCount]);

  const answer = trpc.privacy.answerRequest.useMutation({
    onMutate: async ({ requesterId }) => {
      await utils.privacy.followRequests.cancel();
      const before = utils.privacy.followRequests.getData();
      utils.privacy.followRequests.setData(undefined, (list) =>
        list?.filter((request) => request.user.id !== requesterId),
      );
      return { before };
    },
    onError: (error, { answer }, context) => {
      if (context?.before) utils.privacy.followRequests.setData(undefined, context.before);
      showErrorToastFrom(
        'Error',
        error,
        answer === 'approve'
          ? 'Failed to approve follow request'
          : 'Failed to decline follow request',
      );
    },
    onSuccess: (_result, { requesterId, answer }, context) => {
      const name =
        context.before?.find((request) => request.user.id === requesterId)?.user.displayName ??
        'They';
      if (answer === 'approve') showSuccessToast('Request approved', `${name} now follows you`);
      else showSuccessToast('Request declined', 'They will not be told');
      return invalidate('followRequestAnswered');
    },
  });

  if (requests.isPending) return null;
  if (requests.isError) {
    return <QueryLoadError message="Failed to load follow requests" query={requests} />;
  }
  if (requests.data.length === 0) return null;

  return (
    <section aria-labelledby="follow-requests-title" className={classes.requests}>
      <Group gap="xs" mb="xs">
        <Title order={2} fz="sm" fw={800} id="follow-requests-title">
          Follow requests
        </Title>
        <Badge size="sm" variant="light" color="encore" circle>
          {requests.data.length}
          <VisuallyHidden> waiting</VisuallyHidden>
        </Badge>
      </Group>
      <ul className={classes.list} aria-label="Follow requests">
        {requests.data.map((request) => (
          <FollowRequestItem
            key={request.user.id}
            request={request}
            now={now}
            onNavigate={onNavigate}
            disabled={answer.isPending}
            onAnswer={(value) => answer.mutate({ requesterId: request.user.id, answer: value })}
          />
        ))}
      </ul>
    </section>
  );
}

function FollowRequestItem({
  request: { user, createdAt },
  now,
  onNavigate,
  disabled,
  onAnswer,
}: {
  request: FollowRequest;
  now: number;
  onNavigate: () => void;
  disabled: boolean;
  onAnswer: (answer: 'approve' | 'decline') => void;
}) {
  return (
    <li className={classes.item} aria-label={`${user.displayName} asked to follow you`}>
      <Group gap="sm" wrap="nowrap" align="center">
        <UserAvatar
          displayName={user.displayName}
          profilePicture={user.profilePicture}
          radius="xl"
          size={40}
        />
        <Stack gap={0} miw={0} flex={1}>
          <AnchorLink
            to="/profile/$id"
            params={{ id: user.id }}
            onClick={onNavigate}
            fz="sm"
            fw={700}
            c="bright"
            truncate="end"
          >
            {user.displayName}
          </AnchorLink>
          <Text fz="xs" c="dimmed" truncate="end">
            @{user.username} · {relativeTime(createdAt, now) || 'Just now'}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="xs" justify="flex-end">
        {ANSWERS.map(({ answer, label, variant }) => (
          <Button
            key={answer}
            size="compact-sm"
            variant={variant}
            radius="xl"
            disabled={disabled}
            aria-label={`${label} ${user.displayName}`}
            onClick={() => onAnswer(answer)}
          >
            {label}
          </Button>
        ))}
      </Group>
    </li>
  );
}
