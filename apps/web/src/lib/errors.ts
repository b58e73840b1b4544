import type { AppRouter } from '@gigrank/api';
import { TRPCClientError } from '@trpc/client';
import { RestError } from './rest';

/** The API's error code ('UNAUTHORIZED', 'NOT_FOUND', ...), or null for thrown errors. */
export function serverErrorCode(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'code' in data &&
    typeof data.code === 'string'
  ) {
    return data.code;
  }
  return null;
}

/**
 * An error answered by the API (it carries a tRPC error code), as opposed to
 * a thrown one (network down, unreadable answer...). The API's `message` is the spec's text.
 */
export function isServerError(error: unknown): error is TRPCClientError<AppRouter> {
  return serverErrorCode(error) !== null;
}

export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof RestError) return error.status === 401;
  return serverErrorCode(error) === 'UNAUTHORIZED';
}

export function isNotFoundError(error: unknown): boolean {
  return serverErrorCode(error) === 'NOT_FOUND';
}

/**
 * An error that is the server's answer about the thing asked for, the same
 * however often it is asked: it does not exist (404), or the request names
 * something that cannot exist (400: an id the API cannot hold). A screen
 * shows it as its not-found state; asking again cannot change it.
 */
export function isMissingAnswer(error: unknown): boolean {
  if (error instanceof RestError) return error.status === 404 || error.status === 400;
  const code = serverErrorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}

/** The server's message when the API answered with one (tRPC or REST), else null. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof RestError) return error.serverMessage;
  if (!isServerError(error)) return null;
  const message = error.message.trim();
  return message ? message : null;
}

/**
 * A request that got no answer at all: offline, the connection dropped, the
 * server unreachable (fetch's TypeError, directly or inside a tRPC error).
 * An answer, even 4xx or 5xx, is not one.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof RestError) return false;
  if (error instanceof TRPCClientError) {
    return serverErrorCode(error) === null && error.cause instanceof TypeError;
  }
  return error instanceof TypeError;
}
