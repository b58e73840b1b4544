import type { Plan } from '@gigrank/domain';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth';
import { localTodayIso } from '../../lib/local-today';
import { useNow } from '../../lib/use-now';
import { planItems } from './plan-text';

/** The viewer's upcoming plans of one artist, for the artist page. */
export interface OwnArtistPlans {
  /** Soonest first; empty while loading and on a load error. */
  plans: Plan[];
  /** Today where the viewer is: what the lines' dates are written against. */
  today: string;
  isPending: boolean;
  /** Nothing could be loaded (a failed refresh keeps the plans it had). */
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

/**
 * The signed-in viewer's plans of the artist not yet logged and still ahead
 * (a plan whose date has passed is the profile's "Log this show", not a
 * "You're going"). `artist` is the name as the page's URL gives it: the
 * route loader and the server's first screen ask with the same input
 * (packages/domain screenReads.artist), so a loaded page has them at once.
 * Saving a plan (GoingDialog) and 'Not going' refresh it ('planChanged').
 */
export function useOwnArtistPlans(artist: string): OwnArtistPlans {
  const me = useCurrentUser();
  const list = trpc.plans.list.useQuery({ userId: me.id, artist });
  // The render clock (the page's, while hydrating), read where the viewer is.
  const today = localTodayIso(new Date(useNow(60_000)));
  const plans = useMemo(
    () => (list.data ? planItems(list.data, today, false).map((item) => item.plan) : []),
    [list.data, today],
  );
  return {
    plans,
    today,
    isPending: list.isPending,
    failed: list.isError && list.data === undefined,
    retrying: list.isFetching,
    retry: () => void list.refetch(),
  };
}
