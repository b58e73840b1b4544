import { SEARCH_DIALOG_MAX_RESULTS } from '@gigrank/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { trpc } from '../../../lib/trpc';
import type { SearchOption } from './SearchCombobox';

const SEARCH_DEBOUNCE_MS = 200;

/** Artists matching the text (blank: the top list), searched only while the picker is open. */
export function useArtistOptions(text: string, open: boolean) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = trpc.artists.search.useQuery(
    { q: q || undefined, limit: SEARCH_DIALOG_MAX_RESULTS },
    { enabled: open },
  );
  const options: SearchOption[] = (query.data ?? []).map((a) => ({
    key: String(a.id),
    value: a.artist_name,
    label: a.artist_name,
    description: a.formatted_streams,
  }));
  return { options, loading: open && query.isFetching };
}

/** Cities matching the text, searched only while the picker is open. */
export function useCityOptions(text: string, open: boolean) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = trpc.cities.search.useQuery({ q: q || undefined }, { enabled: open });
  const options: SearchOption[] = (query.data ?? []).map((c) => ({
    key: String(c.id),
    value: c.name,
    label: c.name,
    description: c.country ?? undefined,
    meta: c.country,
  }));
  return { options, loading: open && query.isFetching };
}

/** Users for the companion picker (excluding the signed-in user), only while it is open. */
export function useCompanionOptions(text: string, open: boolean, selfId: number) {
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = trpc.users.list.useQuery({ q: q || undefined }, { enabled: open });
  const options: SearchOption[] = (query.data ?? [])
    .filter((u) => u.id !== selfId)
    .map((u) => ({
      key: String(u.id),
      value: u.username,
      label: u.displayName,
      description: `@${u.username}`,
    }));
  return { options, loading: open && query.isFetching };
}
