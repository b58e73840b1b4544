import { formatShowDate, placementText, type Show } from '@gigrank/domain';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconArrowsSort, IconListNumbers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { RankedShowItem } from '../../../components/RankedShowItem';
import { PlainList } from '../../../components/QueryStates';
import { SectionCard } from '../../../components/section-card';
import { useRankingSize } from './use-ranking-size';

/** How many shows the card lists: the saved one and one on each side of it. */
const AROUND = 3;

/**
 * Where a show just added landed in its owner's ranking ("watch
 * your ranking move"): '#4 of 42', the shows around it with it highlighted,
 * a link to the show and one to the whole ranking. It takes the focus once
 * its place is known, so the keyboard and a screen reader land on the result
 * of the save rather than on the page's top. With `onRank`, it offers to
 * place the show exactly by comparing it with past ones; with `ritual`, the
 * comparisons themselves stand there, once there is a past show to compare with.
 */
export function PlacementCard({
  show,
  userId,
  onRank,
  ritual,
  previousRank,
}: {
  show: Show;
  userId: number;
  /** Where the show stood before "Which was better?" moved it ('#3 of 8, up 2'). */
  previousRank?: number | null;
  /** Opens "Which was better?" for the show. */
  onRank?: () => void;
  /** "Which was better?" asked inside the card, below the list, in place of the button. */
  ritual?: ReactNode;
}) {
  const rank = show.rank;
  // The saved show and its neighbours: ranks rank-1..rank+1 (1..3 at the top).
  const around = trpc.shows.ranked.useQuery(
    { userId, limit: AROUND, cursor: Math.max(0, (rank ?? 1) - 2) },
    { enabled: rank !== null },
  );
  const total = useRankingSize(userId);
  // The neighbours too are read again after the save: wait for the fresh ones.
  const ready = (rank === null || (around.isSuccess && !around.isFetching)) && total !== null;
  const place = ready ? placementText(rank, total, previousRank) : null;
  const comparable = ready && rank !== null && (total ?? 0) > 1;
  // Once asked, the questions stay while the answers' writes refresh the ranking under them.
  const [asking, setAsking] = useState(false);
  if (comparable && ritual !== undefined && !asking) setAsking(true);
  if (ritual === undefined && asking) setAsking(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // Again when the questions go (answered or skipped) or the place changes: the focus was in them.
  useEffect(() => {
    if (ready) heading.current?.focus({ preventScroll: false });
  }, [ready, place, asking]);

  return (
    <SectionCard
      titleId="placement-title"
      padding={{ base: 'md', sm: 'lg' }}
      aria-busy={!ready}
      mb="lg"
      data-testid="placement"
    >
      <Stack gap="sm">
        <div>
          <Text fz="xs" fw={800} tt="uppercase" lts={0.8} c="dimmed">
            Saved to your ranking
          </Text>
          <Title
            order={2}
            fz={{ base: 22, sm: 26 }}
            id="placement-title"
            ref={heading}
            tabIndex={-1}
          >
            {place ?? (ready ? 'Not yet ranked' : 'Finding its place...')}
          </Title>
          <Text fz="sm" c="dimmed">
            {show.artist} · {show.city} · {formatShowDate(show.date)}
          </Text>
        </div>
        {rank === null ? null : ready && around.data ? (
          <PlainList ordered label="Your ranking around this show">
            {around.data.map((row) => (
              <RankedShowItem
                key={row.id}
                show={row}
                total={total ?? undefined}
                highlighted={row.id === show.id}
              />
            ))}
          </PlainList>
        ) : (
          <Stack gap={6} aria-hidden>
            {Array.from({ length: AROUND }, (_, i) => (
              <Skeleton key={i} height={58} radius="md" />
            ))}
          </Stack>
        )}
        {asking ? ritual : null}
        {onRank && comparable && !asking ? (
          <Button
            onClick={onRank}
            leftSection={<IconArrowsSort size={16} aria-hidden />}
            fullWidth
            size="md"
          >
            Rank against my past shows
          </Button>
        ) : null}
        <Group gap="sm">
          <Button
            renderRoot={(props) => <Link to="/show/$id" params={{ id: show.id }} {...props} />}
            variant="light"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            View show
          </Button>
          <Button
            component={Link}
            to="/profile"
            variant="subtle"
            leftSection={<IconListNumbers size={16} aria-hidden />}
          >
            Your ranking
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
