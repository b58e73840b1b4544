// The server's render of a screen (built by `vite build --ssr`, loaded by apps/api
// http/first-screen.ts): the same App, router and components as the browser's, each
// page with its own query cache, tRPC client and router, so no two requests share data.
import type { FirstScreen, User } from '@gigrank/domain';
import { createMemoryHistory } from '@tanstack/react-router';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { putFirstScreen } from './lib/first-screen';
import { createQueryClient } from './lib/query-client';
import { trpc } from './lib/trpc';
import { createAppRouter } from './router';

/** What a page is rendered from: its path and query, and the first screen's data. */
export interface ScreenRequest {
  /** Path and query string, e.g. `/profile/12?tab=want-to-see`. */
  url: string;
  me: User;
  queries: FirstScreen['queries'];
  /** The time relative times are rendered from (ms); the page sends it along for hydration. */
  renderedAt: number;
}

/**
 * A render asks nothing over the network: what the page's data does not hold
 * renders as its loading state, and the browser asks for it after hydrating.
 */
function offlineClient() {
  return trpc.createClient({
    links: [
      () => () =>
        observable((observer) => {
          observer.error(TRPCClientError.from(new Error('Not asked during a server render')));
        }),
    ],
  });
}

/**
 * The markup of the signed-in screen at `url`, as the browser's first
 * render makes it from the same data (main.tsx then hydrates it), or null
 * when the path is not one of the app's screens.
 */
export async function renderScreen(screen: ScreenRequest): Promise<string | null> {
  const queryClient = createQueryClient();
  const trpcClient = offlineClient();
  const utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
  putFirstScreen(screen.queries, utils);
  const router = createAppRouter(
    { queryClient, trpc: utils, prefetch: () => undefined },
    createMemoryHistory({ initialEntries: [screen.url] }),
  );
  await router.load();
  // Only a screen of the app, loaded as it should be: anything else renders in the browser.
  const { matches } = router.state;
  if (matches.length < 2 || matches.some((match) => match.status !== 'success')) return null;
  const html = renderToString(
    <App router={router} queryClient={queryClient} trpcClient={trpcClient} page={screen} />,
  );
  queryClient.clear();
  return html;
}
