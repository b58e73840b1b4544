// The cookie plugin's types (request.cookies, reply.setCookie): app.ts registers it.
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '@gigrank/db';
import { SESSION_COOKIE, userForToken } from '../modules/auth/sessions.service';
import { accessForApiToken, type TokenAccess } from '../modules/tokens/tokens.service';
import type { AppDeps } from './deps';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, looked up once per request and only when asked: the
     * bearer token's when the request carries an Authorization header (never
     * the cookie's then), else the session cookie's.
     */
    sessionUser(): Promise<UserRow | null>;
    sessionToken(): string | undefined;
    /**
     * What the Authorization header's personal access token gives: undefined
     * without the header, null when it is not a valid token. Pages and files
     * take no token (only /api and /trpc do): null there.
     */
    tokenAccess(): Promise<TokenAccess | null | undefined>;
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
const tokenCache = new WeakMap<FastifyRequest, Promise<TokenAccess | null | undefined>>();
const BEARER = /^Bearer +(\S{1,200})$/;
const TOKEN_PATHS = /^\/(api|trpc)(\/|$)/;

export const sessionPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorate('secureCookies', deps.config.trustProxy !== false);
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    const token = this.cookies[SESSION_COOKIE];
    return token && token.length <= 100 ? token : undefined;
  });
  app.decorateRequest('tokenAccess', function (this: FastifyRequest) {
    let pending = tokenCache.get(this);
    if (!pending) {
      const header = this.headers.authorization;
      const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
      pending =
        header === undefined
          ? Promise.resolve(undefined)
          : token && TOKEN_PATHS.test(this.url)
            ? accessForApiToken(deps, token)
            : Promise.resolve(null);
      tokenCache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.sessionToken();
      pending =
        this.headers.authorization !== undefined
          ? this.tokenAccess().then((access) => access?.user ?? null)
          : token
            ? userForToken(deps, token, deps.config.session)
            : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
});
