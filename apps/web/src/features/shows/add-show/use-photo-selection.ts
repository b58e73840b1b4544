import { useCallback, useEffect, useRef, useState } from 'react';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { acceptPhotos, photoRefusalToast, photosSelectedTitle } from './add-show-form';

export interface SelectedPhoto {
  id: string;
  file: File;
  /** An object URL for the preview, revoked when the photo leaves. */
  url: string;
}

let nextId = 0;

/**
 * The photos chosen for a new show: images only, at most 15 MB each and 20 in
 * all (refused with a toast before anything is sent), each with a preview.
 * Choosing files toasts '{n} photo(s) selected'.
 */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  // Every preview URL still alive, so the last ones are released on unmount (the form's reset).
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      if (!files.length) return;
      const { accepted, refused } = acceptPhotos(photos.length, files);
      const added = accepted.map((file) => {
        const url = URL.createObjectURL(file);
        liveUrls.current.add(url);
        nextId += 1;
        return { id: `photo-${nextId}`, file, url };
      });
      const total = photos.length + added.length;
      setPhotos([...photos, ...added]);
      const refusal = photoRefusalToast(refused, total);
      if (refusal) showErrorToast(refusal.title, refusal.message);
      else
        showSuccessToast(
          photosSelectedTitle(total),
          'They will be uploaded when you save the show.',
        );
    },
    [photos],
  );

  const remove = useCallback(
    (id: string) => {
      const gone = photos.find((photo) => photo.id === id);
      if (!gone) return;
      URL.revokeObjectURL(gone.url);
      liveUrls.current.delete(gone.url);
      setPhotos(photos.filter((photo) => photo.id !== id));
    },
    [photos],
  );

  return { photos, add, remove };
}
