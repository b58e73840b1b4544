import {
  claimPhotoJob,
  dropUnmadePhoto,
  finishPhotoJob,
  freePhotoJobs,
  photoStored,
  releaseLease,
  type HeldPhotoJob,
} from '@gigrank/db';
import { committed } from '../cache/changes';
import { AppError } from '../errors';
import type { PhotoJobRunner } from '../ports/photo-jobs';
import type { ServiceDeps } from '../ports/service-deps';
import { makePhotoSizes, removePhotoFiles, removePhotoOriginal } from './photo-files';
import { LeasedJobs } from '../jobs/leased-jobs';

/**
 * Makes the sizes of stored photos after their show was answered. A job is a
 * photo_jobs row (packages/db photo-jobs.queries.ts) that a process takes
 * with a lease (jobs/leased-jobs.ts): the process that stored the photo looks
 * for waiting ones at once (`look`), every process every RESUME_EVERY_MS (a job whose process
 * died, or one another instance left), so a job survives a restart and runs
 * once at a time. The re-encodes themselves wait for images.ts's slots (one
 * per core), and a process holds at most MAX_IN_HAND jobs: the rest wait in
 * the table, not in memory. When the sizes are stored the show's answers
 * change (its cards show the photo instead of a placeholder) and the
 * original goes. One that never decodes is removed from its show after
 * MAX_ATTEMPTS tries.
 */

const RESUME_EVERY_MS = 5_000;
const MAX_IN_HAND = 4;
const MAX_ATTEMPTS = 3;

type Deps = Pick<ServiceDeps, 'db' | 'files' | 'cache' | 'events'>;

export class PhotoJobs extends LeasedJobs<number> implements PhotoJobRunner {
  constructor(private readonly deps: Deps) {
    // A re-encode takes well under a second; a dead process's job waits a minute.
    super({ what: 'photo job', everyMs: RESUME_EVERY_MS, leaseMs: 60_000 });
  }

  /** Claims free jobs while there is room in hand. */
  protected async findWork(): Promise<void> {
    const room = MAX_IN_HAND - this.inHand.size;
    if (room <= 0 || this.closing) return;
    const { at, until } = this.lease();
    const free = await freePhotoJobs(this.deps.db, at, room);
    for (const photoId of free) {
      if (this.inHand.has(photoId) || this.closing) continue;
      const job = await claimPhotoJob(this.deps.db, photoId, this.owner, at, until);
      if (!job) continue;
      // A full hand may have left jobs waiting: look again once there is room.
      const after = free.length === room ? () => void this.look() : undefined;
      this.hold(photoId, () => this.work(job), { photoId }, after);
    }
  }

  private async work(job: HeldPhotoJob): Promise<void> {
    const { db, files } = this.deps;
    if (job.attempts > MAX_ATTEMPTS) return this.giveUp(job);
    let size: { width: number; height: number } | null;
    try {
      size = await makePhotoSizes(files, job.fileKey);
    } catch (error) {
      // Not an image after all (its header passed): it never will be.
      if (error instanceof AppError) return this.giveUp(job);
      await releaseLease(db, 'photo_jobs', job.photoId, this.owner);
      throw error;
    }
    if (!size) return this.giveUp(job);
    const finished = await db
      .transaction()
      .execute((trx) => finishPhotoJob(trx, job, this.owner, size));
    if (!finished) {
      // Its show was deleted while the sizes were made: they are nobody's. (When
      // another process took the job over instead, the files are its to finish.)
      if (!(await photoStored(db, job.photoId))) await removePhotoFiles(files, [job.fileKey]);
      return;
    }
    await removePhotoOriginal(files, job.fileKey);
    await committed(this.deps, [{ kind: 'show', id: job.showId }]);
  }

  /** The photo leaves its show, with whatever files it has. */
  private async giveUp(job: HeldPhotoJob): Promise<void> {
    const showId = await this.deps.db
      .transaction()
      .execute((trx) => dropUnmadePhoto(trx, job.photoId));
    await removePhotoFiles(this.deps.files, [job.fileKey]);
    this.log({ photoId: job.photoId, showId }, 'photo removed: its sizes could not be made');
    if (showId !== null) await committed(this.deps, [{ kind: 'show', id: showId }]);
  }
}
