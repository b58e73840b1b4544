import type { FastifyRequest } from 'fastify';
import type { UserRow } from '@gigrank/db';
import { unauthorized } from '../errors';

/** The session user, or 401: every REST path but auth needs one (DECISIONS.md). */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized();
  return user;
}
