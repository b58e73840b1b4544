import { trpc } from '../../../lib/trpc';

/**
 * How many shows a user's ranking holds, once read fresh: a save marks the
 * user's data stale (its refresh), and a count read before the save would
 * say '#5 of 4'. Null until then.
 */
export function useRankingSize(userId: number): number | null {
  const owner = trpc.users.byId.useQuery({ id: userId });
  return owner.isSuccess && !owner.isFetching ? owner.data.showsCount : null;
}
