import { pluralize } from '@gigrank/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from './icon-sprite';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface CountButtonProps
  extends
    Omit<ButtonProps, 'children'>,
    Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style' | 'children'> {
  icon: ReactNode;
  count: number;
  /** Tinted, as a like the viewer gave. */
  active?: boolean;
  /** Renders the root element instead of a button (a router link). */
  renderRoot?: (props: Record<string, unknown>) => ReactNode;
}

/** A small pill with an icon and a count (likes, comments). */
export function CountButton({ icon, count, active = false, ...props }: CountButtonProps) {
  return (
    <Button
      variant={active ? 'light' : 'subtle'}
      color={active ? 'encore' : 'gray'}
      c={active ? 'encore.7' : 'dimmed'}
      size="compact-sm"
      radius="xl"
      leftSection={icon}
      {...props}
    >
      {count}
    </Button>
  );
}

export interface LikeButtonProps extends Omit<CountButtonProps, 'icon' | 'onClick' | 'active'> {
  liked: boolean;
  onToggle: () => void;
}

/**
 * The like toggle's accessible name: the count it shows first (WCAG 2.5.3,
 * the visible text is in the name), then what it does: '6 likes, like this show'.
 */
function likeButtonName(count: number): string {
  return `${pluralize(count, 'like')}, like this show`;
}

/** A like toggle: a heart and the count; pressed when the viewer likes the show. */
export function LikeButton({ liked, count, onToggle, ...props }: LikeButtonProps) {
  const Heart = liked ? IconHeartFilled : IconHeart;
  return (
    <CountButton
      icon={<Heart size={18} aria-hidden />}
      count={count}
      active={liked}
      aria-pressed={liked}
      aria-label={likeButtonName(count)}
      onClick={onToggle}
      {...props}
    />
  );
}
