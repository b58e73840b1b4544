/**
 * @gigrank/client: a typed client of the Gigrank API for tools and scripts.
 * Every procedure's input and answer are typed from the API's own router.
 */
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './app-router';

export type { AppRouter };
/** Each procedure's input: `RouterInputs['shows']['create']`. */
export type RouterInputs = inferRouterInputs<AppRouter>;
/** Each procedure's answer: `RouterOutputs['shows']['ranked'][number]`. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export interface GigrankClientOptions {
  /** A personal access token (`gr_pat_...`), sent as `Authorization: Bearer` on every call. */
  token?: string;
}

/** The client: one property per namespace, `.query()`/`.mutate()` per procedure. */
export type GigrankClient = TRPCClient<AppRouter>;

/**
 * A client of the server at `baseUrl` (`http://localhost:3000`). With a
 * personal access token (`{ token: process.env.GIGRANK_TOKEN }`) every call
 * carries it and may do what its scopes allow. Without one, for a script a
 * person runs, the session cookie that `auth.login` or `auth.register` sets
 * is kept and sent on later calls.
 */
export function createGigrankClient(
  baseUrl: string,
  options: GigrankClientOptions = {},
): GigrankClient {
  let cookie: string | undefined;
  const { token } = options;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL('/trpc', baseUrl).toString(),
        headers: () => (token ? { authorization: `Bearer ${token}` } : cookie ? { cookie } : {}),
        async fetch(input, init) {
          const response = await fetch(input, init);
          const set = response.headers.getSetCookie?.() ?? [];
          const session = set.find((c) => c.startsWith('gigrank_session='));
          if (session && !token) cookie = session.split(';')[0];
          return response;
        },
      }),
    ],
  });
}
