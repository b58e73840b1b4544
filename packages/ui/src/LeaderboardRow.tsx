import { Box, Group, Skeleton, Stack, Text, VisuallyHidden, type PaperProps } from '@mantine/core';
import { LEADERBOARD_HIGHLIGHT_TOP } from '@gigrank/domain';
import type { CSSProperties, ReactNode } from 'react';
import { PersonRowSkeleton } from './PersonRowSkeleton';
import { RowCard } from './RowCard';
import { tone } from './tokens';

/** Gold, silver and bronze for leaderboard positions 1-3. */
export const MEDAL_COLORS = ['#d4a017', '#9aa1ab', '#c27a3a'] as const;
/**
 * Pale tints of the medal colours, behind highlighted rows: the medal mixed
 * into the surface, so the tint stays pale on white and dark on a dark page.
 */
const MEDAL_TINTS = MEDAL_COLORS.map(
  (color) => `color-mix(in srgb, ${color} 14%, ${tone.surface})`,
) as readonly string[];
const MEDAL_NAMES = ['gold', 'silver', 'bronze'] as const;

/** The medal of a position (1-3, see LEADERBOARD_HIGHLIGHT_TOP), or null. */
export function leaderboardMedal(
  position: number,
): { color: string; tint: string; name: string } | null {
  if (position < 1 || position > LEADERBOARD_HIGHLIGHT_TOP) return null;
  const i = position - 1;
  const color = MEDAL_COLORS[i];
  const tint = MEDAL_TINTS[i];
  const name = MEDAL_NAMES[i];
  return color && tint && name ? { color, tint, name } : null;
}

/** A position in a round badge: gold, silver or bronze for 1-3. */
export function LeaderboardPosition({ position, size = 32 }: { position: number; size?: number }) {
  const medal = leaderboardMedal(position);
  return (
    <Box
      w={size}
      h={size}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: medal ? medal.color : tone.sunken,
        color: medal ? 'white' : 'var(--mantine-color-bright)',
        boxShadow: medal ? `0 0 0 3px ${medal.tint}` : undefined,
      }}
      data-medal={medal?.name}
    >
      <VisuallyHidden>{`Rank ${position}`}</VisuallyHidden>
      <Text fw={900} fz={position > 99 ? 'xs' : 'sm'} c="inherit" aria-hidden>
        {position}
      </Text>
    </Box>
  );
}

export interface LeaderboardRowProps extends Omit<PaperProps, 'children' | 'title'> {
  /** 1-based position; 1-3 are highlighted. */
  position: number;
  /** An avatar or icon beside the name. */
  avatar?: ReactNode;
  /** The main line (display name, artist name). */
  title: ReactNode;
  /** Lines under the title (handle, counts). */
  details?: ReactNode;
  /** Right-hand content: a score, or controls (they wrap under the row on narrow screens). */
  actions?: ReactNode;
}

/**
 * One leaderboard entry (SPEC section 2, Home leaderboards): the position, an
 * avatar, a title with details, and actions. Ranks 1-3 get a gold, silver or
 * bronze badge, a tinted background and a coloured edge. A list item.
 */
export function LeaderboardRow({
  position,
  avatar,
  title,
  details,
  actions,
  style,
  ...props
}: LeaderboardRowProps) {
  const medal = leaderboardMedal(position);
  const highlight: CSSProperties | undefined = medal
    ? { background: medal.tint, borderColor: medal.color, borderLeftWidth: 4 }
    : undefined;
  return (
    <RowCard
      data-highlighted={medal ? true : undefined}
      style={{ ...highlight, ...(style as CSSProperties | undefined) }}
      {...props}
    >
      <Group gap="sm" wrap="wrap" align="center" style={{ rowGap: 6 }}>
        <Group gap="sm" wrap="nowrap" align="center" miw={0} style={{ flex: '1 1 190px' }}>
          <LeaderboardPosition position={position} />
          {avatar}
          <Stack gap={0} miw={0} flex={1}>
            {/* The whole name, on as many lines as it needs: it is what the row is for. */}
            <Text fw={700} c="bright" data-part="name" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {details}
          </Stack>
        </Group>
        {actions ? (
          <Group gap={6} wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
            {actions}
          </Group>
        ) : null}
      </Group>
    </RowCard>
  );
}

/** A placeholder leaderboard row while a leaderboard loads. */
export function LeaderboardRowSkeleton() {
  return (
    <RowCard aria-hidden>
      <PersonRowSkeleton
        start={<Skeleton circle height={32} />}
        avatarSize={38}
        widths={['45%', '30%']}
        end={<Skeleton height={28} width={72} radius="xl" />}
      />
    </RowCard>
  );
}
