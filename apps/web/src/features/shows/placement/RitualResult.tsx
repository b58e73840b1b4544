import { placementText, type Placement } from '@gigrank/domain';
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type CSSProperties } from 'react';
import { trpc } from '../../../lib/trpc';
import { RankedShowItem } from '../../../components/RankedShowItem';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { PlainList } from '../../../components/QueryStates';
import classes from './RankRitual.module.css';

/** How many rows of the ranking the result shows: the show and two on each side. */
const AROUND = 5;

/** The first rank before the rows shown (the list's cursor), keeping the show near the middle. */
function aroundCursor(rank: number, total: number): number {
  return Math.max(0, Math.min(rank - 1 - Math.floor(AROUND / 2), total - AROUND));
}

/**
 * Where the show now stands: '#4 of 42, up 3', and the ranking around it
 * with its row sliding in from where it was (as far as the rows shown
 * reach; none when the system asks for less motion). The heading takes the
 * focus once the fresh rows are there.
 */
export function RitualResult({
  placement,
  showId,
  userId,
}: {
  placement: Placement;
  showId: number;
  userId: number;
}) {
  const { rank, total, previousRank } = placement;
  const cursor = aroundCursor(rank, total);
  const rows = trpc.shows.ranked.useQuery({ userId, limit: AROUND, cursor });
  const ready = rows.isSuccess && !rows.isFetching;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ready) heading.current?.focus();
  }, [ready]);

  const index = rank - 1 - cursor;
  const shown = rows.data?.length ?? 0;
  // Rows it moved by, down (+) or up (-), as far as the list reaches: where it slides from.
  const shift = Math.max(-index, Math.min(shown - 1 - index, previousRank - rank));

  return (
    <Stack gap="md" data-testid="ritual-result">
      <div>
        <Text fz="xs" fw={800} tt="uppercase" lts={0.8} c="dimmed">
          Its place in your ranking
        </Text>
        <Title order={3} fz={{ base: 26, sm: 30 }} ref={heading} tabIndex={-1} c="bright">
          {placementText(rank, total, previousRank)}
        </Title>
      </div>
      {rows.isError ? (
        <QueryLoadError message="Your ranking could not be loaded." query={rows} />
      ) : ready ? (
        <Box style={{ '--rank-shift': shift } as CSSProperties}>
          <PlainList ordered label="Your ranking around this show">
            {rows.data.map((row) => (
              <RankedShowItem
                key={row.id}
                show={row}
                total={total}
                highlighted={row.id === showId}
                className={row.id === showId && shift !== 0 ? classes.arriving : undefined}
              />
            ))}
          </PlainList>
        </Box>
      ) : (
        <Stack gap={6} aria-hidden>
          {Array.from({ length: Math.min(AROUND, total) }, (_, i) => (
            <Skeleton key={i} height={58} radius="md" />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
