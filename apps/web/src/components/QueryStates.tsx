import { Skeleton, Stack, ThemeIcon, type MantineColor } from '@mantine/core';
import { EmptyState } from '@gigrank/ui';
import type { Icon } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { QueryLoadError } from './QueryLoadError';
import { busyRegion } from './busy-region';

/** What QueryStates reads of a query (an infinite one's failed next page is not a load error). */
export interface QueryStatus {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A list's four states, in order: `loading` until the first answer, the load
 * error with 'Try again', `empty` when given (the caller passes it only when
 * there is nothing to show), otherwise the list itself.
 */
export function QueryStates({
  query,
  loading,
  errorMessage,
  empty,
  children,
}: {
  query: QueryStatus;
  loading: ReactNode;
  errorMessage: string;
  empty?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError && !query.isFetchNextPageError) {
    return <QueryLoadError message={errorMessage} query={query} />;
  }
  return empty ? empty : children;
}

/**
 * QueryStates of a list of rows: three skeleton rows announced as `loading`
 * until the first answer, `empty` once the answer has no row.
 */
export function ListStates({
  query,
  rows,
  loading,
  rowHeight,
  errorMessage,
  empty,
  children,
}: {
  query: QueryStatus;
  rows: readonly unknown[];
  loading: string;
  rowHeight: number;
  errorMessage: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      loading={<ListSkeleton label={loading} height={rowHeight} />}
      errorMessage={errorMessage}
      empty={rows.length === 0 ? empty : null}
    >
      {children}
    </QueryStates>
  );
}

/** Three placeholder rows, announced as busy under `label`; plain bars unless `row` is given. */
export function ListSkeleton({
  label,
  height,
  row,
}: {
  label: string;
  height?: number;
  row?: ReactNode;
}) {
  return (
    <Stack gap="xs" {...busyRegion(label)}>
      {Array.from({ length: 3 }, (_, i) =>
        row ? <Fragment key={i}>{row}</Fragment> : <Skeleton key={i} height={height} radius="md" />,
      )}
    </Stack>
  );
}

/** The empty state of a list in a card or dialog: a tinted round icon over the message. */
export function ListEmpty({
  icon: IconComponent,
  color,
  title,
  description,
  action,
}: {
  icon: Icon;
  color: MantineColor;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <EmptyState
      py="lg"
      icon={
        <ThemeIcon variant="light" color={color} radius="xl" size={48} aria-hidden>
          <IconComponent size={26} />
        </ThemeIcon>
      }
      title={title}
      description={description}
      action={action}
    />
  );
}

/** A list without bullets or indent; `ordered` where the order is a ranking. */
export function PlainList({
  ordered = false,
  label,
  children,
}: {
  ordered?: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component={ordered ? 'ol' : 'ul'}
      gap="xs"
      p={0}
      m={0}
      aria-label={label}
      style={{ listStyle: 'none' }}
    >
      {children}
    </Stack>
  );
}
