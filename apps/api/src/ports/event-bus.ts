/**
 * Tells open pages of a user that their notifications changed (new ones, or
 * read elsewhere), so the badge updates within a second. In-process today;
 * several instances need a shared form (Redis pub/sub) chosen in server.ts.
 */
export interface EventBus {
  publish(userIds: Iterable<number>): void;
  /** Yields once per change for this user until `signal` aborts. */
  changes(userId: number, signal?: AbortSignal): AsyncGenerator<void>;
  /** Resolves when the bus's server answers (Redis); absent in one process. */
  ping?(): Promise<void>;
}
