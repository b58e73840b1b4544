import type { City } from '@gigrank/domain';
import { useCallback } from 'react';
import { useInvalidate } from '../../../lib/invalidation';
import { trpc } from '../../../lib/trpc';
import { showErrorToast, showErrorToastFrom, showSuccessToast } from '../../../lib/toast';
import { cityLabel } from '../../../lib/city';

/**
 * `artists.create` for the pickers' 'Add "{text}" as a new artist': resolves
 * to the stored name (an existing artist in any case is returned as is), or
 * null after the 'Error adding new artist' toast.
 */
export function useCreateArtist() {
  const invalidate = useInvalidate();
  const mutation = trpc.artists.create.useMutation();
  const { mutateAsync } = mutation;
  const create = useCallback(
    async (name: string): Promise<string | null> => {
      try {
        const artist = await mutateAsync({ artist_name: name.trim() });
        // Searches answered before it existed would not list it.
        void invalidate('artistCreated');
        return artist.artist_name;
      } catch (error) {
        showErrorToastFrom('Error adding new artist', error, 'Failed to add artist');
        return null;
      }
    },
    [mutateAsync, invalidate],
  );
  return { create, isPending: mutation.isPending };
}

const CITY_SAVE_WARNING =
  "City was set for this show, but couldn't be saved to the database for future use";

/**
 * `cities.create` for 'Add "{text}" as a new city': the stored city after the
 * 'City added' toast, or null after the 'Warning' toast (the typed city is
 * still used for the show).
 */
export function useCreateCity() {
  const invalidate = useInvalidate();
  const mutation = trpc.cities.create.useMutation();
  const { mutateAsync } = mutation;
  const create = useCallback(
    async (name: string): Promise<City | null> => {
      try {
        const city = await mutateAsync({ name: name.trim() });
        void invalidate('cityCreated');
        showSuccessToast('City added', `${cityLabel(city)} is now in the city list.`);
        return city;
      } catch {
        showErrorToast('Warning', CITY_SAVE_WARNING);
        return null;
      }
    },
    [mutateAsync, invalidate],
  );
  return { create, isPending: mutation.isPending };
}
