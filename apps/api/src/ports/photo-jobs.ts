import type { JobLog } from './job-log';

/**
 * The photos whose sizes this process makes after their show was answered
 * (storage/photo-jobs.ts). A job is a database row: it outlives a restart,
 * and one process at a time holds it, so with several instances each photo
 * is made once.
 */
export interface PhotoJobRunner {
  /** Takes up waiting photos now and every few seconds; failures go to `log`. */
  start(log?: JobLog): void;
  /** A write just stored photos: look for waiting ones now (resolves once claimed). */
  look(): Promise<void>;
  /** Resolves once this process holds no job and finds none free (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops taking jobs and lets go of the ones in hand once they finish. */
  close(): Promise<void>;
}
