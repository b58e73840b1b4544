import { Button, type ButtonProps } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import { useInvalidate } from '../../lib/invalidation';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';

/** The labels a profile shows while a follow or unfollow is pending (SPEC section 2). */
export const PROFILE_PENDING_LABELS = {
  follow: 'Following...',
  unfollow: 'Unfollowing...',
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

export interface FollowButtonProps extends Omit<ButtonProps, 'children' | 'onClick' | 'variant'> {
  /** The user to follow or unfollow. */
  user: { id: number; displayName: string };
  /**
   * Labels while pending: the profile passes PROFILE_PENDING_LABELS
   * ('Following...' / 'Unfollowing...'); lists and leaderboards keep the label.
   */
  pendingLabels?: { follow: string; unfollow: string };
  /**
   * 'profile' uses the profile's error texts ('Failed to follow user'); the
   * default ('list') those of lists and leaderboards ('Failed to follow user. Please try again.').
   */
  variant?: 'list' | 'profile';
}

/**
 * Follow / Following toggle (SPEC sections 2, 4, 8). Reads the follow status
 * only when the viewer is signed in and is not `user` (it renders nothing
 * then); disabled while pending; the label flips only after the server agreed
 * and the refreshed data is in. Success and error toasts as SPEC section 8.
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

  const status = trpc.follows.status.useQuery({ userId: user.id }, { enabled });

  const settle = (following: boolean) => {
    utils.follows.status.setData({ userId: user.id }, { following });
    // Returned: the button stays pending until the refreshed data is in.
    return invalidate('followChanged');
  };

  const options = (action: keyof typeof FOLLOW_TOASTS) => {
    const toasts = FOLLOW_TOASTS[action];
    return {
      onSuccess: () => {
        showSuccessToast(toasts.title, toasts.message(user.displayName));
        return settle(action === 'follow');
      },
      onError: () => showErrorToast('Error', toasts.error[variant]),
    };
  };
  const follow = trpc.follows.follow.useMutation(options('follow'));
  const unfollow = trpc.follows.unfollow.useMutation(options('unfollow'));

  if (!enabled) return null;

  // Any failure to read the status counts as not following (SPEC section 7).
  const following = status.data?.following ?? false;
  const pending = follow.isPending || unfollow.isPending;
  const label =
    pending && pendingLabels
      ? following
        ? pendingLabels.unfollow
        : pendingLabels.follow
      : following
        ? 'Following'
        : 'Follow';
  const Icon = following ? IconUserCheck : IconUserPlus;

  return (
    <Button
      size={size}
      radius="xl"
      variant={following ? 'light' : 'filled'}
      color={following ? 'midnight' : 'encore'}
      disabled={pending || status.isLoading}
      leftSection={<Icon size={16} aria-hidden />}
      onClick={() => {
        if (following) unfollow.mutate({ userId: user.id });
        else follow.mutate({ userId: user.id });
      }}
      {...props}
    >
      {label}
    </Button>
  );
}
