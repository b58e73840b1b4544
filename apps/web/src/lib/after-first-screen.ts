import { useEffect, useState } from 'react';

let ready: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the browser is idle (or `timeout`
 * ms later at most): for code and requests the first screen does not need
 * (toasts, tooltips and menus, the live unread count), so they do not
 * compete with it for the network and the main thread.
 */
export function afterFirstScreen(timeout = 1000): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function')
        requestIdleCallback(() => resolve(), { timeout });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return ready;
}

/** False until afterFirstScreen() resolves. */
export function useAfterFirstScreen(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let active = true;
    void afterFirstScreen().then(() => {
      if (active) setDone(true);
    });
    return () => {
      active = false;
    };
  }, []);
  return done;
}
