import type { FastifyRequest } from 'fastify';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { requestCalls, type RequestCalls } from '../http/request-calls';

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * A tRPC error envelope for a failure that happened before tRPC ran (one per
 * procedure of a batched call), so clients read the message as usual.
 */
export function trpcErrorBody(request: FastifyRequest, status: number, message: string) {
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR';
  const safeMessage = status >= 500 ? 'Internal server error' : message;
  const one = (p: string) => ({
    error: {
      message: safeMessage,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: { code, httpStatus: status, path: p },
    },
  });
  // The request's calls as tRPC reads them; a query too malformed to read
  // (a repeated parameter) is answered as one call.
  let calls: RequestCalls | null;
  try {
    calls = requestCalls(request);
  } catch {
    calls = null;
  }
  if (calls?.transport !== 'trpc') {
    return one(String((request.params as { path?: unknown } | undefined)?.path ?? ''));
  }
  return calls.batch ? calls.procedures.map(one) : one(calls.procedures[0] ?? '');
}
