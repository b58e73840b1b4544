import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { UserRow } from '@gigrank/db';
import { AppError, type ErrorKind } from '../errors';
import type { AppDeps } from '../http/deps';
import { unauthorized } from '../errors';
import { addressKey } from '../http/client-address';
import { drawAll, addRateLimitHeaders, usernameCharges } from '../http/limits';
import { requestCalls, TRPC_ROUTE } from '../http/request-calls';

export interface Context extends AppDeps {
  req: CreateFastifyContextOptions['req'];
  res: CreateFastifyContextOptions['res'];
}

export function contextFactory(deps: AppDeps) {
  return ({ req, res }: CreateFastifyContextOptions): Context => ({ ...deps, req, res });
}

const TRPC_CODE: Record<ErrorKind, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
};

function firstIssue(cause: unknown): string | undefined {
  const issues = (cause as { issues?: { message?: string }[] } | undefined)?.issues;
  return Array.isArray(issues) ? issues[0]?.message : undefined;
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error, ctx }) {
    const production = ctx?.config.nodeEnv !== 'development';
    // Input validation: the first issue's message is the spec's text.
    const message =
      error.code === 'BAD_REQUEST'
        ? (firstIssue(error.cause) ?? shape.message)
        : error.code === 'INTERNAL_SERVER_ERROR' && production
          ? 'Internal server error'
          : shape.message;
    // Stack traces only in development; never in production or test answers.
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message, data: production ? data : shape.data };
  },
});

/** Services throw AppError; the procedure answers with the matching tRPC code and text. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  return result;
});

/**
 * Sign-in's username-keyed budgets, per call: a batch of forty auth.login
 * calls draws forty attempts, keyed on the name as sign-in matches it. (The
 * budgets that need no input, every call of a batch included, were drawn in
 * http/security.ts before the body was read.)
 */
const limitSignIn = t.middleware(async ({ ctx, path, getRawInput, next }) => {
  if (path !== 'auth.login') return next();
  const input = await getRawInput().catch(() => undefined);
  const username = (input as { username?: unknown } | null | undefined)?.username;
  const { refused, states } = await drawAll(
    ctx.rateLimitStore,
    usernameCharges(ctx.config.rateLimit, addressKey(ctx.req.ip), username),
  );
  addRateLimitHeaders(ctx.res, states);
  if (refused) {
    ctx.res.header('Retry-After', String(refused.retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', refused.message);
  }
  return next();
});

/**
 * Each procedure tRPC runs for an HTTP request must be one the budgets
 * counted (http/request-calls.ts reads the request once for both): a call
 * beyond those is refused, so no spelling of a request can run more calls
 * than it paid for. A page's first screen calls the declarations' handlers
 * directly and is charged where the page is built (http/first-screen.ts).
 */
const countedRuns = new WeakMap<object, Map<string, number>>();
const onlyCountedCalls = t.middleware(({ ctx, path, next }) => {
  const request = ctx.req;
  if (request.routeOptions?.url !== TRPC_ROUTE) return next();
  let left = countedRuns.get(request);
  if (!left) {
    left = new Map();
    const calls = requestCalls(request);
    for (const name of calls.transport === 'trpc' ? calls.procedures : []) {
      left.set(name, (left.get(name) ?? 0) + 1);
    }
    countedRuns.set(request, left);
  }
  const remaining = left.get(path) ?? 0;
  if (remaining === 0) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'This call was not counted' });
  }
  left.set(path, remaining - 1);
  return next();
});

export const router = t.router;
export const publicProcedure = t.procedure.use(onlyCountedCalls).use(mapErrors).use(limitSignIn);

/** A procedure for signed-in users: `ctx.user` is the session user. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user: UserRow | null = await ctx.req.sessionUser();
  if (!user) throw unauthorized();
  return next({ ctx: { ...ctx, user } });
});
