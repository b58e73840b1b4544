import { leaseFree } from '../leases';
import type { Handle } from '../schema';
import { valueWhere } from '../rows';

// Data functions of photo jobs: a photo whose sizes are not made yet
// (migration 0025). A process takes a job by writing its name and a lease
// into the row in one statement that only succeeds while no live lease
// holds it, so with several processes or instances each job runs once at a
// time; a job whose process died is free again when its lease runs out.

/** A job a process holds: the photo to make sizes of, and how often it was tried. */
export interface HeldPhotoJob {
  photoId: number;
  showId: number;
  fileKey: string;
  attempts: number;
}

/** Up to `limit` jobs no live lease holds at `now`, oldest first. */
export async function freePhotoJobs(db: Handle, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('photo_jobs')
    .select('photo_id')
    .where(leaseFree(now))
    .orderBy('photo_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.photo_id);
}

/** Takes the job for `owner` until `until` (a try counted) unless a live lease holds it; the job, or null. */
export async function claimPhotoJob(
  db: Handle,
  photoId: number,
  owner: string,
  now: string,
  until: string,
): Promise<HeldPhotoJob | null> {
  const claimed = await db
    .updateTable('photo_jobs')
    .set((eb) => ({ lease_owner: owner, lease_until: until, attempts: eb('attempts', '+', 1) }))
    .where('photo_id', '=', photoId)
    .where(leaseFree(now))
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) return null;
  const photo = await db
    .selectFrom('show_photos')
    .select(['show_id', 'file_key'])
    .where('id', '=', photoId)
    .executeTakeFirst();
  if (!photo) return null;
  return { photoId, showId: photo.show_id, fileKey: photo.file_key, attempts: claimed.attempts };
}

/**
 * Ends a held job: the photo's measured size is written and the job row goes,
 * in one transaction, only while `owner` still holds it. False when another
 * process took it over (or the photo is gone): its sizes are that one's to store.
 */
export async function finishPhotoJob(
  trx: Handle,
  job: Pick<HeldPhotoJob, 'photoId'>,
  owner: string,
  size: { width: number; height: number },
): Promise<boolean> {
  // The photo's row first, then its job: the order a show's deletion takes them in (the
  // show, its photos, their jobs, by cascade). In the other order, on PostgreSQL, a show
  // deleted while its photo was finishing could deadlock with this, and one of the two fail.
  const sized = await trx
    .updateTable('show_photos')
    .set(size)
    .where('id', '=', job.photoId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('photo_jobs')
          .select('photo_id')
          .where('photo_id', '=', job.photoId)
          .where('lease_owner', '=', owner),
      ),
    )
    .executeTakeFirst();
  if (Number(sized.numUpdatedRows) === 0) return false;
  const done = await trx
    .deleteFrom('photo_jobs')
    .where('photo_id', '=', job.photoId)
    .where('lease_owner', '=', owner)
    .executeTakeFirst();
  return Number(done.numDeletedRows) === 1;
}

/** Whether photo `photoId` is still stored (its show may go while its sizes are made). */
export async function photoStored(db: Handle, photoId: number): Promise<boolean> {
  return (await valueWhere(db, 'show_photos', 'id', { id: photoId })) !== undefined;
}

/** How many photos wait for their sizes (the operators' metric). */
export async function photoJobsWaiting(db: Handle): Promise<number> {
  const row = await db
    .selectFrom('photo_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes a photo whose sizes cannot be made (its original does not decode,
 * or is gone): the row, its job, and one from its show's photo count. The
 * show's id, or null when the photo was already gone.
 */
export async function dropUnmadePhoto(trx: Handle, photoId: number): Promise<number | null> {
  // The show's row first, then the photo's (and by cascade its job): a show's deletion's
  // order, so the two cannot deadlock on PostgreSQL.
  await trx
    .updateTable('shows')
    .set((eb) => ({ photos_count: eb('photos_count', '-', 1) }))
    .where('id', '=', (eb) =>
      eb.selectFrom('show_photos').select('show_id').where('show_photos.id', '=', photoId),
    )
    .execute();
  const removed = await trx
    .deleteFrom('show_photos')
    .where('id', '=', photoId)
    .returning('show_id')
    .executeTakeFirst();
  return removed?.show_id ?? null;
}
