import { trpc } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth';
import { rankedCount } from '../../rate';

/**
 * How many shows a user's ranking holds, once read fresh: a save marks the
 * user's data stale (its refresh), and a count read before the save would
 * say '#5 of 4'. Their shows less the unscored ones (imported, not yet rated:
 * attended, but not ranked), which only the owner can count. Null until then.
 */
export function useRankingSize(userId: number): number | null {
  const me = useCurrentUser();
  const own = userId === me.id;
  const owner = trpc.users.byId.useQuery({ id: userId });
  const unscored = trpc.imports.unscored.useQuery({ userId: me.id, limit: 1 }, { enabled: own });
  if (!owner.isSuccess || owner.isFetching) return null;
  const shows = owner.data.showsCount;
  // Without the unscored count (it failed to load), every show counts.
  if (!own || unscored.isError) return shows;
  if (!unscored.isSuccess || unscored.isFetching) return null;
  return rankedCount(shows, unscored.data.total);
}
