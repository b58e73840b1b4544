import { useCallback } from 'react';
import { useInvalidate } from '../../lib/invalidation';

/**
 * After a show is saved, edited or deleted (SPEC section 4): every query the
 * write makes stale (lib/invalidation.ts, 'showSaved'), every input and page.
 */
export function useShowRefresh() {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate('showSaved'), [invalidate]);
}
