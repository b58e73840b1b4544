import { LEADERBOARD_SKELETON_ROWS } from '@gigrank/domain';
import { LeaderboardRowSkeleton } from '@gigrank/ui';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../social/LoadError';
import classes from './Home.module.css';

/**
 * A Home leaderboard's states (SPEC section 2): five skeleton rows while it
 * loads, the error with a retry, the empty state, or the list of rows.
 */
export function LeaderboardList<T>({
  label,
  loadingLabel,
  query,
  rows,
  errorMessage,
  empty,
  footer,
  children,
}: {
  /** The list's accessible name ('Artist Leaderboard'). */
  label: string;
  /** The skeleton list's accessible name ('Loading artist leaderboard'). */
  loadingLabel: string;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The loaded rows; undefined until they arrive. */
  rows: readonly T[] | undefined;
  errorMessage: string;
  empty: ReactNode;
  /** Under the rows (a link to more). */
  footer?: ReactNode;
  /** The rows as list items. */
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack
        gap="xs"
        component="ul"
        className={classes.plainList}
        aria-busy="true"
        aria-label={loadingLabel}
      >
        {Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, i) => (
          <LeaderboardRowSkeleton key={i} />
        ))}
      </Stack>
    );
  }
  if (query.isError || rows === undefined) {
    return (
      <LoadError
        message={errorMessage}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (rows.length === 0) return empty;
  const list = (
    <Stack gap="xs" component="ul" className={classes.plainList} aria-label={label}>
      {children(rows)}
    </Stack>
  );
  if (!footer) return list;
  return (
    <Stack gap="sm">
      {list}
      {footer}
    </Stack>
  );
}
