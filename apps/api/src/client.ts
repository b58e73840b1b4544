import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from './trpc/root';

/**
 * A typed client for internal tools: `createGigrankClient('http://localhost:3000')`.
 * The session cookie from `auth.login` is kept and sent on later calls.
 */
export function createGigrankClient(baseUrl: string) {
  let cookie: string | undefined;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: new URL('/trpc', baseUrl).toString(),
        headers: () => (cookie ? { cookie } : {}),
        async fetch(input, init) {
          const response = await fetch(input, init);
          const set = response.headers.getSetCookie?.() ?? [];
          const session = set.find((c) => c.startsWith('gigrank_session='));
          if (session) cookie = session.split(';')[0];
          return response;
        },
      }),
    ],
  });
}
