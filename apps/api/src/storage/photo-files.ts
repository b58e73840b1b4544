import { photoUrls, type StoredPhoto } from '@gigrank/db';
import { newFileKey, writeImage, type FileStore } from '../ports/file-store';
import { processPhoto, type ImageInput } from './images';

// Where a show photo's files go, written once: `photos/{key}.jpg` and
// `photos/{key}_thumb.jpg` (the URLs packages/db's photoUrls builds from the
// key a show_photos row stores), each with its WebP twin (writeImage).

/** Verifies and stores photos before their rows are written; on any failure nothing stays. */
export async function storePhotos(files: FileStore, uploads: ImageInput[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const upload of uploads) {
      const photo = await processPhoto(upload);
      const fileKey = newFileKey();
      stored.push({ fileKey, width: photo.width, height: photo.height });
      await writeImage(files, 'photos', fileKey, photo.display);
      await writeImage(files, 'photos', `${fileKey}_thumb`, photo.thumbnail);
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

/** Removes the display and thumbnail files of these photo keys. */
export async function removePhotoFiles(files: FileStore, fileKeys: string[]): Promise<void> {
  await files.remove(fileKeys.flatMap((k) => Object.values(photoUrls(k))));
}
