import { startTransition, useEffect, useState } from 'react';
import { useRenderedAt } from './render-clock';

/**
 * The current time (ms), refreshed every `intervalMs` so relative times stay
 * true. On a server-rendered page it starts from the time the page was
 * rendered at (lib/render-clock.tsx), as the server did, so the markup
 * hydrates as it is; right after, it moves to the clock, in a transition
 * (in slices, never one long task for a whole feed).
 */
export function useNow(intervalMs: number): number {
  const renderedAt = useRenderedAt();
  const [start] = useState(() => renderedAt ?? Date.now());
  const [now, setNow] = useState(start);
  const fromPage = start === renderedAt;
  useEffect(() => {
    if (fromPage) startTransition(() => setNow(Date.now()));
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, fromPage]);
  return now;
}
