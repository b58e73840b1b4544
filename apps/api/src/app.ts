import { IMPORT_MAX_TOTAL_BYTES } from '@gigrank/domain';
import { Transform, type Readable } from 'node:stream';
import Fastify, {
  errorCodes,
  LogController,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { answerQueries } from './trpc/query-requests';
import { answerJson } from './http/answer-json';
import { photoJobsWaiting } from '@gigrank/db';
import type { AppDeps } from './http/deps';
import { sessionPlugin } from './http/session';
import { requestCalls, TRPC_MAX_BATCH } from './http/request-calls';
import { securityPlugin } from './http/security';
import { trustProxyOption } from './http/client-address';
import { cacheControlPlugin } from './http/cache-control';
import { trpcErrorBody } from './trpc/http-errors';
import { firstScreenPage } from './http/first-screen';
import { hasWebBuild, webStatic } from './http/static';
import { uploadsFromStore } from './http/uploads';
import { REGISTER_BODY_LIMIT } from './modules/auth/auth.routes';
import { healthRoutes } from './http/health';
import { countPhotoJobsWith, timeRequests } from './http/metrics';
import { restApi } from './rest';
import { sweepIncoming } from './rest/multipart';
import { contextFactory } from './trpc/init';
import { appRouter, type AppRouter } from './trpc/root';

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}

const API_PREFIXES = ['/api/', '/trpc/', '/uploads/'];

/** Every request body is 1 MB at most, but the few routes that say otherwise. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The tRPC procedures whose input is larger: a registration carries its
 * profile picture as a data URL (15 MB as base64). Every other procedure's
 * input is a few kilobytes; photos travel only through REST multipart.
 */
const LARGE_BODY_PROCEDURES: Readonly<Record<string, number>> = {
  'auth.register': REGISTER_BODY_LIMIT,
  // The files' texts, and JSON's escaping of them.
  'imports.preview': IMPORT_MAX_TOTAL_BYTES * 2,
};

/**
 * The body limit of a tRPC request, from the procedures tRPC will run
 * (http/request-calls.ts). A batch gets the largest limit among its
 * procedures: no more than one of those procedures alone would get, so
 * batching opens nothing new.
 */
function trpcBodyLimit(request: FastifyRequest): number {
  const calls = requestCalls(request);
  const names = calls.transport === 'trpc' ? calls.procedures : [];
  return Math.max(BODY_LIMIT, ...names.map((name) => LARGE_BODY_PROCEDURES[name] ?? 0));
}

/** Passes a body through, failing with 413 once it exceeds `limit` bytes. */
function capBody(payload: Readable, limit: number): Readable {
  let received = 0;
  const capped = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > limit) {
        payload.unpipe(capped);
        // The rest of the body is discarded as it arrives, never kept.
        payload.resume();
        callback(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      } else callback(null, chunk);
    },
  });
  return payload.pipe(capped);
}

/**
 * One access-log line per request, written when it completes (method, URL,
 * status, time), instead of Fastify's two (an 'incoming request' line too):
 * at thousands of requests a second, log lines are a real share of the work.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error, request, reply] = args;
    if (error) return super.requestCompleted(...args);
    reply.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  }
}

/** Registers every plugin and route; never listens (server.ts and tests do). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    logController: new AccessLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // The whole request must arrive within 5 minutes: a phone on a 2 Mbit/s
    // uplink sends about 75 MB of photos in that time (30 s cut off one 14 MB
    // photo). Slow senders cannot pile up: bodies are refused before they are
    // read when over a budget, and uploads take one of a few slots.
    requestTimeout: 300_000,
    // Route params such as artist names may carry encoded '/', '%' and emoji.
    routerOptions: { maxParamLength: 500 },
  });

  // A cached answer's JSON is written once (http/answer-json.ts).
  app.setReplySerializer(answerJson);

  // Every answer's time, per route, and the photos waiting, for the metrics (METRICS_PORT).
  timeRequests(app);
  countPhotoJobsWith(() => photoJobsWaiting(deps.db));

  // The adapters' connections (Redis) go when the app closes.
  app.addHook('onClose', async () => {
    await deps.close?.();
  });

  // Every route, for the authorization matrix test (a route without an entry fails it).
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // Upload folders a crash left behind (multipart.ts streams uploads there).
  app.addHook('onReady', async () => {
    const removed = await sweepIncoming(config.dataDir);
    if (removed) app.log.info({ removed }, 'removed unfinished uploads');
  });

  // setlist.fm fetches left running by a process that stopped continue here,
  // the webhook deliveries due are sent, and waiting photos get their sizes.
  app.addHook('onReady', async () => {
    const log = (fields: Record<string, unknown>, message: string) =>
      app.log.error(fields, message);
    deps.setlistFm?.start(log);
    deps.webhooks.start(log);
    deps.photoJobs.start(log);
  });

  await app.register(fastifyCookie);
  await app.register(securityPlugin, { config, rateLimitStore: deps.rateLimitStore });
  await app.register(sessionPlugin, deps);
  await app.register(cacheControlPlugin);

  // tRPC replaces the JSON parser in its own scope, so it sits beside the REST adapter.
  await app.register(async (scope) => {
    // The route's limit is the largest any procedure has; each request gets its
    // procedures' own limit here, before a byte of the body is read: a declared
    // length above it answers 413 at once, and a chunked body is cut off there.
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = Math.max(BODY_LIMIT, ...Object.values(LARGE_BODY_PROCEDURES));
    });
    scope.addHook('preParsing', async (request, _reply, payload) => {
      const limit = trpcBodyLimit(request);
      const declared = request.headers['content-length'];
      if (declared === undefined) {
        // No length and no chunks: no body (a query's GET).
        return request.headers['transfer-encoding'] ? capBody(payload, limit) : payload;
      }
      if (Number(declared) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      return payload;
    });
    // Failures before tRPC runs (rate limit, body too large, bad JSON) still answer
    // in tRPC's error shape, so the typed client shows their message.
    scope.setErrorHandler((error, request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'tRPC request failed');
      return reply.status(status).send(trpcErrorBody(request, status, (error as Error).message));
    });
    const trpcOptions = {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH,
      createContext: contextFactory(deps),
      onError({ error, path }: { error: TRPCError; path: string | undefined }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        }
      },
    };
    // GET queries are answered here, the rest by tRPC's adapter (trpc/query-requests.ts).
    scope.addHook('preHandler', async (request, reply) => {
      if (await answerQueries(request, reply, trpcOptions)) return reply;
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions,
    } satisfies FastifyTRPCPluginOptions<AppRouter>);
  });

  await healthRoutes(app, deps);
  await app.register(restApi, deps);
  // Photos and avatars, from the uploads folder or the bucket (WebP to browsers that take it).
  await app.register(uploadsFromStore, { files: deps.files });
  const serveWeb = hasWebBuild(config.webDistDir);
  if (serveWeb) await app.register(webStatic, { root: config.webDistDir! });
  // An app screen comes with its first data (http/first-screen.ts).
  const sendPage = serveWeb ? firstScreenPage(deps, config.webDistDir!) : null;
  if (sendPage) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
      (request.headers.accept ?? '').includes('text/html');
    if (sendPage && wantsPage) return sendPage(request, reply);
    return reply.status(404).send({ message: 'Not found' });
  });

  return app;
}
