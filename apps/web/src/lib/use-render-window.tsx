import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/** How far below the viewport (px) the end of the rendered items may be before more render. */
const AHEAD_PX = 600;

/**
 * Calls `onNear` (as a transition) once the element in `ref` comes within
 * AHEAD_PX of the viewport, while `watching`; `rearm` changing watches
 * again. Without IntersectionObserver, `fallback` runs at once instead.
 */
function useWhenNear(
  ref: RefObject<HTMLDivElement | null>,
  watching: boolean,
  rearm: unknown,
  onNear: () => void,
  fallback: () => void = onNear,
): void {
  const calls = useRef({ onNear, fallback });
  calls.current = { onNear, fallback };
  useEffect(() => {
    const element = ref.current;
    if (!watching || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      calls.current.fallback();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          startTransition(() => calls.current.onNear());
        }
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watching, rearm]);
}

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
  useWhenNear(
    markerRef,
    !complete,
    count,
    () => setCount((current) => current + step),
    () => setCount(total),
  );
  return {
    count: Math.min(count, total),
    marker: complete ? null : <div ref={markerRef} aria-hidden data-render-window-marker="" />,
  };
}

/**
 * Whether the element in `ref` has come within AHEAD_PX of the viewport (it
 * stays true once it has): a part of a page below its first screen asks for
 * its data only then. Server and browser both start with `near` false, so
 * the adopted markup matches.
 */
export function useNearViewport(): { near: boolean; ref: RefObject<HTMLDivElement | null> } {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement | null>(null);
  useWhenNear(ref, !near, null, () => setNear(true));
  return { near, ref };
}
