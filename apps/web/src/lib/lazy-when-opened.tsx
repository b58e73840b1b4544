import { lazy, Suspense, useState, type ComponentType } from 'react';

/** What every dialog takes: whether it is open, and how it asks to close. */
export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code loads when it first opens (or earlier with `preload`,
 * e.g. on hover of the button that opens it): until then it renders nothing;
 * afterwards it stays mounted, so closing still animates. `isOpen` reads the
 * open state from the props (`opened` by default).
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
