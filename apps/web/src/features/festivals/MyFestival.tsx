import type { FestivalPage, FestivalSetsPage, Show } from '@gigrank/domain';
import { ScoreBadge, scoreColor } from '@gigrank/ui';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc, trpcClient } from '../../lib/trpc';
import { festivalDayLabel, stageAndTime } from './festival-text';
import classes from './Festival.module.css';
import { SectionCard } from '../../components/section-card';
import { ScoreSlider } from '../../components/ScoreSlider';

/**
 * One of the viewer's sets: artist, day, stage and time, score; the row opens
 * the show, named by what it shows (its place in the list aside).
 */
function SetRow({ show, position }: { show: Show; position: number }) {
  const details = [festivalDayLabel(show.date), stageAndTime(show.stage, show.setTime)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <Link to="/show/$id" params={{ id: show.id }} className={classes.row}>
        <Text fw={800} c="dimmed" w={22} ta="right" aria-hidden>
          {position}
        </Text>
        <Stack gap={0} miw={0} style={{ flex: 1 }}>
          <Text fw={700} truncate>
            {show.artist}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {details}
          </Text>
        </Stack>
        <ScoreBadge score={show.score} />
      </Link>
    </li>
  );
}

/**
 * The viewer's sets of a festival after the page's first ones
 * (festivals.mySets, from byId's `mine.nextAfter`), read once asked for
 * ('Load more sets') and a page at a time after that. The API pages by
 * `after`, not tRPC's `cursor`, so the pages are read here.
 */
function useMoreSets(festivalId: number, after: number | null) {
  const [asked, setAsked] = useState(false);
  const query = useInfiniteQuery({
    queryKey: getQueryKey(
      trpc.festivals.mySets,
      { id: festivalId, after: after ?? undefined },
      'infinite',
    ),
    queryFn: ({ pageParam }): Promise<FestivalSetsPage> =>
      trpcClient.festivals.mySets.query({ id: festivalId, after: pageParam }),
    initialPageParam: after ?? 0,
    getNextPageParam: (last: FestivalSetsPage) => last.nextAfter ?? undefined,
    enabled: asked && after !== null,
  });
  const more = query.data?.pages.flatMap((page) => page.sets) ?? [];
  const hasMore = after !== null && (!query.data || query.hasNextPage);
  const loadMore = () => {
    if (!asked) setAsked(true);
    else void query.fetchNextPage();
  };
  return { more, hasMore, loadMore, query };
}

/**
 * The viewer's sets of a festival, best first (festivals.byId's `mine`: the
 * first page, then 'Load more sets' for the rest).
 */
function MySets({
  festivalId,
  sets,
  setCount,
  nextAfter,
  titleId,
}: {
  festivalId: number;
  sets: readonly Show[];
  setCount: number;
  nextAfter: number | null;
  titleId: string;
}) {
  const { more, hasMore, loadMore, query } = useMoreSets(festivalId, nextAfter);
  const seen = new Set<number>();
  const all = [...sets, ...more].filter((show) =>
    seen.has(show.id) ? false : (seen.add(show.id), true),
  );
  const loading = query.isFetching || query.isFetchingNextPage;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg" c="bright" id={titleId}>
        Your sets
      </Title>
      {all.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No sets logged yet. Each set you save shows up here, best first.
        </Text>
      ) : (
        <ol className={classes.plainList} aria-labelledby={titleId}>
          {all.map((show, i) => (
            <SetRow key={show.id} show={show} position={i + 1} />
          ))}
        </ol>
      )}
      {query.isError ? (
        <Text c="red" fz="sm" role="alert">
          Failed to load more sets
        </Text>
      ) : null}
      {hasMore ? (
        <Group justify="center">
          <Button variant="light" size="xs" loading={loading} onClick={loadMore}>
            {query.isError
              ? 'Try again'
              : `Load more sets (${Math.max(0, setCount - all.length)} more)`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * The viewer's overall score of the festival (festivals.setScore): a slider
 * and Save, or Clear; the server needs a set first, so it shows only then.
 */
function FestivalScore({ festivalId, score }: { festivalId: number; score: number | null }) {
  const [value, setValue] = useState(score ?? 75);
  const invalidate = useInvalidate();
  const setScore = trpc.festivals.setScore.useMutation({
    onSuccess: (answer) => {
      void invalidate('festivalScored');
      showSuccessToast(
        answer.score === null ? 'Festival score cleared' : 'Festival score saved',
        answer.score === null
          ? 'Your overall score was removed'
          : `You rated it ${answer.score}/100`,
      );
    },
    onError: (error) => showErrorToastFrom('Error', error, 'Failed to save the festival score'),
  });
  const changed = score !== value;
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2}>
          <Title order={3} fz="md" c="bright" id="festival-score-title">
            Overall festival score
          </Title>
          <Text fz="xs" c="dimmed">
            {score === null ? 'Not scored yet (optional)' : `Saved: ${score}/100`}
          </Text>
        </Stack>
        <Text fz={32} fw={900} lh={1} c={scoreColor(value)} data-testid="festival-score-value">
          {value}
        </Text>
      </Group>
      <ScoreSlider value={value} onChange={setValue} thumbLabel="Overall festival score" />
      <Group gap="xs" justify="flex-end" mt="xs">
        {score !== null ? (
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            disabled={setScore.isPending}
            onClick={() => setScore.mutate({ id: festivalId, score: null })}
          >
            Clear
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="light"
          disabled={setScore.isPending || (!changed && score !== null)}
          onClick={() => setScore.mutate({ id: festivalId, score: value })}
        >
          {setScore.isPending ? 'Saving...' : 'Save festival score'}
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Your sets' and, once there is one, the overall score: on the log screen and the festival page. */
export function MyFestival({
  festivalId,
  mine,
  titleId,
}: {
  festivalId: number;
  mine: FestivalPage['mine'];
  titleId: string;
}) {
  const sets = mine?.sets ?? [];
  return (
    <SectionCard titleId={titleId} padding={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <MySets
          festivalId={festivalId}
          sets={sets}
          setCount={mine?.setCount ?? sets.length}
          nextAfter={mine?.nextAfter ?? null}
          titleId={titleId}
        />
        {sets.length > 0 ? (
          <FestivalScore
            key={mine?.score ?? 'none'}
            festivalId={festivalId}
            score={mine?.score ?? null}
          />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
