import { placementText, type Show } from '@gigrank/domain';
import { Group, Text, type TextProps } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { useRankingSize } from './use-ranking-size';

/** A show saved from the edit dialog: what it was before, and what the server answered. */
export interface RankMove {
  saved: Show;
  before: Show;
}

/**
 * Where an edit put a show in its owner's ranking: '#2 of 42, up
 * 3' in a polite live region, so a screen reader hears it once the dialog
 * has closed and the focus is back on the control that opened it. The rank
 * is the server's answer to the save; the size of the ranking is read fresh.
 */
export function RankMoveNote({ move, ...props }: { move: RankMove } & TextProps) {
  const total = useRankingSize(move.saved.userId);
  const text =
    total === null ? null : placementText(move.saved.rank, total, move.before.rank ?? null);
  return (
    <Text role="status" fz="sm" fw={700} c="encore" data-testid="rank-move" {...props}>
      {text ? (
        <Group component="span" gap={6} wrap="nowrap" display="inline-flex">
          <IconArrowsSort size={16} aria-hidden />
          <span>
            {move.saved.artist}: {text} in your ranking
          </span>
        </Group>
      ) : null}
    </Text>
  );
}
