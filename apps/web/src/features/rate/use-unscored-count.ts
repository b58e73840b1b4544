import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth';

/**
 * How many of the signed-in user's shows are not yet scored (imported, to
 * rate in the queue): null until known. The profile reads it for its banner
 * and its ranking's size; a save refreshes it (lib/invalidation.ts, 'showSaved').
 */
export function useUnscoredCount({ enabled = true }: { enabled?: boolean } = {}): number | null {
  const me = useCurrentUser();
  const count = trpc.imports.unscored.useQuery({ userId: me.id, limit: 1 }, { enabled });
  return count.isSuccess ? count.data.total : null;
}
