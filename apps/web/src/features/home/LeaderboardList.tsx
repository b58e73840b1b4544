import { LEADERBOARD_SKELETON_ROWS } from '@gigrank/domain';
import { LeaderboardRowSkeleton } from '@gigrank/ui';
import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryStates, type QueryStatus } from '../../components/QueryStates';
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
  query: QueryStatus;
  /** The loaded rows; undefined until they arrive. */
  rows: readonly T[] | undefined;
  errorMessage: string;
  empty: ReactNode;
  /** Under the rows (a link to more). */
  footer?: ReactNode;
  /** The rows as list items. */
  children: (rows: readonly T[]) => ReactNode;
}) {
  const rowList = rows && (
    <Stack gap="xs" component="ul" className={classes.plainList} aria-label={label}>
      {children(rows)}
    </Stack>
  );
  return (
    <QueryStates
      query={query}
      loading={<LeaderboardSkeleton label={loadingLabel} />}
      errorMessage={errorMessage}
      empty={rows?.length === 0 ? empty : undefined}
    >
      {footer ? (
        <Stack gap="sm">
          {rowList}
          {footer}
        </Stack>
      ) : (
        rowList
      )}
    </QueryStates>
  );
}

/** Five placeholder rows, announced as loading under `label`. */
function LeaderboardSkeleton({ label }: { label: string }) {
  return (
    <Stack
      gap="xs"
      component="ul"
      className={classes.plainList}
      aria-busy="true"
      aria-label={label}
    >
      {Array.from({ length: LEADERBOARD_SKELETON_ROWS }, (_, i) => (
        <LeaderboardRowSkeleton key={i} />
      ))}
    </Stack>
  );
}
