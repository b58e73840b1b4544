import { Kysely, type TransactionBuilder } from 'kysely';

/**
 * PostgreSQL's codes for a transaction it aborted because of another one, not
 * because of what it asked: a deadlock (40P01) or a serialization failure
 * (40001). Run again from the start, the same transaction normally passes.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** How many times a transaction is run before its conflict is the caller's error. */
export const TRANSACTION_ATTEMPTS = 3;

/** The longest pause before a second run (ms); the third waits up to twice this. */
const RETRY_PAUSE_MAX_MS = 25;

function isConflictAbort(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONFLICT_CODES.has(code);
}

/**
 * Runs `attempt` until it does not end in a conflict abort, at most
 * TRANSACTION_ATTEMPTS times, pausing a random few milliseconds between runs
 * so that the two transactions that met do not meet again in step.
 */
export async function retryConflicts<T>(
  attempt: () => Promise<T>,
  pause: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await attempt();
    } catch (error) {
      if (run >= TRANSACTION_ATTEMPTS || !isConflictAbort(error)) throw error;
      await pause(Math.random() * RETRY_PAUSE_MAX_MS * run);
    }
  }
}

function retrying<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const wrapped = Object.create(builder) as TransactionBuilder<DB>;
  wrapped.setAccessMode = (mode) => retrying(builder.setAccessMode(mode));
  wrapped.setIsolationLevel = (level) => retrying(builder.setIsolationLevel(level));
  wrapped.execute = (callback) => retryConflicts(() => builder.execute(callback));
  return wrapped;
}

/**
 * Kysely whose transactions PostgreSQL aborted over a conflict with another
 * one run again (retryConflicts): two writers that meet in opposite lock
 * orders cost the loser a few milliseconds instead of a 500. A transaction's
 * callback may therefore run more than once: whatever it changes outside the
 * database starts afresh on each run (imports' commitBatch restores its
 * catalogue). SQLite takes its write lock at BEGIN (sqlite-dialect.ts), so
 * its transactions never meet this way.
 */
export class RetryingKysely<DB> extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return retrying(super.transaction());
  }
}
