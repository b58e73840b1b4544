import { Button, type ButtonProps } from '@mantine/core';
import { IconClock, IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { busyButtonProps } from '../../lib/busy-button';
import { useInvalidate } from '../../lib/invalidation';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth';

/** The labels a profile shows while a follow or unfollow is pending (SPEC section 2). */
export const PROFILE_PENDING_LABELS = {
  follow: 'Following...',
  unfollow: 'Unfollowing...',
  withdraw: 'Withdrawing...',
} as const;

/** The toasts of SPEC section 8; the profile's error texts differ from the lists'. */
const FOLLOW_TOASTS = {
  follow: {
    title: 'Following',
    message: (name: string) => `You are now following ${name}`,
    error: {
      profile: 'Failed to follow user',
      list: 'Failed to follow user. Please try again.',
    },
  },
  unfollow: {
    title: 'Unfollowed',
    message: (name: string) => `You have unfollowed ${name}`,
    error: {
      profile: 'Failed to unfollow user',
      list: 'Failed to unfollow user. Please try again.',
    },
  },
} as const;

/** A private account is asked, not followed: its own toasts. */
const REQUEST_TOASTS = {
  sent: {
    title: 'Follow request sent',
    message: (name: string) => `${name} will see your request`,
  },
  withdrawn: {
    title: 'Request withdrawn',
    message: (name: string) => `Your follow request to ${name} was withdrawn`,
    error: 'Failed to withdraw follow request',
  },
} as const;

/** Where the viewer stands: following, a request waiting (private account), or neither. */
type FollowState = 'following' | 'requested' | 'none';

export interface FollowButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'variant'> {
  /** The user to follow or unfollow. */
  user: { id: number; displayName: string };
  /**
   * Labels while pending: the profile passes PROFILE_PENDING_LABELS
   * ('Following...' / 'Unfollowing...' / 'Withdrawing...'); lists and leaderboards keep the label.
   */
  pendingLabels?: { follow: string; unfollow: string; withdraw: string };
  /**
   * 'profile' uses the profile's error texts ('Failed to follow user'); the
   * default ('list') those of lists and leaderboards ('Failed to follow user. Please try again.').
   */
  variant?: 'list' | 'profile';
}

/**
 * Follow / Requested / Following toggle (SPEC sections 2, 4, 8). Reads where
 * the viewer stands (privacy.relationship) only when signed in and not
 * `user` (it renders nothing then); disabled while pending, keeping the
 * keyboard focus (busyButtonProps); the label flips
 * only after the server agreed and the refreshed data is in. Following a
 * private account sends a request ('Requested'); clicking it withdraws the
 * request. Success and error toasts as SPEC section 8.
 */
export function FollowButton({
  user,
  pendingLabels,
  variant = 'list',
  size = 'compact-sm',
  ...props
}: FollowButtonProps) {
  const { state } = useSession();
  const viewerId = state.user?.id;
  const enabled = viewerId !== undefined && viewerId !== user.id;
  const utils = trpc.useUtils();
  const invalidate = useInvalidate();

  const relationship = trpc.privacy.relationship.useQuery({ userId: user.id }, { enabled });

  /** The toast for `user`, then the button settles on `next`. */
  const settle = (
    toast: { title: string; message: (name: string) => string },
    next: FollowState,
  ) => {
    showSuccessToast(toast.title, toast.message(user.displayName));
    utils.privacy.relationship.setData({ userId: user.id }, (old) =>
      old ? { ...old, following: next === 'following', requested: next === 'requested' } : old,
    );
    // Returned: the button stays pending until the refreshed data is in.
    return invalidate('followChanged');
  };

  const follow = trpc.follows.follow.useMutation({
    onSuccess: (answer) =>
      answer.status === 'requested'
        ? settle(REQUEST_TOASTS.sent, 'requested')
        : settle(FOLLOW_TOASTS.follow, 'following'),
    onError: () => showErrorToast('Error', FOLLOW_TOASTS.follow.error[variant]),
  });
  const unfollow = trpc.follows.unfollow.useMutation({
    onSuccess: () => settle(FOLLOW_TOASTS.unfollow, 'none'),
    onError: () => showErrorToast('Error', FOLLOW_TOASTS.unfollow.error[variant]),
  });
  // The same call withdraws a waiting request; its own toasts.
  const withdraw = trpc.follows.unfollow.useMutation({
    onSuccess: () => settle(REQUEST_TOASTS.withdrawn, 'none'),
    onError: () => showErrorToast('Error', REQUEST_TOASTS.withdrawn.error),
  });

  if (!enabled) return null;

  // Any failure to read the status counts as not following (SPEC section 7).
  const current: FollowState = relationship.data?.following
    ? 'following'
    : relationship.data?.requested
      ? 'requested'
      : 'none';
  const pending = follow.isPending || unfollow.isPending || withdraw.isPending;
  const labels = { following: 'Following', requested: 'Requested', none: 'Follow' } as const;
  const pendingLabel = pendingLabels
    ? {
        following: pendingLabels.unfollow,
        requested: pendingLabels.withdraw,
        none: pendingLabels.follow,
      }[current]
    : null;
  const label = pending && pendingLabel ? pendingLabel : labels[current];
  const Icon = { following: IconUserCheck, requested: IconClock, none: IconUserPlus }[current];
  const active = current !== 'none';

  return (
    <Button
      size={size}
      radius="xl"
      variant={active ? 'light' : 'filled'}
      color={active ? 'midnight' : 'encore'}
      disabled={relationship.isLoading}
      // Disabled while pending, but it keeps the focus: the same key may undo it.
      {...busyButtonProps(pending)}
      leftSection={<Icon size={16} aria-hidden />}
      title={current === 'requested' ? 'Withdraw your follow request' : undefined}
      onClick={() => {
        if (pending) return;
        const input = { userId: user.id };
        if (current === 'none') follow.mutate(input);
        else if (current === 'requested') withdraw.mutate(input);
        else unfollow.mutate(input);
      }}
      {...props}
    >
      {label}
    </Button>
  );
}
