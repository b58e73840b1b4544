/** Uploaded files are served under this path: `/uploads/{folder}/{name}`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A show photo's display and thumbnail URLs, from the key its row stores. */
export function photoUrls(fileKey: string): { url: string; thumbnailUrl: string } {
  return {
    url: `${UPLOADS_URL_PREFIX}photos/${fileKey}.jpg`,
    thumbnailUrl: `${UPLOADS_URL_PREFIX}photos/${fileKey}_thumb.jpg`,
  };
}

/**
 * Where a photo's upload waits, as it was sent (EXIF and all), until its
 * sizes exist: `photos/{file_key}_original.bin`. It is never served (only
 * the sizes' names are) and goes once they are stored.
 */
export function photoOriginalName(fileKey: string): string {
  return `${fileKey}${ORIGINAL_SUFFIX}`;
}

const ORIGINAL_SUFFIX = '_original.bin';

/** The photo key of a waiting original's file name; null for any other name. */
export function keyOfPhotoOriginal(name: string): string | null {
  return name.endsWith(ORIGINAL_SUFFIX) ? name.slice(0, -ORIGINAL_SUFFIX.length) : null;
}

/** Photo size file names are `{file_key}.jpg` and `{file_key}_thumb.jpg`. */
export function photoKeyOfFile(name: string): string {
  return name.replace(/(_thumb)?\.jpg$/, '');
}
