import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport (px) the end of the rendered items may be before more render. */
const AHEAD_PX = 600;

/**
 * Renders a long list in steps: the first `initial` items at once, then
 * `step` more each time the list's end comes within AHEAD_PX of the
 * viewport (scrolling, or a screen taller than the first items). Each step
 * renders as a transition, so it never blocks input. Returns how many items
 * to render and a marker to place right after them.
 */
export function useRenderWindow(
  total: number,
  { initial = 8, step = 8 }: { initial?: number; step?: number } = {},
): { count: number; marker: ReactNode } {
  const [count, setCount] = useState(initial);
  const markerRef = useRef<HTMLDivElement | null>(null);
  const complete = count >= total;

  useEffect(() => {
    const marker = markerRef.current;
    if (complete || !marker || typeof IntersectionObserver === 'undefined') {
      if (!complete && typeof IntersectionObserver === 'undefined') setCount(total);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setCount((current) => current + step));
        }
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [complete, count, step, total]);

  return {
    count: Math.min(count, total),
    marker: complete ? null : <div ref={markerRef} aria-hidden data-render-window-marker="" />,
  };
}

/**
 * A part of a page below its first screen, rendered (and its data asked for)
 * once it comes within AHEAD_PX of the viewport; until then an empty box of
 * `minHeight` holds its place. Server and browser both start with the box,
 * so the adopted markup matches.
 */
export function NearView({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [near, setNear] = useState(false);
  const boxRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (near || !box) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => setNear(true));
        }
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={boxRef} style={{ minHeight }} />;
}
