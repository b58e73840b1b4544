import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './trpc/root';

/**
 * A typed client for other tools. With a personal access token
 * (`createGigrankClient(url, { token: process.env.GIGRANK_TOKEN })`) every
 * call carries it as `Authorization: Bearer`, within the token's scopes. Without
 * one, for a script a person runs, the session cookie from `auth.login` is
 * kept and sent on later calls.
 */
export function createGigrankClient(baseUrl: string, options: { token?: string } = {}) {
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
