import {
  createRouter,
  ErrorComponent,
  type ErrorComponentProps,
  type RouterHistory,
} from '@tanstack/react-router';
import { adopting } from './lib/server-markup';
import type { RouterContext } from './routes/__root';
import { routeTree } from './routeTree.gen';

// Every screen, rendered, makes the server's markup usable (lib/server-markup.tsx): once, here,
// so that a route added later cannot leave a page inert.
for (const route of Object.values(routeTree.children ?? {})) {
  const { component, notFoundComponent } = route.options;
  route.update({
    component: component && adopting(component),
    notFoundComponent: notFoundComponent && adopting(notFoundComponent),
  });
}

/**
 * The app's router: one per page in the browser (main.tsx), one per
 * rendered page on the server (`serverAt`: the requested URL, in memory).
 */
export function createAppRouter(context: RouterContext, serverAt?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history: serverAt,
    defaultPreload: 'intent',
    defaultErrorComponent: adopting<ErrorComponentProps>(ErrorComponent),
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    // In the browser only: on the server the router would add an inline script for it,
    // which the CSP refuses (script-src 'self') and the browser's render does not make.
    scrollRestoration: serverAt === undefined,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
