import { SCORE_MAX, SCORE_MIN, type FestivalPage, type Show } from '@gigrank/domain';
import { ScoreBadge, scoreColor } from '@gigrank/ui';
import { Button, Group, Paper, Slider, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useInvalidate } from '../../lib/invalidation';
import { showErrorToastFrom, showSuccessToast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { festivalDayLabel, stageAndTime } from './festival-text';
import classes from './Festival.module.css';

/** One of the viewer's sets: artist, day, stage and time, score; the row opens the show. */
function SetRow({ show, position }: { show: Show; position: number }) {
  const details = [festivalDayLabel(show.date), stageAndTime(show.stage, show.setTime)]
    .filter(Boolean)
    .join(' · ');
  return (
    <li>
      <Link
        to="/show/$id"
        params={{ id: show.id }}
        className={classes.row}
        aria-label={`${show.artist}, ${show.score ?? '-'} out of 100`}
      >
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

/** The viewer's sets of a festival, best first (festivals.byId's `mine`). */
export function MySets({ sets, titleId }: { sets: readonly Show[]; titleId: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg" c="bright" id={titleId}>
        Your sets
      </Title>
      {sets.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No sets logged yet. Each set you save shows up here, best first.
        </Text>
      ) : (
        <ol className={classes.plainList} aria-labelledby={titleId}>
          {sets.map((show, i) => (
            <SetRow key={show.id} show={show} position={i + 1} />
          ))}
        </ol>
      )}
    </Stack>
  );
}

/**
 * The viewer's overall score of the festival (festivals.setScore): a slider
 * and Save, or Clear; the server needs a set first, so it shows only then.
 */
export function FestivalScore({ festivalId, score }: { festivalId: number; score: number | null }) {
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
      <Slider
        min={SCORE_MIN}
        max={SCORE_MAX}
        step={1}
        value={value}
        onChange={setValue}
        label={null}
        color={scoreColor(value)}
        thumbLabel="Overall festival score"
        size="lg"
      />
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
    <Paper
      component="section"
      aria-labelledby={titleId}
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      withBorder
    >
      <Stack gap="lg">
        <MySets sets={sets} titleId={titleId} />
        {sets.length > 0 ? (
          <FestivalScore
            key={mine?.score ?? 'none'}
            festivalId={festivalId}
            score={mine?.score ?? null}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
