/** Uploaded files are served under this path: `/uploads/{folder}/{name}`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** A show photo's display and thumbnail URLs, from the key its row stores. */
export function photoUrls(fileKey: string): { url: string; thumbnailUrl: string } {
  return {
    url: `${UPLOADS_URL_PREFIX}photos/${fileKey}.jpg`,
    thumbnailUrl: `${UPLOADS_URL_PREFIX}photos/${fileKey}_thumb.jpg`,
  };
}

/** Photo file names are `{file_key}.jpg` and `{file_key}_thumb.jpg`. */
export function photoKeyOfFile(name: string): string {
  return name.replace(/(_thumb)?\.jpg$/, '');
}
