import { Badge, VisuallyHidden, type BadgeProps } from '@mantine/core';

/**
 * An artist's global rank as a badge ('#50'), which a screen reader hears as
 * 'Global rank #50' (badges with text equivalents): the number
 * alone says nothing out of sight of the layout.
 */
export function GlobalRankBadge({
  rank,
  ...props
}: { rank: string; title?: string } & Omit<BadgeProps, 'children'>) {
  return (
    <Badge {...props}>
      <VisuallyHidden>Global rank </VisuallyHidden>
      {rank}
    </Badge>
  );
}
