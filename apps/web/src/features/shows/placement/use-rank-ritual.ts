import {
  answerSearch,
  chosenSlot,
  nextCandidate,
  placementChoice,
  questionsFor,
  startSearch,
  type Answer,
  type Comparisons,
  type Placement,
  type PlacementChoice,
  type PlacementSearch,
  type PlacementShow,
} from '@gigrank/domain';
import { useState } from 'react';
import { useInvalidate } from '../../../lib/invalidation';
import { trpc } from '../../../lib/trpc';

/** Where the ritual stands: a question, the score to confirm, or the show's place. */
export type RitualStep =
  | { kind: 'asking'; candidate: PlacementShow; question: number; of: number }
  | { kind: 'confirm'; choice: PlacementChoice<PlacementShow> }
  | { kind: 'result'; placement: Placement };

/**
 * "Which was better?" over one set of comparisons (read once when the dialog
 * opened): the binary search of packages/domain placement.ts, then the
 * owner's say on the score when the slot needs another, then the write
 * (shows.place) and the refresh of everything a score edit refreshes. The
 * result waits for that refresh, so the rows shown around it are the new ones.
 */
export function useRankRitual(comparisons: Comparisons, onPlaced?: (placement: Placement) => void) {
  const invalidate = useInvalidate();
  const [search, setSearch] = useState<PlacementSearch>(() =>
    startSearch(comparisons.candidates.length),
  );
  const [declined, setDeclined] = useState(false);
  const [placement, setPlacement] = useState<Placement | null>(null);
  const place = trpc.shows.place.useMutation({
    onSuccess: async (placed) => {
      await invalidate('showSaved');
      setPlacement(placed);
      onPlaced?.(placed);
    },
  });

  const { show, total } = comparisons;
  const next = nextCandidate(search);
  const choice =
    next === null ? placementChoice(comparisons, chosenSlot(search), show.score) : null;

  const send = (score?: number) => {
    if (!choice) return;
    place.mutate({
      showId: show.id,
      aboveId: choice.above?.id ?? null,
      belowId: choice.below?.id ?? null,
      score,
    });
  };

  let step: RitualStep | null = null;
  if (placement) step = { kind: 'result', placement };
  else if (declined) {
    // Kept: the score alone places the show, where it already is.
    step = {
      kind: 'result',
      placement: { rank: show.rank, total, previousRank: show.rank, score: show.score },
    };
  } else if (next !== null) {
    step = {
      kind: 'asking',
      candidate: comparisons.candidates[next]!,
      question: search.asked + 1,
      of: questionsFor(comparisons.candidates.length),
    };
  } else if (choice?.changesScore) step = { kind: 'confirm', choice };

  return {
    step,
    /** The owner's answer to the question on screen. */
    answer: (answer: Answer) => {
      const after = answerSearch(search, answer);
      setSearch(after);
      // The search is done and the show's own score fits: placed at once (ties settled).
      if (nextCandidate(after) === null) {
        const done = placementChoice(comparisons, chosenSlot(after), show.score);
        if (!done.changesScore) {
          place.mutate({
            showId: show.id,
            aboveId: done.above?.id ?? null,
            belowId: done.below?.id ?? null,
          });
        }
      }
    },
    /** "Change": the proposed score, confirmed. */
    confirm: () => send(choice?.proposed),
    /** "Keep": the score stays; nothing is written. */
    keep: () => setDeclined(true),
    placing: place.isPending,
    error: place.error,
    retry: () => send(choice?.changesScore ? choice.proposed : undefined),
  };
}
