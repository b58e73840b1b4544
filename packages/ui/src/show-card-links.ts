// The link renderers a show card takes from the app (the router's links), in a
// file of their own so that every card part can name them.
import type { Show } from '@gigrank/domain';
import type { ReactNode } from 'react';

/**
 * Renders a link: the app passes its router's Link so this package stays
 * router-free. `children` is the link's content; the element must be an
 * `<a>` (or a button) so that clicking it does not also open the card.
 */
export type ShowCardLinkRenderer<T> = (target: T, children: ReactNode) => ReactNode;

/**
 * Renders the router's link to a show with the given props (className,
 * children, aria-label...): the app passes `(show, props) => <Link {...props} to=... />`.
 */
export type ShowCardShowLinkRenderer = (show: Show, props: Record<string, unknown>) => ReactNode;
