import { useRouter, type RegisteredRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** What every dialog takes: whether it is open, and how it asks to close. */
export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** A named part of the page: a labelled section or region, or the main content. */
const PAGE_PART = 'section[aria-label], section[aria-labelledby], [role="region"], main';

/**
 * The element that had the focus, found again if the page re-rendered it
 * meanwhile (the header swaps its first-paint buttons for their enhanced
 * twins): by its id, else by its tag and accessible name. Gone for good (the
 * dialog deleted what the button stood for, e.g. a show's Edit button in the
 * Seen list), the named part of the page it stood in takes the focus
 * instead, so the next Tab goes on from there rather than from the page's top.
 */
function rememberFocus(element: HTMLElement): () => HTMLElement | null {
  const { id, tagName } = element;
  const label = element.getAttribute('aria-label');
  const text = element.textContent?.trim() ?? '';
  const part = element.parentElement?.closest<HTMLElement>(PAGE_PART) ?? null;
  const find = () => {
    if (element.isConnected) return element;
    if (id) return document.getElementById(id);
    const twins = Array.from(document.querySelectorAll<HTMLElement>(tagName)).filter((el) =>
      label !== null ? el.getAttribute('aria-label') === label : el.textContent?.trim() === text,
    );
    return twins.length === 1 ? twins[0]! : null;
  };
  return () => {
    const found = find();
    if (found || !part?.isConnected) return found;
    if (!part.hasAttribute('tabindex')) part.tabIndex = -1;
    return part;
  };
}

/** True when nothing, or only the dialog that closed, holds the focus. */
function focusLost(opener: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  const dialog = active.closest('[role="dialog"]');
  return dialog !== null && !(opener && dialog.contains(opener));
}

/**
 * Gives the focus back to what had it when a dialog opened (the button that
 * opened it), once the dialog has closed and left the focus nowhere or in
 * itself. Mantine does it for a dialog that was mounted closed; a dialog
 * mounted open (the first opening of a lazy one) needs it here (
 * focus went to <body>).
 */
function useFocusReturn(open: boolean): void {
  const opener = useRef<(() => HTMLElement | null) | null | undefined>(undefined);
  const wasOpen = useRef(false);
  // Read in the first render of an opening (undefined: not read yet): the dialog's focus trap
  // moves the focus in its own effects, which run before this component's, and renders may
  // come between.
  if (open && opener.current === undefined && typeof document !== 'undefined') {
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body ? rememberFocus(active) : null;
  }
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const find = opener.current;
    opener.current = undefined;
    if (!find) return;
    const giveBack = () => {
      const target = find();
      if (target && focusLost(target)) target.focus();
    };
    giveBack();
    // Again once the close transition has released the dialog's focus trap.
    const timer = setTimeout(giveBack, 400);
    // What the dialog did may remove the element after it got the focus back (a deleted
    // show's row goes once the list has refreshed), which drops the focus to the body: until
    // the user acts (or a few seconds pass), a focus dropped so is given back again, to the
    // part of the page the element stood in.
    const observer = new MutationObserver(() => {
      if (document.activeElement === document.body) giveBack();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = () => {
      observer.disconnect();
      document.removeEventListener('keydown', stop, true);
      document.removeEventListener('pointerdown', stop, true);
    };
    document.addEventListener('keydown', stop, true);
    document.addEventListener('pointerdown', stop, true);
    const stopTimer = setTimeout(stop, 5000);
    return () => {
      clearTimeout(timer);
      clearTimeout(stopTimer);
      stop();
    };
  }, [open]);
}

/** The history state key listing the dialogs open on a history entry, outermost first. */
const DIALOGS_KEY = 'gigrankDialogs';
/** The openings of the dialogs open now (each opening gets a token of its own). */
const openDialogs = new Set<string>();
let nextToken = 0;

function dialogsOn(location: { state: object }): readonly string[] {
  const dialogs = (location.state as Record<string, unknown>)[DIALOGS_KEY];
  return Array.isArray(dialogs) ? (dialogs as string[]) : [];
}

const skippingRouters = new WeakSet<RegisteredRouter>();

/** Settles once the entry of the dialog closed last is off the history (at once if none). */
let entryTakenBack: Promise<void> = Promise.resolve();

/** How long a Back is waited for before the next dialog pushes its entry anyway. */
const BACK_WAIT_MS = 1000;

/**
 * Takes a closed dialog's entry off the history, after anything the closing
 * click started (a navigation pushes in a microtask): only an entry still
 * the dialog's, never a page the user went on to. Settles when the Back has
 * landed.
 */
function takeEntryBack(router: RegisteredRouter, token: string): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (dialogsOn(router.history.location).at(-1) !== token) {
        resolve();
        return;
      }
      const landed = router.history.subscribe(() => {
        landed();
        resolve();
      });
      setTimeout(() => {
        landed();
        resolve();
      }, BACK_WAIT_MS);
      router.history.back();
    }, 0);
  });
}

/**
 * Back onto the entry of a dialog that is no longer open (the page moved on
 * from inside it, e.g. Search to an artist): the entry shows the same page
 * without the dialog, so Back goes on to the one before, as the user meant.
 */
function skipClosedDialogEntries(router: RegisteredRouter): void {
  if (skippingRouters.has(router)) return;
  skippingRouters.add(router);
  router.history.subscribe(({ location, action }) => {
    if (action.type !== 'BACK') return;
    if (dialogsOn(location).some((token) => !openDialogs.has(token))) router.history.back();
  });
}

/**
 * Browser Back closes an open dialog and stays on the page, as a phone user
 * expects. Opening pushes a history entry for the same address
 * carrying the dialog in its history state; Back pops it, and the dialog,
 * finding itself gone from the location, closes. Closed by its own X,
 * Escape or buttons, it takes its entry back off (history.back), so no stray
 * entry is left and Back after it goes to the previous page as before.
 * Forward onto an entry of a closed dialog shows the same page, unchanged.
 *
 * Why history state and not a search param (`?dialog=ranking`): the open
 * state stays the caller's `useState`, so this one seam serves every dialog
 * without each screen learning to read and write the URL; a shared or
 * reloaded link never opens a dialog by itself; and the router's loaders see
 * the same location. The entry is pushed with the router's own navigate
 * (TanStack Router: `state`, `resetScroll: false`), so its scroll
 * restoration leaves the page where it is.
 */
function useBackCloses(open: boolean, close: () => void): void {
  const router = useRouter();
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open || typeof window === 'undefined') return;
    nextToken += 1;
    const token = `${Date.now().toString(36)}-${nextToken}`;
    openDialogs.add(token);
    let active = true;
    let pushed = false;
    let closedByHistory = false;
    let unsubscribe = () => {};
    // After the entry of a dialog closed just before has gone (its history.back is
    // asynchronous): pushed earlier, this entry would be the one that Back takes off.
    void entryTakenBack.then(() => {
      if (!active) return;
      skipClosedDialogEntries(router);
      unsubscribe = router.history.subscribe(({ location }) => {
        if (closedByHistory || dialogsOn(location).includes(token)) return;
        // Back, or the page moved on: the dialog goes with its entry.
        closedByHistory = true;
        closeRef.current();
      });
      pushed = true;
      void router.navigate({
        to: '.',
        params: true,
        search: true,
        hash: true,
        state: (previous) =>
          ({
            ...previous,
            [DIALOGS_KEY]: [...dialogsOn(router.history.location), token],
          }) as typeof previous,
        resetScroll: false,
        hashScrollIntoView: false,
      });
    });
    return () => {
      active = false;
      unsubscribe();
      openDialogs.delete(token);
      if (closedByHistory || !pushed) return;
      entryTakenBack = takeEntryBack(router, token);
    };
  }, [open, router]);
}

/** What a button that opens a lazily loaded dialog spreads onto itself. */
export interface OpenerProps {
  'aria-haspopup': 'dialog';
  onMouseEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A dialog whose code loads when it first opens (or earlier with `preload`,
 * e.g. on hover of the button that opens it): until then it renders nothing;
 * afterwards it stays mounted, so closing still animates. `isOpen` reads the
 * open state from the props (`opened` by default), `close` asks it to close
 * (`onClose`). Closed, it gives the focus back to what opened it
 * (useFocusReturn); open, browser Back closes it (useBackCloses).
 * `openerProps(open)` are the props of the button that opens it: it says it
 * opens a dialog, and hovering or focusing it starts loading the code.
 */
export function lazyWhenOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
  close: (props: P) => void = (props) => (props as { onClose?: () => void }).onClose?.(),
): ComponentType<P> & { preload: () => void; openerProps: (open: () => void) => OpenerProps } {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= load());
  const Dialog = lazy(async () => ({ default: await start() }));

  function LazyWhenOpened(props: P) {
    const open = isOpen(props);
    useFocusReturn(open);
    useBackCloses(open, () => close(props));
    const [mounted, setMounted] = useState(open);
    if (open && !mounted) setMounted(true);
    if (!mounted && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  const preload = () => void start().catch(() => undefined);
  return Object.assign(LazyWhenOpened, {
    preload,
    openerProps: (open: () => void): OpenerProps => ({
      'aria-haspopup': 'dialog',
      onMouseEnter: preload,
      onFocus: preload,
      onClick: open,
    }),
  });
}
