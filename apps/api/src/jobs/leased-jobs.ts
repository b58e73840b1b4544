import { randomUUID } from 'node:crypto';
import type { JobLog } from '../ports/job-log';

/**
 * What every background runner of leased rows does the same way: photo jobs
 * (storage/photo-jobs.ts), setlist.fm fetches (modules/imports/setlistfm-jobs.ts)
 * and webhook deliveries (modules/webhooks/webhook-deliveries.ts). A job is a
 * database row that a process claims with a lease under its `owner` name, so
 * with several processes or instances each job runs once at a time and a
 * dead process's job is taken up when its lease runs out.
 *
 * The runner looks for work when it starts, every `everyMs` of its options, and whenever
 * something asks (`look`); looks never overlap: one asked for during a look
 * runs when that one ends. What a look claims (each with `lease`) is worked on in the
 * background (`hold`), and `close` stops looking and waits for it. Each
 * subclass says what a look claims (`findWork`) and how a job runs.
 */
export interface LeasedJobsOptions {
  /** One job's name in the log ("photo job"). */
  what: string;
  /** The time between looks. */
  everyMs: number;
  /** How long a claim holds: a dead process's job waits this long to be taken up. */
  leaseMs: number;
}

export abstract class LeasedJobs<Id> {
  /** This process's name in the leases it holds. */
  readonly owner = randomUUID();
  /** The jobs this process works on now, each until its work ends. */
  protected readonly inHand = new Map<Id, Promise<void>>();
  protected log: JobLog = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | null = null;
  private again = false;
  private ended = false;

  constructor(private readonly options: LeasedJobsOptions) {}

  /** Whether `close` has been called: no more looks or claims. */
  protected get closing(): boolean {
    return this.ended;
  }

  /** A claim made now: its time, and when its lease runs out unless renewed. */
  protected lease(now = Date.now()): { at: string; until: string } {
    return {
      at: new Date(now).toISOString(),
      until: new Date(now + this.options.leaseMs).toISOString(),
    };
  }

  /** Looks for work now and every `everyMs` of its options; failures go to `log`. */
  start(log?: JobLog): void {
    if (log) this.log = log;
    if (this.timer || this.ended) return;
    this.timer = setInterval(() => void this.look(), this.options.everyMs);
    this.timer.unref();
    void this.look();
  }

  /** Claims the work that is free now; resolves once the claims (not the work) are done. */
  look(): Promise<void> {
    if (this.ended) return Promise.resolve();
    if (this.round) {
      this.again = true;
      return this.round;
    }
    const round = (async () => {
      do {
        this.again = false;
        await this.findWork();
      } while (this.again && !this.ended);
    })();
    this.round = round
      .catch((error: unknown) =>
        this.log({ err: error }, `${this.options.what}: looking for work failed`),
      )
      .finally(() => {
        this.round = null;
      });
    return this.round;
  }

  /** Resolves once this process holds no job and finds none free (tests, shutdown). */
  async idle(): Promise<void> {
    for (;;) {
      if (this.round) await this.round;
      if (this.inHand.size === 0) {
        // One more look: a job freed meanwhile (or never taken) is taken now.
        await this.look();
        if (this.inHand.size === 0) return;
      }
      await Promise.all(this.inHand.values());
    }
  }

  /** Stops looking, lets the work in hand end (`stopping` may cut it short), then `released`. */
  async close(): Promise<void> {
    this.ended = true;
    clearInterval(this.timer);
    this.stopping();
    if (this.round) await this.round;
    const held = [...this.inHand.keys()];
    await Promise.all(this.inHand.values());
    await this.released(held);
  }

  /** One look: claim free jobs and `hold` each one claimed. */
  protected abstract findWork(): Promise<void>;

  /** Called as `close` begins: a runner whose work can stop early tells it to here. */
  protected stopping(): void {}

  /** Called by `close` with the jobs that were in hand, once their work ended. */
  protected async released(_ids: Id[]): Promise<void> {}

  /**
   * Runs a claimed job's `work` in the background: a failure is logged with
   * `facts`, and `after` runs once it ends, whichever way.
   */
  protected hold(
    id: Id,
    work: () => Promise<void>,
    facts: Record<string, unknown>,
    after?: () => void,
  ): void {
    const done = work()
      .catch((error: unknown) => this.log({ err: error, ...facts }, `${this.options.what} failed`))
      .finally(() => {
        this.inHand.delete(id);
        after?.();
      });
    this.inHand.set(id, done);
  }
}
