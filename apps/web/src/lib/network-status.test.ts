import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FROM_CACHE_HEADER } from './offline-caches';

// The offline state under a fake browser: window events, navigator.onLine and
// a fetch whose answers the test releases by hand.
type Pending = { resolve: (response: Response) => void; reject: (error: unknown) => void };

async function load() {
  vi.resetModules();
  const win = new EventTarget();
  const nav = { onLine: true };
  const pending: Pending[] = [];
  vi.stubGlobal('window', win);
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal(
    'fetch',
    () => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const status = await import('./network-status');
  /** One tracked request, answered with `response` (a live or a cached answer). */
  const answer = async (url: string, response: Response) => {
    const sent = status.trackedFetch(url);
    pending.at(-1)!.resolve(response);
    await sent;
  };
  /** A listener of onAskAgain, to count how often the screens were told to ask again. */
  const askAgain = vi.fn();
  status.onAskAgain(askAgain);
  return { status, win, nav, pending, answer, askAgain };
}

const cached = () => new Response('{}', { headers: { [FROM_CACHE_HEADER]: '1' } });
const live = () => new Response('{}');

describe('network status', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('a cached answer sets offline and a live one clears it', async () => {
    const { status, pending } = await load();
    const first = status.trackedFetch('/trpc/a');
    pending[0]!.resolve(cached());
    await first;
    expect(status.isOffline()).toBe(true);
    const second = status.trackedFetch('/trpc/b');
    pending[1]!.resolve(live());
    await second;
    expect(status.isOffline()).toBe(false);
  });

  it("a request begun before the 'online' event cannot set offline again after it", async () => {
    const { status, win, nav, pending } = await load();
    nav.onLine = false;
    const during = status.trackedFetch('/trpc/during-outage');
    const failedLate = status.trackedFetch('/trpc/failed-late').catch(() => undefined);
    nav.onLine = true;
    // The window's events are heard while someone listens (the banner).
    const listener = vi.fn();
    const stop = status.subscribeNetworkStatus(listener);
    win.dispatchEvent(new Event('online'));
    pending[0]!.resolve(cached());
    pending[1]!.reject(new TypeError('Failed to fetch'));
    await during;
    await failedLate;
    expect(status.isOffline()).toBe(false);
    expect(listener).toHaveBeenCalled();
    stop();
  });

  it('a request begun after the outage ended still reports a new failure', async () => {
    const { status, win, pending } = await load();
    const stop = status.subscribeNetworkStatus(() => undefined);
    win.dispatchEvent(new Event('online'));
    const after = status.trackedFetch('/trpc/after').catch(() => undefined);
    pending[0]!.reject(new TypeError('Failed to fetch'));
    await after;
    expect(status.isOffline()).toBe(true);
    stop();
  });

  it('a cancelled request says nothing either way', async () => {
    const { status, pending } = await load();
    const aborted = status.trackedFetch('/trpc/x').catch(() => undefined);
    pending[0]!.reject(new DOMException('aborted', 'AbortError'));
    await aborted;
    expect(status.isOffline()).toBe(false);
  });
});

describe('answers from the cache, then a live one', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('tells its listeners once, when the first live answer follows cached ones', async () => {
    const { status, pending, askAgain: liveAgain } = await load();
    const a = status.trackedFetch('/trpc/a');
    const b = status.trackedFetch('/trpc/b');
    pending[0]!.resolve(cached());
    pending[1]!.resolve(cached());
    await Promise.all([a, b]);
    expect(liveAgain).not.toHaveBeenCalled();
    const c = status.trackedFetch('/trpc/c');
    const d = status.trackedFetch('/trpc/d');
    pending[2]!.resolve(live());
    pending[3]!.resolve(live());
    await Promise.all([c, d]);
    expect(liveAgain).toHaveBeenCalledTimes(1);
  });

  it('says nothing when every answer was live', async () => {
    const { answer, askAgain } = await load();
    await answer('/trpc/a', live());
    expect(askAgain).not.toHaveBeenCalled();
  });

  it("tells its listeners on the browser's 'online' event after a cached answer", async () => {
    const { status, win, answer, askAgain } = await load();
    const stop = status.subscribeNetworkStatus(() => undefined);
    await answer('/trpc/a', cached());
    win.dispatchEvent(new Event('online'));
    expect(askAgain).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('a slow network while the browser is online', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks again after a pause, and a live answer to that clears the offline state', async () => {
    const { status, answer, askAgain } = await load();
    await answer('/trpc/slow', cached());
    expect(status.isOffline()).toBe(true);
    vi.advanceTimersByTime(status.ASK_AGAIN_AFTER_MS - 1);
    expect(askAgain).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(askAgain).toHaveBeenCalledTimes(1);

    // The screens' new requests answer live: online again, without a second round of asking.
    await answer('/trpc/slow', live());
    expect(status.isOffline()).toBe(false);
    vi.advanceTimersByTime(status.ASK_AGAIN_MAX_MS * 4);
    expect(askAgain).toHaveBeenCalledTimes(1);
  });

  it('waits twice as long after each retry answered from the cache, up to a ceiling', async () => {
    const { status, answer } = await load();
    const askedAt: number[] = [];
    const start = Date.now();
    status.onAskAgain(() => {
      askedAt.push(Date.now() - start);
      void answer('/trpc/again', cached());
    });
    await answer('/trpc/first', cached());
    for (let i = 0; i < 7; i += 1) await vi.advanceTimersByTimeAsync(status.ASK_AGAIN_MAX_MS);
    const gaps = askedAt.map((at, i) => at - (askedAt[i - 1] ?? 0));
    expect(gaps.slice(0, 5)).toEqual([5_000, 10_000, 20_000, 40_000, 60_000]);
    expect(Math.max(...gaps)).toBe(status.ASK_AGAIN_MAX_MS);
    expect(status.isOffline()).toBe(true);
  });

  it('does not retry while the browser says it is offline: its online event does', async () => {
    const { status, win, nav, answer, askAgain } = await load();
    const stop = status.subscribeNetworkStatus(() => undefined);
    nav.onLine = false;
    await answer('/trpc/during', cached());
    vi.advanceTimersByTime(status.ASK_AGAIN_MAX_MS * 4);
    expect(askAgain).not.toHaveBeenCalled();
    nav.onLine = true;
    win.dispatchEvent(new Event('online'));
    expect(askAgain).toHaveBeenCalledTimes(1);
    expect(status.isOffline()).toBe(false);
    stop();
  });

  it('a failed request while online is retried too', async () => {
    const { status, pending, askAgain } = await load();
    const failed = status.trackedFetch('/trpc/down').catch(() => undefined);
    pending[0]!.reject(new TypeError('Failed to fetch'));
    await failed;
    vi.advanceTimersByTime(status.ASK_AGAIN_AFTER_MS);
    expect(askAgain).toHaveBeenCalledTimes(1);
  });
});
