// The cookie plugin's types (request.cookies, reply.setCookie): app.ts registers it.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '@gigrank/db';
import { SESSION_COOKIE, userForToken } from '../modules/auth/sessions.service';
import type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request and only when asked. */
    sessionUser(): Promise<UserRow | null>;
    sessionToken(): string | undefined;
  }
  interface FastifyInstance {
    /** Session cookies carry `Secure` (always behind a trusted HTTPS proxy). */
    secureCookies: boolean;
  }
}

/**
 * `Secure` whenever a proxy is trusted (it terminates HTTPS; a client's own
 * `X-Forwarded-Proto: http` must not drop it) or the connection itself is TLS.
 */
const secure = (request: FastifyRequest) =>
  request.server.secureCookies || request.protocol === 'https';

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
    secure: secure(request),
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
  });
}

const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

export const sessionPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('secureCookies', deps.config.trustProxy !== false);
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
