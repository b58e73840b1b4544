import type { MouseEvent } from 'react';

/**
 * A link's click handler that moves within the app (`go`) on a plain click:
 * a click with a modifier key or another button (a new tab or window) is
 * the browser's to open.
 */
export function onPlainClick(go: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    go();
  };
}
