import type { MouseEvent } from 'react';
import classes from './AppLayout.module.css';

/** Where the skip links lead (AppLayout gives these ids to the main content and the tab bar). */
export const MAIN_CONTENT_ID = 'main-content';
export const TAB_BAR_ID = 'tab-bar';

/** Moves the keyboard focus to `id` without changing the URL (a hash would join the route). */
function focusTarget(id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(id)?.focus();
  };
}

/**
 * The first two stops of the keyboard: to the screen's content, past the header, and to the
 * tab bar (HOME, ADD SHOW, PROFILE), which comes last in the page. Hidden until focused.
 */
export function SkipLinks() {
  return (
    <div>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className={classes.skipLink}
        onClick={focusTarget(MAIN_CONTENT_ID)}
      >
        Skip to main content
      </a>
      <a href={`#${TAB_BAR_ID}`} className={classes.skipLink} onClick={focusTarget(TAB_BAR_ID)}>
        Skip to tab bar
      </a>
    </div>
  );
}
