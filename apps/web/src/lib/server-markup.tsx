import { useEffect, type ComponentType, type ReactElement } from 'react';

/**
 * Makes the server's markup usable once the app has adopted the screen. The server sends a
 * signed-in screen's markup inert (apps/api http/first-screen.ts), so nothing clicked or typed
 * before the app runs is lost. React adopts the page in two passes: the shell (header,
 * navigation) first, then, in a later pass, the screen, which sits in the router's Suspense
 * boundary; a field typed into between the two would be reset. So what lifts `inert` renders
 * inside the screen: with every route's view, its error and its not-found view (router.tsx,
 * routes/__root.tsx), and with the views the root shows in place of a screen. Renders nothing;
 * does nothing on a page the browser rendered alone.
 */
export function ServerMarkupAdopted(): null {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

const ADOPTS = Symbol('adopts server markup');

/** `View`, which lifts the server markup's `inert` once adopted (see ServerMarkupAdopted). */
export function adopting<P extends object>(View: ComponentType<P>): (props: P) => ReactElement {
  if (ADOPTS in View) return View as (props: P) => ReactElement;
  function Adopting(props: P) {
    return (
      <>
        <View {...props} />
        <ServerMarkupAdopted />
      </>
    );
  }
  Adopting.displayName = `Adopting(${View.displayName ?? View.name})`;
  // A route's code-split view keeps its `preload`, which the router calls to load it.
  const { preload } = View as { preload?: () => Promise<void> };
  return Object.assign(Adopting, { [ADOPTS]: true }, preload ? { preload } : {});
}
