import type { City } from '@gigrank/domain';
import { useInvalidate, type Write } from '../../../lib/invalidation';
import { trpc } from '../../../lib/trpc';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { cityLabel } from '../../../lib/city';

/**
 * A picker's 'Add "{text}" as a new ...': `write` stores the typed name
 * (trimmed) and `written` refreshes what lists it; resolves to what `stored`
 * makes of the answer, or null after `failed` (its toast).
 */
function useCatalogueCreate<Answer, Out>(
  mutation: { isPending: boolean },
  write: (name: string) => Promise<Answer>,
  {
    written,
    stored,
    failed,
  }: {
    written: Write;
    stored: (answer: Answer) => Out;
    failed: (error: unknown) => void;
  },
) {
  const invalidate = useInvalidate();
  const create = async (name: string): Promise<Out | null> => {
    try {
      const answer = await write(name.trim());
      void invalidate(written);
      return stored(answer);
    } catch (error) {
      failed(error);
      return null;
    }
  };
  return { create, isPending: mutation.isPending };
}

/**
 * `artists.create` for the pickers' 'Add "{text}" as a new artist': resolves
 * to the stored name (an existing artist in any case is returned as is), or
 * null after the 'Error adding new artist' toast.
 */
export function useCreateArtist() {
  const mutation = trpc.artists.create.useMutation();
  return useCatalogueCreate(mutation, (name) => mutation.mutateAsync({ artist_name: name }), {
    // Searches answered before it existed would not list it.
    written: 'artistCreated',
    stored: (artist) => artist.artist_name,
    failed: (error) => showErrorToastFrom('Error adding new artist', error, 'Failed to add artist'),
  });
}

const CITY_SAVE_WARNING =
  "City was set for this show, but couldn't be saved to the database for future use";

/**
 * `cities.create` for 'Add "{text}" as a new city': the stored city after the
 * 'City added' toast, or null after the 'Warning' toast (the typed city is
 * still used for the show).
 */
export function useCreateCity() {
  const mutation = trpc.cities.create.useMutation();
  return useCatalogueCreate(mutation, (name) => mutation.mutateAsync({ name }), {
    written: 'cityCreated',
    stored: (city: City) => {
      showSuccessToast('City added', `${cityLabel(city)} is now in the city list.`);
      return city;
    },
    failed: () => showErrorToast('Warning', CITY_SAVE_WARNING),
  });
}
