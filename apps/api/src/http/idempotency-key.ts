import type { IncomingHttpHeaders } from 'node:http';
import { badRequest } from '../errors';

/** What a client may send as an Idempotency-Key (a UUID fits). */
const KEY = /^[A-Za-z0-9_.:-]{1,100}$/;
export const BAD_IDEMPOTENCY_KEY =
  'Idempotency-Key must be 1-100 letters, digits, ".", ":", "-" or "_"';

/**
 * The request's Idempotency-Key (REST and tRPC alike), or undefined when it
 * sends none: a show sent again with the same key answers the show the first
 * request created (services/show-writes.service.ts createShow).
 */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw badRequest(BAD_IDEMPOTENCY_KEY);
  return value;
}
