import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '@gigrank/db';
import type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process is told to stop: /readyz answers 503 while requests finish. */
    draining: boolean;
  }
}

/** How long one dependency may take to answer a readiness check. */
const CHECK_TIMEOUT_MS = 2_000;

/** Resolves to 'ok' when `check` resolves in time, else 'failing'. */
async function outcome(check: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a load balancer asks: `GET /healthz`, the process answers (no
 * dependency is asked, so a slow database never gets a live process
 * killed); `GET /readyz`, the process can serve: the database answers, and
 * Redis and the bucket when configured, and it is not draining. Neither
 * needs a session nor draws on a rate-limit budget; neither is cached.
 */
export async function healthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.decorate('draining', false);
  const checks: Record<string, () => Promise<unknown>> = {
    database: () => pingDatabase(deps.db),
    ...(deps.events.ping ? { redis: () => deps.events.ping!() } : {}),
    ...(deps.files.ping ? { bucket: () => deps.files.ping!() } : {}),
  };
  app.get('/healthz', (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(checks).map(async ([name, check]) => [name, await outcome(check)]),
      ),
    );
    const healthy = Object.values(results).every((result) => result === 'ok');
    const status = app.draining ? 'draining' : healthy ? 'ready' : 'not ready';
    return reply
      .status(status === 'ready' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status, checks: results });
  });
}
