import {
  addPhotosToShow,
  artistKeysOfShow,
  lockUserShows,
  type ShowRow,
  type UserRow,
} from '@gigrank/db';
import { MAX_PHOTOS_PER_SHOW, type Show } from '@gigrank/domain';
import { committed, placeChanges, placesOfRow, showCountChanges } from '../../cache/changes';
import { badRequest } from '../../errors';
import { ownedShow } from '../../policy/shows';
import type { ServiceDeps } from '../../ports/service-deps';
import type { ImageInput } from '../../storage/images';
import { removePhotoFiles, storePhotos } from '../../storage/photo-files';
import { recordShowEvent } from '../webhooks/webhooks.service';
import { getShow } from './show-reads.service';
import { keysOf, tooManyPhotos } from './show-writes.service';

/**
 * Adds photos to one of the owner's shows without touching its fields (the
 * backfill from photos attaches an evening's photos to the show it became,
 * which has no score yet): verified and re-encoded without EXIF as every
 * photo, after the show's last, at most MAX_PHOTOS_PER_SHOW in all.
 */
export async function addShowPhotos(
  deps: ServiceDeps,
  user: UserRow,
  showId: number,
  uploads: ImageInput[],
): Promise<Show> {
  await ownedShow(deps.db, user, showId);
  if (uploads.length === 0) throw badRequest('Add at least one photo');
  if (uploads.length > MAX_PHOTOS_PER_SHOW) throw tooManyPhotos();
  const photos = await storePhotos(deps.files, uploads);
  let written: { artistKeys: string[]; row: ShowRow };
  try {
    written = await deps.db.transaction().execute(async (trx) => {
      await lockUserShows(trx, user.id);
      const row = await ownedShow(trx, user, showId);
      if (row.photos_count + photos.length > MAX_PHOTOS_PER_SHOW) throw tooManyPhotos();
      await addPhotosToShow(trx, showId, photos, new Date().toISOString());
      await recordShowEvent(trx, user.id, 'show.updated', showId);
      return { artistKeys: await artistKeysOfShow(trx, showId), row };
    });
  } catch (error) {
    // Not committed: the files have no row.
    await removePhotoFiles(deps.files, keysOf(photos));
    throw error;
  }
  // Committed: the show's lists and places show the photos.
  await committed(deps, [
    ...showCountChanges({ id: showId, userId: user.id, artistKeys: written.artistKeys }),
    ...placeChanges([placesOfRow(written.row)]),
  ]);
  void deps.photoJobs.look();
  return getShow(deps, showId, user.id);
}
