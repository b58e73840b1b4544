import { Text, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadMoreOf } from '../../components/load-more-button';
import type { PagedQuery } from '../../lib/paging';
import { PlainList, QueryStates } from '../../components/QueryStates';
import { PhoneDialog } from '../../components/PhoneDialog';

/**
 * A profile dialog listing a paged query's rows (insights, followers, the
 * full ranking): an optional caption, the loading, error and empty states,
 * the list, and 'Load more' while pages remain.
 */
export function PagedListDialog({
  caption,
  size = 'md',
  query,
  loading,
  errorMessage,
  empty,
  header,
  listLabel,
  ordered = false,
  children,
  ...dialog
}: {
  title: string;
  /** Under the title: whose list it is. */
  caption?: string;
  opened: boolean;
  onClose: () => void;
  size?: ModalProps['size'];
  /** For a dialog inside a Modal.Stack. */
  stackId?: string;
  query: PagedQuery;
  loading: ReactNode;
  errorMessage: string;
  /** Given only when there are no rows. */
  empty?: ReactNode;
  /** Above the list (a count). */
  header?: ReactNode;
  listLabel: string;
  ordered?: boolean;
  /** The rows, each an `li`. */
  children: ReactNode;
}) {
  // On a phone the list gets the whole screen (rows of rank, artist, date and score are wide).
  return (
    <PhoneDialog {...dialog} size={size} styles={{ title: { fontWeight: 800, fontSize: 20 } }}>
      {caption ? (
        <Text c="dimmed" fz="sm" mb="md">
          {caption}
        </Text>
      ) : null}
      <QueryStates query={query} loading={loading} errorMessage={errorMessage} empty={empty}>
        {header}
        <PlainList ordered={ordered} label={listLabel}>
          {children}
        </PlainList>
        <LoadMoreOf query={query} />
      </QueryStates>
    </PhoneDialog>
  );
}
