import { buffer } from 'node:stream/consumers';
import { photoOriginalName, photoUrls, type StoredPhoto } from '@gigrank/db';
import { fileUrl, newFileKey, writeImage, type FileStore } from '../ports/file-store';
import { photoDisplaySize, processPhoto, type ImageInput } from './images';

// Where a show photo's files go, written once: the upload as it was sent
// waits at `photos/{key}_original.bin` (never served) until its sizes exist,
// `photos/{key}.jpg` and `photos/{key}_thumb.jpg` (the URLs packages/db's
// photoUrls builds from the key a show_photos row stores), each with its
// WebP twin (writeImage). The sizes are made after the answer (photo-jobs.ts).

/**
 * Checks each upload is an accepted image (its header) and stores it as it
 * was sent, before the rows are written; on any failure nothing stays. The
 * photos' display sizes come from their headers.
 */
export async function storePhotos(files: FileStore, uploads: ImageInput[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const upload of uploads) {
      const size = await photoDisplaySize(upload);
      const fileKey = newFileKey();
      stored.push({ fileKey, ...size });
      await files.write('photos', photoOriginalName(fileKey), upload);
    }
    return stored;
  } catch (error) {
    await removePhotoFiles(
      files,
      stored.map((p) => p.fileKey),
    );
    throw error;
  }
}

/**
 * Makes a stored photo's sizes from its original: decoded, orientation
 * applied, re-encoded without EXIF, GPS or any other metadata (images.ts
 * processPhoto). Their measured size; null when the original is gone (the
 * photo was removed meanwhile). An original that does not decode throws 400.
 */
export async function makePhotoSizes(
  files: FileStore,
  fileKey: string,
): Promise<{ width: number; height: number } | null> {
  const original = await files.open('photos', photoOriginalName(fileKey));
  if (!original?.body) return null;
  const photo = await processPhoto(await buffer(original.body));
  await writeImage(files, 'photos', fileKey, photo.display);
  await writeImage(files, 'photos', `${fileKey}_thumb`, photo.thumbnail);
  return { width: photo.width, height: photo.height };
}

/** Where a photo's waiting original is, as the store names files (never served). */
const originalUrl = (fileKey: string) => fileUrl('photos', photoOriginalName(fileKey));

/** Removes a photo's waiting original once its sizes are stored. */
export async function removePhotoOriginal(files: FileStore, fileKey: string): Promise<void> {
  await files.remove([originalUrl(fileKey)]);
}

/** Removes the display, thumbnail and waiting original files of these photo keys. */
export async function removePhotoFiles(files: FileStore, fileKeys: string[]): Promise<void> {
  await files.remove(fileKeys.flatMap((k) => [...Object.values(photoUrls(k)), originalUrl(k)]));
}
