import { Badge, Text, type BadgeProps, type MantineColor } from '@mantine/core';
import {
  formatScore,
  scoreBand,
  verdictFor,
  type ScoreBand,
  type VerdictColor,
} from '@gigrank/domain';

/** Theme colours of the spec's score bands (SPEC section 4). */
const SCORE_BAND_COLORS: Record<ScoreBand, MantineColor> = {
  primary: 'encore',
  secondary: 'midnight',
  foreground: 'ink',
  faded: 'gray',
  destructive: 'red',
  none: 'gray',
};

/** Theme colours of the verdicts: loved accent, okay yellow, disliked secondary. */
export const VERDICT_COLORS: Record<VerdictColor, MantineColor> = {
  accent: 'spotlight',
  yellow: 'yellow',
  secondary: 'midnight',
};

export function scoreColor(score: number | null | undefined): MantineColor {
  return SCORE_BAND_COLORS[scoreBand(score)];
}

export interface ScoreBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  score: number | null | undefined;
}

/** The score out of 100 in its band's colour, or '-' without one. */
export function ScoreBadge({ score, ...props }: ScoreBadgeProps) {
  return (
    <Badge
      color={scoreColor(score)}
      variant={score === null || score === undefined ? 'outline' : 'filled'}
      radius="sm"
      aria-label={score === null || score === undefined ? 'No score' : `Score ${score} out of 100`}
      {...props}
    >
      {formatScore(score)}
    </Badge>
  );
}

/** The verdict text of a rating ('Loved it!'...), or nothing for an unknown rating. */
export function VerdictLabel({
  rating,
  size = 'sm',
}: {
  rating: string | null | undefined;
  size?: string;
}) {
  const verdict = verdictFor(rating);
  if (!verdict) return null;
  return (
    <Text size={size} fw={700} c={VERDICT_COLORS[verdict.color]} component="span">
      {verdict.label}
    </Text>
  );
}
