import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The paths whose answers are about someone: the REST API and tRPC. */
const PRIVATE_PREFIXES = ['/api/', '/trpc/'];

/**
 * `Cache-Control: no-store` on every private answer, so no browser, proxy or
 * shared cache keeps a user's data (/api/auth/me, notifications, exports...):
 * - any /api or /trpc answer to a request that carries a session cookie,
 *   whatever the route set (a signed-in answer is never shared);
 * - every other /api or /trpc answer (sign-in, registration, sign-out, 401s)
 *   unless its route chose a Cache-Control of its own.
 * Uploaded files and the web app's assets are outside these paths and keep
 * their long-lived caching (http/static.ts).
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.raw.url ?? request.url;
    if (!PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix))) return payload;
    if (request.sessionToken() !== undefined || !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
});
