import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

/** What every dialog takes: whether it is open, and how it asks to close. */
export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The element that had the focus, found again if the page re-rendered it
 * meanwhile (the header swaps its first-paint buttons for their enhanced
 * twins): by its id, else by its tag and accessible name.
 */
function rememberFocus(element: HTMLElement): () => HTMLElement | null {
  const { id, tagName } = element;
  const label = element.getAttribute('aria-label');
  const text = element.textContent?.trim() ?? '';
  return () => {
    if (element.isConnected) return element;
    if (id) return document.getElementById(id);
    const twins = Array.from(document.querySelectorAll<HTMLElement>(tagName)).filter((el) =>
      label !== null ? el.getAttribute('aria-label') === label : el.textContent?.trim() === text,
    );
    return twins.length === 1 ? twins[0]! : null;
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
 * mounted open (the first opening of a lazy one) needs it here (issue 18:
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
    return () => clearTimeout(timer);
  }, [open]);
}

/**
 * A dialog whose code loads when it first opens (or earlier with `preload`,
 * e.g. on hover of the button that opens it): until then it renders nothing;
 * afterwards it stays mounted, so closing still animates. `isOpen` reads the
 * open state from the props (`opened` by default). Closed, it gives the focus
 * back to what opened it (useFocusReturn).
 */
export function lazyWhenOpened<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as { opened?: boolean }).opened === true,
): ComponentType<P> & { preload: () => void } {
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= load());
  const Dialog = lazy(async () => ({ default: await start() }));

  function LazyWhenOpened(props: P) {
    const open = isOpen(props);
    useFocusReturn(open);
    const [mounted, setMounted] = useState(open);
    if (open && !mounted) setMounted(true);
    if (!mounted && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWhenOpened, {
    preload: () => void start().catch(() => undefined),
  });
}
