import {
  addSetlistFmPage,
  claimSetlistFmFetch,
  finishSetlistFmFetch,
  releaseLease,
  renewSetlistFmLease,
  setlistFmFetchById,
  stalledSetlistFmFetches,
  type DB,
  type Kysely,
} from '@gigrank/db';
import { SETLISTFM_MAX_PAGES, SETLISTFM_MESSAGES } from '@gigrank/domain';
import {
  SetlistFmFailure,
  type SetlistFmApi,
  type SetlistFmFetchRunner,
} from '../../ports/setlistfm-api';
import { LeasedJobs } from '../../jobs/leased-jobs';

/**
 * The fetches from setlist.fm this server process runs in the background.
 * A fetch is a row (packages/db setlistfm-fetches.queries.ts) that one
 * process at a time holds through a lease it renews while it works; it asks
 * for the next page the row has not kept, keeps it (the page and the count in
 * one transaction), and so on to the last, then marks the fetch fetched (or
 * failed, with the message the user sees). A process that closes lets go of
 * its fetches at once; one that dies lets its leases run out. Either way
 * another process (this server restarted, or another instance) takes the
 * fetch up where it stopped: on start, every RESUME_EVERY_MS, and when its
 * owner asks how it stands.
 */

/** How long a claim holds without renewal: a dead process's fetch waits this long at most. */
const LEASE_MS = 30_000;
const RENEW_EVERY_MS = LEASE_MS / 3;
const RESUME_EVERY_MS = LEASE_MS / 2;
/** Stalled fetches taken up in one round. */
const RESUME_BATCH = 20;

/** What a page says of the whole list, read from its JSON; null when it is not such a page. */
function pageFacts(body: string): { total: number; perPage: number; setlists: number } | null {
  let page: unknown;
  try {
    page = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof page !== 'object' || page === null || Array.isArray(page)) return null;
  const { setlist, total, itemsPerPage } = page as Record<string, unknown>;
  const list = Array.isArray(setlist) ? setlist : setlist && typeof setlist === 'object' ? [1] : [];
  if (typeof total !== 'number' && setlist === undefined) return null;
  const count = list.length;
  return {
    total: typeof total === 'number' && total >= 0 ? Math.floor(total) : count,
    perPage:
      typeof itemsPerPage === 'number' && itemsPerPage > 0
        ? Math.floor(itemsPerPage)
        : Math.max(1, count),
    setlists: count,
  };
}

export class SetlistFmJobs extends LeasedJobs<string> implements SetlistFmFetchRunner {
  /** Each fetch's own stop (its lease was lost), and the stop of them all (close). */
  private readonly stops = new Map<string, AbortController>();
  private readonly shutdown = new AbortController();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly api: SetlistFmApi,
  ) {
    super({ what: 'setlist.fm fetch', everyMs: RESUME_EVERY_MS, leaseMs: LEASE_MS });
  }

  /** Runs the fetch here if no process holds it (one just started, or one left behind). */
  async run(id: string): Promise<void> {
    if (this.inHand.has(id) || this.closing) return;
    const { at, until } = this.lease();
    const claimed = await claimSetlistFmFetch(this.db, id, this.owner, at, until);
    if (!claimed || this.inHand.has(id) || this.closing) {
      if (claimed) await releaseLease(this.db, 'setlistfm_fetches', id, this.owner);
      return;
    }
    const stop = new AbortController();
    this.stops.set(id, stop);
    const signal = AbortSignal.any([stop.signal, this.shutdown.signal]);
    this.hold(
      id,
      () => this.work(id, signal, stop),
      { fetchId: id },
      () => this.stops.delete(id),
    );
  }

  /** Whether this process works on the fetch now (tests, and the progress's own check). */
  isRunning(id: string): boolean {
    return this.inHand.has(id);
  }

  /** Takes up the fetches no process holds. */
  protected async findWork(): Promise<void> {
    const ids = await stalledSetlistFmFetches(this.db, new Date().toISOString(), RESUME_BATCH);
    for (const id of ids) await this.run(id);
  }

  /** Closing stops every fetch of this process... */
  protected override stopping(): void {
    this.shutdown.abort();
  }

  /** ...and lets go of it, so another process takes it up at once. */
  protected override async released(ids: string[]): Promise<void> {
    for (const id of ids) {
      await releaseLease(this.db, 'setlistfm_fetches', id, this.owner).catch(() => undefined);
    }
  }

  /** The fetch's pages from the first it lacks to the last; see the class comment. */
  private async work(id: string, signal: AbortSignal, stop: AbortController): Promise<void> {
    const renew = setInterval(() => {
      void renewSetlistFmLease(this.db, id, this.owner, this.lease().until)
        .then((held) => held || stop.abort())
        .catch(() => undefined);
    }, RENEW_EVERY_MS);
    const end = (status: 'fetched' | 'failed', error: string | null = null) =>
      finishSetlistFmFetch(this.db, id, this.owner, {
        status,
        error,
        at: new Date().toISOString(),
      });
    try {
      for (;;) {
        const record = await setlistFmFetchById(this.db, id);
        if (!record || record.status !== 'fetching' || record.lease_owner !== this.owner) return;
        const next = record.pages_fetched + 1;
        if (record.pages_total !== null && next > record.pages_total)
          return void (await end('fetched'));
        const answer = await this.api.attended(record.username, next, signal);
        if (answer.kind === 'notFound') {
          if (next > 1) return void (await end('fetched'));
          // setlist.fm answers 404 for an unknown user and for one who attended nothing.
          const exists = await this.api.userExists(record.username, signal);
          const message = exists ? SETLISTFM_MESSAGES.noShows : SETLISTFM_MESSAGES.unknownUser;
          return void (await end('failed', message(record.username)));
        }
        const facts = pageFacts(answer.body);
        if (!facts) return void (await end('failed', SETLISTFM_MESSAGES.unavailable));
        if (next === 1 && facts.total === 0) {
          return void (await end('failed', SETLISTFM_MESSAGES.noShows(record.username)));
        }
        const pagesTotal = Math.max(
          next,
          Math.min(Math.ceil(facts.total / facts.perPage), SETLISTFM_MAX_PAGES),
        );
        const kept = await addSetlistFmPage(
          this.db,
          id,
          this.owner,
          { page: next, body: answer.body, setlists: facts.setlists },
          { pagesTotal: facts.setlists === 0 ? next : pagesTotal, attended: facts.total },
          new Date().toISOString(),
        );
        if (!kept) return;
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof SetlistFmFailure) return void (await end('failed', error.message));
      await end('failed', SETLISTFM_MESSAGES.unavailable);
      throw error;
    } finally {
      clearInterval(renew);
    }
  }
}
