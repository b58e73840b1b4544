/**
 * Live-notification streams one session may hold open at once (in this
 * process). A person has a few tabs and devices; each open stream holds a
 * connection, a listener and a count query per change, so a script's 200 are
 * 200 times that.
 */
export const LIVE_STREAMS_PER_SESSION = 5;

const openBySession = new Map<string, Set<AbortController>>();

/**
 * Opens a stream slot for a session. When the session already holds the
 * maximum, its oldest stream is ended (its signal aborts) rather than the new
 * one refused: the oldest is the likeliest to be a tab nobody looks at, or a
 * connection that died without closing (a laptop asleep, a phone that lost its
 * network), which would otherwise keep the slot until TCP gives up. The ended
 * stream completes normally, so its page does not reconnect; it keeps its
 * 30-second polling. `signal` aborts when the stream must stop for either
 * reason; `close()` gives the slot back.
 */
export function openLiveStream(
  sessionKey: string,
  requestSignal?: AbortSignal,
): { signal: AbortSignal; close: () => void } {
  let open = openBySession.get(sessionKey);
  if (!open) openBySession.set(sessionKey, (open = new Set()));
  // A Set iterates in insertion order: the first is the oldest.
  for (const oldest of open) {
    if (open.size < LIVE_STREAMS_PER_SESSION) break;
    open.delete(oldest);
    oldest.abort();
  }
  const controller = new AbortController();
  open.add(controller);
  const signal = requestSignal
    ? AbortSignal.any([requestSignal, controller.signal])
    : controller.signal;
  return {
    signal,
    close() {
      const set = openBySession.get(sessionKey);
      if (!set?.delete(controller) || set.size > 0) return;
      openBySession.delete(sessionKey);
    },
  };
}

/** Streams a session holds open now (tests read it). */
export function liveStreamsOf(sessionKey: string): number {
  return openBySession.get(sessionKey)?.size ?? 0;
}
