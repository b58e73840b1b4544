import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '@gigrank/db';
import { SESSION_COOKIE, userForToken } from '../services/sessions.service';
import type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked. */
    sessionUser(): Promise<UserRow | null>;
    sessionToken(): string | undefined;
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

export const sessionPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const token = this.cookies[SESSION_COOKIE];
    return token && token.length <= 100 ? token : undefined;
  });
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending = token ? userForToken(deps, token, deps.config.session) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
});
