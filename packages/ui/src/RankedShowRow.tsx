import { Box, Group, Stack, Text, VisuallyHidden, type PaperProps } from '@mantine/core';
import { IconCalendar, IconMapPin } from './icon-sprite';
import { useEffect, useRef, type ReactNode } from 'react';
import { RowCard } from './RowCard';
import { ScoreBadge } from './score';

export interface RankedShowRowProps extends Omit<PaperProps, 'children' | 'title'> {
  /** Position in the owner's ranking (1 = best); null when not yet ranked. */
  rank: number | null;
  /** When given, the position reads 'rank/total' (the Full Ranking); otherwise '#rank'. */
  total?: number;
  /** The artist, usually a link to the show page (the caller owns routing). */
  artist: ReactNode;
  /** The show date as displayed ('April 5, 2026'). */
  date: string;
  city: string;
  score: number | null;
  /** Controls on the right (for example the owner's edit button). */
  actions?: ReactNode;
  /** A line under the row (for example a show's upload state). */
  footer?: ReactNode;
  /** The show just saved or moved: marked (aria-current) and set off in the accent colour. */
  highlighted?: boolean;
}

/**
 * One show of a personal ranking (SPEC section 2, Seen and Full Ranking):
 * its position, the artist, date, city and score. Rendered as a list item.
 */
export function RankedShowRow({
  rank,
  total,
  artist,
  date,
  city,
  score,
  actions,
  footer,
  highlighted = false,
  ...props
}: RankedShowRowProps) {
  const row = useRef<HTMLLIElement>(null);
  // The highlighted row is brought into view where it now stands (again when its rank moves).
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView({ block: 'nearest' });
  }, [highlighted, rank]);
  const position = rank === null ? '-' : total ? `${rank}/${total}` : `#${rank}`;
  const positionLabel =
    rank === null ? 'Not yet ranked' : total ? `Rank ${rank} of ${total}` : `Rank ${rank}`;
  // 'rank/total' gets room for the list's widest ('143/143': its digits in the bold ch, the
  // slash about half of one), so the rows' artists line up whatever their ranks; up to 99
  // shows that is the 52px it always had. '#rank' keeps its 40px.
  const positionWidth = total ? `max(52px, ${String(total).length * 2 + 0.6}ch)` : '40px';
  return (
    <RowCard
      ref={row}
      aria-current={highlighted ? 'true' : undefined}
      data-highlighted={highlighted || undefined}
      style={
        highlighted
          ? {
              borderColor: 'var(--mantine-color-encore-outline)',
              backgroundColor: 'var(--mantine-color-encore-light)',
              boxShadow: 'inset 4px 0 0 var(--mantine-color-encore-filled)',
            }
          : undefined
      }
      {...props}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <Box
          ta="center"
          style={{ minWidth: positionWidth, fontWeight: 900 }}
          data-rank={rank ?? undefined}
        >
          <VisuallyHidden>{positionLabel}</VisuallyHidden>
          <Text
            fw={900}
            fz={rank !== null && rank <= 3 ? 'lg' : 'md'}
            c={rank !== null && rank <= 3 ? 'encore' : 'bright'}
            lh={1.1}
            aria-hidden
          >
            {position}
          </Text>
        </Box>
        <Stack gap={2} miw={0} flex={1}>
          <Text fw={700} lineClamp={2} c="bright" style={{ overflowWrap: 'anywhere' }}>
            {artist}
          </Text>
          {/* The date, then the city on a line of its own, cut with an ellipsis when long:
              every row has the same shape, whatever its city's length and the screen's width. */}
          <Stack gap={0} c="dimmed" miw={0}>
            {[
              { part: 'date', Icon: IconCalendar, text: date },
              { part: 'city', Icon: IconMapPin, text: city },
            ].map(({ part, Icon, text }) => (
              <Group key={part} gap={4} wrap="nowrap" miw={0} data-part={part}>
                <Icon size={14} aria-hidden style={{ flexShrink: 0 }} />
                <Text fz="xs" c="dimmed" component="span" truncate="end" miw={0}>
                  {text}
                </Text>
              </Group>
            ))}
          </Stack>
        </Stack>
        <ScoreBadge score={score} size="lg" miw={44} />
        {actions}
      </Group>
      {footer}
    </RowCard>
  );
}
