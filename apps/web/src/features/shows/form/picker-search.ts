import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** Typing pauses this long before a search is sent. */
const PICKER_DEBOUNCE_MS = 200;

/** A search hook of the API (`trpc.artists.search.useQuery`...), as the pickers call it. */
export type PickerSearchHook<I, T> = (
  input: I,
  options: { enabled: boolean },
) => { data?: T[]; isFetching: boolean; isError: boolean };

/** What a SearchPicker shows of its search. */
export interface PickerSearch<T> {
  /** The list opened or closed: searches run only while it is open. */
  onOpenChange: (opened: boolean) => void;
  /** The answer to the query now typed; undefined while closed or while it is on its way. */
  items: readonly T[] | undefined;
  /** The answer to the query now typed is on its way. */
  loading: boolean;
  /** The search for the query now typed failed. */
  failed: boolean;
}

/**
 * The search of every SearchPicker: sent while the list is open, once typing
 * pauses for PICKER_DEBOUNCE_MS, and answered only with the results of the
 * query now typed. Each answer is kept under its own query (the search's input
 * is its cache key, with no placeholder from another query), so while the
 * answer to the text in the box is on its way the list shows it is searching,
 * never an earlier query's results a quick tap or Enter would pick instead of
 * what was typed. An answer already known for the text shows at once.
 *
 * `input` is the search's input for what is typed now (`{ q }`, or the venue's
 * text and city); `searchable` false sends nothing (a venue box with neither).
 */
export function usePickerSearch<I, T>(
  input: I,
  useSearch: PickerSearchHook<I, T>,
  searchable = true,
): PickerSearch<T> {
  const [opened, setOpened] = useState(false);
  const query = JSON.stringify(input);
  const [settledQuery] = useDebouncedValue(query, PICKER_DEBOUNCE_MS);
  const typing = settledQuery !== query;
  const active = opened && searchable;
  const search = useSearch(input, { enabled: active && !typing });
  // `data` here is only ever the answer to `input`: the results of the query now typed.
  const items = active ? search.data : undefined;
  return {
    onOpenChange: setOpened,
    items,
    loading: active && (search.isFetching || (typing && items === undefined)),
    failed: active && search.isError,
  };
}
