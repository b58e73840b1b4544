import type { AppRouter } from '@gigrank/api';
import { httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { TRPC_MAX_BATCH } from '@gigrank/domain';
import { trackedFetch } from './network-status';
import type { QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client';

/** React hooks for every procedure: `trpc.users.byId.useQuery({ id })`. */
export const trpc = createTRPCReact<AppRouter>();

/**
 * The one tRPC client. Plain JSON (no transformer), served at /trpc by the
 * API (proxied by Vite in development). Queries and mutations are batched
 * over HTTP; subscriptions (the live unread count) are server-sent events.
 * Cookies always go along: the session is an HttpOnly cookie (EventSource
 * sends them same-origin; `withCredentials` keeps that true behind a proxy).
 * Each answer tells the offline banner how the network is (network-status.ts).
 */
const withCookies: typeof fetch = (url, options) =>
  trackedFetch(url, { ...options, credentials: 'include' });

export const trpcClient = trpc.createClient({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({
        url: '/trpc',
        eventSourceOptions: { withCredentials: true },
      }),
      false: splitLink({
        // The session check goes alone: the screen's first requests run alongside it
        // (route loaders), and a batch would tie its fate and timing to theirs.
        condition: (op) => op.path === 'auth.me',
        true: httpLink({ url: '/trpc', fetch: withCookies }),
        false: httpBatchLink({ url: '/trpc', fetch: withCookies, maxItems: TRPC_MAX_BATCH }),
      }),
    }),
  ],
});

export type TrpcClient = typeof trpcClient;

/** Query helpers outside React (route loaders): `trpcUtils.users.byId.ensureData({ id })`. */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * A procedure named by its path ('shows.feed'), for code that takes the path
 * as data (the first screen's reads, packages/domain screen-reads.ts): its
 * query helpers and its client call. The page's own by default; the server's
 * render passes its own (entry-server.tsx).
 */
export function procedureAt(
  path: string,
  { utils = trpcUtils, client = trpcClient }: { utils?: TrpcUtils; client?: TrpcClient } = {},
) {
  const walk = (root: unknown) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root);
  return {
    utils: walk(utils) as {
      queryOptions(input: unknown): { queryKey: QueryKey };
      infiniteQueryOptions(input: unknown): { queryKey: QueryKey };
      setData(input: unknown, data: unknown): void;
      setInfiniteData(input: unknown, data: { pages: unknown[]; pageParams: unknown[] }): void;
    },
    query: (walk(client) as { query(input: unknown): Promise<unknown> }).query,
  };
}
