import {
  PRODUCT_NAME,
  scoreChangeQuestion,
  type Comparisons,
  type Placement,
  type PlacementChoice,
  type PlacementShow,
} from '@gigrank/domain';
import { Button, Group, Loader, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/errors';
import type { DialogProps } from '../../../lib/lazy-when-opened';
import { trpc } from '../../../lib/trpc';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { ComparisonCards } from './ComparisonCards';
import { RitualResult } from './RitualResult';
import { useRankRitual } from './use-rank-ritual';
import { ErrorAlert } from '../../../components/LoadError';
import { PhoneDialog } from '../../../components/PhoneDialog';

export interface RankRitualDialogProps extends DialogProps {
  showId: number;
  userId: number;
  /** After the show was placed (its rank, the ranking's size, the score it kept or took). */
  onPlaced?: (placement: Placement) => void;
}

/**
 * "Rank it against your past": 'Which was better?' between the
 * show and a few of the owner's past shows, chosen to place it fast; then,
 * only if its place needs another score, 'Change score from 85 to 87?'
 * (Keep / Change); then its place, '#4 of 42, up 3', with the ranking around
 * it. Skip (or Escape, or Back) leaves at any step with nothing changed. The
 * whole screen on a phone.
 */
export function RankRitualDialog({
  opened,
  onClose,
  showId,
  userId,
  onPlaced,
}: RankRitualDialogProps) {
  return (
    <PhoneDialog
      opened={opened}
      onClose={onClose}
      title="Which was better?"
      size={560}
      padding="md"
      styles={{ title: { fontWeight: 900, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {/* Mounted with each opening: a fresh read and a fresh search. */}
      <RitualLoader showId={showId} userId={userId} onClose={onClose} onPlaced={onPlaced} />
    </PhoneDialog>
  );
}

interface RitualProps extends Omit<RankRitualDialogProps, 'opened'> {
  /**
   * Asked inside a page rather than a dialog: the first question waits for
   * the user (the focus stays on what the page gave it), and the outcome goes
   * to `onResult` for the page to show instead of a result of its own.
   */
  onResult?: (placement: Placement) => void;
}

/**
 * The same questions inside the page, asked right after a save: no dialog
 * to open and none that blocks the page. Skip leaves the show where its
 * score put it; the place the answers give goes back to the card that holds it.
 */
export function RankRitualPanel(props: RitualProps & { onResult: RitualProps['onResult'] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="ritual-panel-title">
      <Title order={3} id="ritual-panel-title" fz="lg" fw={900}>
        Which was better?
      </Title>
      <RitualLoader {...props} />
    </Stack>
  );
}

function RitualLoader({ showId, ...ritual }: RitualProps) {
  const { onClose } = ritual;
  // Read again at each opening: the slot the answers pick must be between neighbours of now.
  const comparisons = trpc.shows.comparisons.useQuery({ showId }, { refetchOnMount: 'always' });
  // The first fresh answer is the ritual's for this opening: the placement refreshes the
  // query again, which must not start the questions over under the result.
  const [asked, setAsked] = useState<Comparisons | null>(null);
  if (asked === null && comparisons.isSuccess && !comparisons.isFetching) {
    setAsked(comparisons.data);
  }
  if (asked !== null) {
    return asked.candidates.length === 0 ? (
      <Stack gap="md">
        <Text>
          This is your only ranked show so far: log another and {PRODUCT_NAME} will ask which was
          better.
        </Text>
        <Button onClick={onClose}>Close</Button>
      </Stack>
    ) : (
      <Ritual comparisons={asked} {...ritual} />
    );
  }
  if (comparisons.isError) {
    return (
      <Stack gap="md">
        <QueryLoadError
          message={serverMessage(comparisons.error) ?? 'Your past shows could not be loaded.'}
          query={comparisons}
        />
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="status" aria-busy="true">
      <VisuallyHidden>Loading your past shows</VisuallyHidden>
      <Skeleton height={20} width="40%" />
      <Skeleton height={120} radius="lg" />
      <Skeleton height={120} radius="lg" />
    </Stack>
  );
}

function Ritual({
  comparisons,
  userId,
  onClose,
  onPlaced,
  onResult,
}: Omit<RitualProps, 'showId'> & { comparisons: Comparisons }) {
  const ritual = useRankRitual(comparisons, onPlaced);
  const { step } = ritual;
  const result = step?.kind === 'result' ? step.placement : null;
  const told = useRef(false);
  useEffect(() => {
    if (!result || !onResult || told.current) return;
    told.current = true;
    onResult(result);
  }, [result, onResult]);

  if (step?.kind === 'result' && onResult) return null;
  if (step?.kind === 'result') {
    return (
      <Stack gap="lg">
        <RitualResult placement={step.placement} showId={comparisons.show.id} userId={userId} />
        <Button onClick={onClose}>Done</Button>
      </Stack>
    );
  }
  if (ritual.error) {
    return (
      <Stack gap="md">
        <ErrorAlert title="The show could not be placed">
          {serverMessage(ritual.error) ?? 'Check your connection and try again.'}
        </ErrorAlert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button onClick={ritual.retry} loading={ritual.placing}>
            Try again
          </Button>
        </Group>
      </Stack>
    );
  }
  if (step?.kind === 'asking') {
    return (
      <Stack gap="md">
        <Text id="ritual-question" fz="sm" fw={700} c="dimmed" aria-live="polite">
          {`Question ${step.question} of ${step.of}: tap the one you enjoyed more`}
        </Text>
        <ComparisonCards
          show={comparisons.show}
          candidate={step.candidate}
          onAnswer={ritual.answer}
          labelledBy="ritual-question"
          focusFirst={!onResult || step.question > 1}
        />
        {/* On one line: on a phone the note wraps beside 'Skip', not 'Skip' under it. */}
        <Group justify="space-between" align="center" wrap="nowrap">
          <Text fz="xs" c="dimmed">
            Your score stays yours: nothing changes unless you say so.
          </Text>
          <Button variant="subtle" color="gray" onClick={onClose} style={{ flexShrink: 0 }}>
            Skip
          </Button>
        </Group>
      </Stack>
    );
  }
  if (step?.kind === 'confirm' && !ritual.placing) {
    return (
      <ScoreConfirm
        from={comparisons.show.score}
        choice={step.choice}
        onKeep={ritual.keep}
        onChange={ritual.confirm}
      />
    );
  }
  return (
    <Group gap="sm" aria-live="polite" py="xl" justify="center">
      <Loader size="sm" aria-hidden />
      <Text>Finding its place...</Text>
    </Group>
  );
}

/** Who the slot lies between, as the confirm step says it. */
function between({ above, below }: PlacementChoice<PlacementShow>): string {
  const named = (s: PlacementShow) => `${s.artist} (${s.score})`;
  if (above && below) return `between ${named(above)} and ${named(below)}`;
  if (above) return `just below ${named(above)}`;
  return below ? `just above ${named(below)}` : 'there';
}

/** 'Change score from 85 to 87?': Keep (placed by its score alone) or Change. */
function ScoreConfirm({
  from,
  choice,
  onKeep,
  onChange,
}: {
  from: number;
  choice: PlacementChoice<PlacementShow>;
  onKeep: () => void;
  onChange: () => void;
}) {
  const change = useRef<HTMLButtonElement>(null);
  useEffect(() => change.current?.focus(), []);
  return (
    <Stack gap="md" role="group" aria-labelledby="ritual-confirm">
      <Title order={3} id="ritual-confirm" fz="xl" c="bright">
        {scoreChangeQuestion(from, choice.proposed)}
      </Title>
      <Text>
        Your answers put it {between(choice)}. Keep {from} and it stays where its score puts it.
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onKeep}>
          Keep
        </Button>
        <Button ref={change} onClick={onChange}>
          Change
        </Button>
      </Group>
    </Stack>
  );
}
