/**
 * Which calls a request carries, read once and read the way tRPC reads it.
 * The budgets (limits.ts), the body limit (app.ts), tRPC's error envelope
 * (trpc/http-errors.ts) and the per-call guard (trpc/init.ts) all take their
 * answer from here, so a request cannot be one call to the budgets and
 * thirty-five to tRPC.
 *
 * tRPC decides a batch from `new URL(url).searchParams.get('batch') === '1'`
 * (the first value of a repeated parameter), its procedures from the route's
 * `:path` split at commas, and a GET's inputs from `searchParams.get('input')`.
 * Fastify's own query object turns a repeated parameter into an array, so the
 * two readings could disagree: a query that names any parameter twice (in any
 * spelling that decodes to the same name, such as `%62atch`) is refused with
 * 400 before anything else runs, on REST and tRPC alike.
 */
import type { FastifyRequest } from 'fastify';
import { TRPC_MAX_BATCH } from '@gigrank/domain';

export const TRPC_ROUTE = '/trpc/:path';

/** tRPC refuses a longer batch too (`maxBatchSize` in app.ts). */
export { TRPC_MAX_BATCH };

type Input = Record<string, unknown> | undefined;

/** What a request is, for everything that must agree on it. */
export type RequestCalls =
  | {
      transport: 'trpc';
      /** `?batch=1`, as tRPC reads it. */
      batch: boolean;
      /** The procedures tRPC will run, in order (one unless `batch`). */
      procedures: string[];
      /** The query-string input of call `index` (a GET's), parsed once on first use. */
      inputAt(index: number): Input;
    }
  | {
      transport: 'rest';
      /** `GET /api/users/:id/ranked-shows`: the method (HEAD read as GET) and the route. */
      name: string;
      query: Record<string, unknown>;
    }
  /** A request to no route: `api` when its URL is under /api/ or /trpc/. */
  | { transport: 'none'; api: boolean };

/** A request whose calls cannot be read as one meaning: answered 400 before any budget or handler. */
class UnreadableCallsError extends Error {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableCallsError';
  }
}

const repeatedMessage = (name: string) => `Query parameter '${name}' is given more than once`;
const tooManyCallsMessage = `A batch carries at most ${TRPC_MAX_BATCH} calls`;

const asObject = (value: unknown): Input =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;

/** The query string of a raw URL, as tRPC (WHATWG URL) decodes it. */
export function searchParamsOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
}

/** The first parameter name given twice, or null. */
function repeatedParameter(params: URLSearchParams): string | null {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

const parsed = new WeakMap<FastifyRequest, RequestCalls>();

/**
 * The request's calls, read once per request (later callers get the same
 * object). Throws UnreadableCallsError (400) for a query that repeats a name
 * on any /api or /trpc route, and for a tRPC batch over TRPC_MAX_BATCH calls.
 */
export function requestCalls(request: FastifyRequest): RequestCalls {
  const known = parsed.get(request);
  if (known) return known;
  const calls = readCalls(request);
  parsed.set(request, calls);
  return calls;
}

function readCalls(request: FastifyRequest): RequestCalls {
  const route = request.routeOptions.url;
  const url = request.raw.url ?? request.url;
  const api = url.startsWith('/api/') || url.startsWith('/trpc/');
  if (route === undefined || (!route.startsWith('/api/') && route !== TRPC_ROUTE)) {
    return { transport: 'none', api: route === undefined && api };
  }
  const params = searchParamsOf(url);
  const repeated = repeatedParameter(params);
  if (repeated !== null) throw new UnreadableCallsError(repeatedMessage(repeated));
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (route !== TRPC_ROUTE) {
    return {
      transport: 'rest',
      name: `${method} ${route}`,
      query: (request.query ?? {}) as Record<string, unknown>,
    };
  }
  const path = String((request.params as { path?: unknown }).path ?? '');
  const batch = params.get('batch') === '1';
  let inputs: unknown;
  let inputsRead = false;
  const inputAt = (index: number): Input => {
    if (!inputsRead) {
      inputsRead = true;
      const raw = params.get('input');
      try {
        inputs = raw === null ? undefined : JSON.parse(raw);
      } catch {
        inputs = undefined;
      }
    }
    return asObject(batch ? asObject(inputs)?.[index] : inputs);
  };
  const procedures = batch ? path.split(',') : [path];
  if (procedures.length > TRPC_MAX_BATCH) throw new UnreadableCallsError(tooManyCallsMessage);
  return { transport: 'trpc', batch, procedures, inputAt };
}
