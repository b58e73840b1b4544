import type { Show } from '@gigrank/domain';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconConfetti, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Placement } from '@gigrank/domain';
import { lazyWhenOpened } from '../../lib/lazy-when-opened';
import { useSession } from '../auth';
import { PageHeader } from '../../components/PageHeader';
import { AddShowForm } from './add-show/AddShowForm';
import { showPrefillOf } from './add-show-search';
import { PlacementCard } from './placement/PlacementCard';
import { draftFromQueued, dropQueuedShow } from './offline/queue-draft';
import { QUEUED_SHOWS_KEY, useQueuedShow } from './offline/use-queued-shows';
import { useShowRefresh } from './use-show-refresh';
import { busyRegion } from '../../components/busy-region';

// "Which was better?" loads when first asked: in the page after a save, or in a dialog.
const RankRitualDialog = lazyWhenOpened(() =>
  import('./placement/RankRitualDialog').then((module) => module.RankRitualDialog),
);
const RankRitualPanel = lazy(() =>
  import('./placement/RankRitualDialog').then((module) => ({ default: module.RankRitualPanel })),
);

/**
 * Add New Show (SPEC section 2), at /add and /add-show; `?artist=` prefills
 * the artist (a plan's "Log this show" also the city, date, venue and the
 * plan the show logs); `?draft=` opens a show saved offline that the server refused,
 * with the server's message, to be fixed and saved again.
 */
export function AddShowPage() {
  const { state } = useSession();
  const search = useSearch({ strict: false });
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useShowRefresh();
  // Bumped after each save: a fresh form is a full reset (fields, guests, photos, score).
  const [round, setRound] = useState(0);
  // The show saved last, whose place in the ranking shows above the fresh form.
  const [lastSaved, setLastSaved] = useState<Show | null>(null);
  // "Which was better?" in a dialog (from the card's button) or in the card (right after a save).
  const [ranking, setRanking] = useState(false);
  const [asking, setAsking] = useState(false);
  // Where the show stood before the answers in the card moved it.
  const [previousRank, setPreviousRank] = useState<number | null | undefined>(undefined);
  // Where "Which was better?" put the show: the card below follows once the questions are closed
  // (its heading then takes the focus, which it must not take from the open dialog).
  const placed = useRef<Placement | null>(null);
  const closeRanking = () => {
    setRanking(false);
    setAsking(false);
    const placement = placed.current;
    placed.current = null;
    if (placement) {
      setLastSaved((show) => show && { ...show, rank: placement.rank, score: placement.score });
    }
  };
  const prefill = useMemo(() => showPrefillOf(search), [search]);
  const draftId = typeof search.draft === 'string' ? search.draft : undefined;
  const queued = useQueuedShow(draftId);
  const fixingShow = queued.data && queued.data.userId === state.user?.id ? queued.data : null;
  // Its photos' previews live as long as the page (a removed one is released by the form).
  const fixing = useMemo(
    () =>
      fixingShow
        ? { id: fixingShow.id, draft: draftFromQueued(fixingShow), setlist: fixingShow.setlist }
        : undefined,
    [fixingShow],
  );

  /** A fresh form at the top; the prefilled fields or the fixed draft belonged to the last show. */
  const reset = () => {
    void queryClient.invalidateQueries({ queryKey: QUEUED_SHOWS_KEY });
    setRound((n) => n + 1);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    if (prefill || draftId) {
      void navigate({
        to: pathname === '/add-show' ? '/add-show' : '/add',
        search: {},
        replace: true,
      });
    }
  };

  const saved = (show: Show) => {
    void refresh();
    setLastSaved(show);
    // Each save asks at once where the show goes among the past ones.
    setAsking(true);
    setPreviousRank(undefined);
    reset();
  };

  const queuedOffline = () => {
    setLastSaved(null);
    setAsking(false);
    reset();
  };

  const discard = async () => {
    if (!fixing) return;
    await dropQueuedShow(fixing.id);
    reset();
  };

  return (
    <>
      <PageHeader
        title="Add New Show"
        caption="Log a concert you went to, score it, and watch your ranking move."
        actions={
          <Group gap="md" style={{ rowGap: 4 }}>
            {/* Many sets of one festival in a row. */}
            <Anchor component={Link} to="/festival/log" fz="sm" fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconConfetti size={16} aria-hidden />
                Logging a festival? Log its sets
              </Group>
            </Anchor>
            {/* Many shows at once: from setlist.fm or a spreadsheet. */}
            <Anchor component={Link} to="/import" fz="sm" fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconFileImport size={16} aria-hidden />
                Import your history
              </Group>
            </Anchor>
          </Group>
        }
      />
      {fixingShow ? (
        <Alert
          color="red"
          variant="light"
          mb="md"
          title="This show was not uploaded"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Text fz="sm" fw={600}>
            {fixingShow.error ?? 'The server refused it.'}
          </Text>
          <Text fz="sm">Fix it below and save it again.</Text>
          <Group mt="xs">
            <Button variant="subtle" color="red" size="xs" onClick={() => void discard()}>
              Discard this show
            </Button>
          </Group>
        </Alert>
      ) : null}
      {lastSaved && state.user ? (
        <>
          <PlacementCard
            key={lastSaved.id}
            show={lastSaved}
            userId={state.user.id}
            onRank={() => setRanking(true)}
            previousRank={previousRank}
            ritual={
              asking ? (
                <Suspense fallback={<Stack mih={280} aria-busy="true" />}>
                  <RankRitualPanel
                    showId={lastSaved.id}
                    userId={state.user.id}
                    onClose={closeRanking}
                    onResult={(placement) => {
                      setAsking(false);
                      setPreviousRank(placement.previousRank);
                      setLastSaved(
                        (show) => show && { ...show, rank: placement.rank, score: placement.score },
                      );
                    }}
                  />
                </Suspense>
              ) : undefined
            }
          />
          <RankRitualDialog
            opened={ranking}
            onClose={closeRanking}
            showId={lastSaved.id}
            userId={state.user.id}
            onPlaced={(placement) => (placed.current = placement)}
          />
        </>
      ) : null}
      {draftId && queued.isPending ? (
        <Skeleton height={480} radius="lg" {...busyRegion('Loading the saved show')} />
      ) : (
        <AddShowForm
          key={`${round}:${JSON.stringify(prefill ?? {})}:${fixing?.id ?? ''}`}
          user={state.user}
          prefill={prefill}
          fixing={fixing}
          onSaved={saved}
          onQueued={queuedOffline}
        />
      )}
    </>
  );
}
