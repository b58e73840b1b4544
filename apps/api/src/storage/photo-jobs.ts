import { randomUUID } from 'node:crypto';
import {
  claimPhotoJob,
  dropUnmadePhoto,
  finishPhotoJob,
  freePhotoJobs,
  releasePhotoJob,
  type HeldPhotoJob,
} from '@gigrank/db';
import { committed } from '../cache/changes';
import { AppError } from '../errors';
import type { PhotoJobRunner } from '../ports/photo-jobs';
import type { ServiceDeps } from '../ports/service-deps';
import { makePhotoSizes, removePhotoFiles, removePhotoOriginal } from './photo-files';
import type { JobLog } from '../ports/job-log';

/**
 * Makes the sizes of stored photos after their show was answered. A job is a
 * photo_jobs row (packages/db photo-jobs.queries.ts) that a process takes
 * with a lease: the process that stored the photo looks for waiting ones at
 * once (`kick`), every process every RESUME_EVERY_MS (a job whose process
 * died, or one another instance left), so a job survives a restart and runs
 * once at a time. The re-encodes themselves wait for images.ts's slots (one
 * per core), and a process holds at most MAX_IN_HAND jobs: the rest wait in
 * the table, not in memory. When the sizes are stored the show's answers
 * change (its cards show the photo instead of a placeholder) and the
 * original goes. One that never decodes is removed from its show after
 * MAX_ATTEMPTS tries.
 */

/** How long a claim holds: a re-encode takes well under a second; a dead process's job waits this long. */
const LEASE_MS = 60_000;
const RESUME_EVERY_MS = 5_000;
const MAX_IN_HAND = 4;
const MAX_ATTEMPTS = 3;

type Deps = Pick<ServiceDeps, 'db' | 'files' | 'cache' | 'events'>;

export class PhotoJobs implements PhotoJobRunner {
  /** This process's name in the leases it holds. */
  readonly owner = randomUUID();
  private readonly inHand = new Map<number, Promise<void>>();
  private round: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private timer: NodeJS.Timeout | undefined;
  private log: JobLog = () => undefined;

  constructor(private readonly deps: Deps) {}

  start(log?: JobLog): void {
    if (log) this.log = log;
    if (this.timer || this.closing) return;
    this.timer = setInterval(() => this.kick(), RESUME_EVERY_MS);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.closing) return;
    if (this.round) {
      this.again = true;
      return;
    }
    this.round = this.takeFree()
      .catch((error: unknown) => this.log({ err: error }, 'photo jobs: looking for work failed'))
      .finally(() => {
        this.round = null;
      });
  }

  async idle(): Promise<void> {
    for (;;) {
      if (this.round) await this.round;
      if (this.inHand.size === 0) {
        // One more look: a job freed meanwhile (or never taken) is taken now.
        this.kick();
        if (!this.round) return;
        await this.round;
        if (this.inHand.size === 0) return;
      }
      await Promise.all(this.inHand.values());
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    if (this.round) await this.round;
    await Promise.all(this.inHand.values());
  }

  /** Takes free jobs while there is room in hand; another kick meanwhile looks again. */
  private async takeFree(): Promise<void> {
    do {
      this.again = false;
      const room = MAX_IN_HAND - this.inHand.size;
      if (room <= 0 || this.closing) return;
      const now = Date.now();
      const at = new Date(now).toISOString();
      const free = await freePhotoJobs(this.deps.db, at, room);
      for (const photoId of free) {
        if (this.inHand.has(photoId) || this.closing) continue;
        const until = new Date(now + LEASE_MS).toISOString();
        const job = await claimPhotoJob(this.deps.db, photoId, this.owner, at, until);
        if (!job) continue;
        const done = this.work(job)
          .catch((error: unknown) => this.log({ err: error, photoId }, 'photo job failed'))
          .finally(() => {
            this.inHand.delete(photoId);
            // A full hand may have left jobs waiting: look again now that there is room.
            if (free.length === room) this.kick();
          });
        this.inHand.set(photoId, done);
      }
    } while (this.again);
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
      await releasePhotoJob(db, job.photoId, this.owner);
      throw error;
    }
    if (!size) return this.giveUp(job);
    const finished = await db
      .transaction()
      .execute((trx) => finishPhotoJob(trx, job, this.owner, size));
    if (!finished) return;
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
