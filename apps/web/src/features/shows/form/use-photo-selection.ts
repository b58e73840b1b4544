import { useEffect, useRef } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { acceptPhotos, photoSelectionToast } from './field-rules';
import { photoTotal, type SelectedPhoto } from './show-draft';
import type { ShowDraftState } from './use-show-draft';

let nextId = 0;

/**
 * The photo choices of a show form: new images (at most 15 MB each and 20
 * per show with the stored ones kept, refused with a toast before anything
 * is sent), each with a preview; and, when editing, stored photos dropped or
 * kept. Choosing files toasts '{n} photo(s) selected'.
 */
export function usePhotoSelection(draft: ShowDraftState, storedPhotoCount: number) {
  // Every preview URL still alive, so the last ones are released on unmount (the form's reset).
  const liveUrls = useRef(new Set<string>());
  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const { photos, removePhotoIds } = draft.values;

  const add = (files: readonly File[]) => {
    if (!files.length) return;
    const { accepted, refused } = acceptPhotos(photoTotal(draft.values, storedPhotoCount), files);
    const added = accepted.map((file): SelectedPhoto => {
      const url = URL.createObjectURL(file);
      liveUrls.current.add(url);
      nextId += 1;
      return { id: `photo-${nextId}`, file, url };
    });
    draft.set({ photos: [...photos, ...added] });
    const toast = photoSelectionToast(refused, photos.length + added.length);
    (toast.refused ? showErrorToast : showSuccessToast)(toast.title, toast.message);
  };

  const remove = (id: string) => {
    const gone = photos.find((photo) => photo.id === id);
    if (!gone) return;
    URL.revokeObjectURL(gone.url);
    liveUrls.current.delete(gone.url);
    draft.set({ photos: photos.filter((photo) => photo.id !== id) });
  };

  const toggleStored = (id: number) =>
    draft.set({
      removePhotoIds: removePhotoIds.includes(id)
        ? removePhotoIds.filter((removed) => removed !== id)
        : [...removePhotoIds, id],
    });

  return { add, remove, toggleStored };
}
