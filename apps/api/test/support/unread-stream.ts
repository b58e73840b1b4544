import { expect } from 'vitest';

/** The unread-count stream of a signed-in page, read as a browser does (tRPC's SSE). */
export interface UnreadStream {
  /** Everything received so far. */
  text: () => string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves once what was received matches `pattern`; throws after `ms`. */
  until: (pattern: RegExp, ms?: number) => Promise<void>;
  close: () => void;
}

/** Polls `check` every 10 ms; throws naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Opens the unread-count stream of `base` as `cookie` and waits for its first count. */
export async function openUnreadStream(base: string, cookie: string): Promise<UnreadStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/trpc/notifications.onUnreadCount`, {
    headers: { cookie },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  let text = '';
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by the test
    }
  })();
  const stream: UnreadStream = {
    text: () => text,
    ended,
    until: (pattern, ms) => until(() => pattern.test(text), `${pattern} in ${text}`, ms),
    close: () => abort.abort(),
  };
  await stream.until(/data: \{"count"/);
  return stream;
}
