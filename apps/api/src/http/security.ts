import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT, TOKEN_MESSAGES } from '@gigrank/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { RateLimitStore } from '../ports/rate-limit-store';
import type { Config } from '../env';
import { forbidden, unauthorized } from '../errors';
import { scopeOf } from '../policy/scopes';
import { addressKey } from './client-address';
import {
  callsOf,
  chargesBeforeBody,
  drawAll,
  addRateLimitHeaders,
  usernameCharges,
  type Charge,
} from './limits';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The CSP source allowing one inline script, by the SHA-256 of its exact text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Content-Security-Policy for the built SPA: only our own scripts, plus the
 * one inline script index.html carries (the colour scheme set before the
 * first paint, packages/domain color-scheme.ts), allowed by its hash; inline
 * styles for Mantine's CSS variables, images from us plus data:/blob:
 * (previews, the cropper, the Wrapped renderer), never framed.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", scriptHashSource(COLOR_SCHEME_SCRIPT)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/**
 * A state-changing request from another site is refused (CSRF): browsers say
 * where a request comes from in Sec-Fetch-Site, or at least in Origin. Tools
 * that send neither (curl, internal services) are not browsers and pass; the
 * SameSite=Lax cookie covers old browsers.
 */
function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  // A bearer token is no ambient credential: a page elsewhere cannot make the browser send it.
  if (request.headers.authorization !== undefined) return false;
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    { config, rateLimitStore }: { config: Config; rateLimitStore: RateLimitStore },
  ) => {
    // helmet's middleware is built once (the Fastify wrapper builds it again on
    // every request, parsing the policy each time) and sets the headers on
    // every answer before any other hook runs.
    const securityHeaders = helmet({
      contentSecurityPolicy: { directives: CSP_DIRECTIVES },
      // Same-origin app: nothing is embedded from elsewhere.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isCrossSite(request)) {
        return reply.status(403).send({ message: 'Cross-site request refused' });
      }
    });

    // A request with a personal access token: the token must be valid (401, whatever else the
    // request carries) and have the scope of every call it makes (403); what only a signed-in
    // person may do, no token can (policy/scopes.ts).
    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (request.headers.authorization === undefined) return;
      const calls = callsOf(request);
      if (calls.length === 0) return;
      const access = await request.tokenAccess();
      if (!access) throw Object.assign(unauthorized(TOKEN_MESSAGES.invalid), { statusCode: 401 });
      for (const call of calls) {
        const scope = scopeOf(call.name, call.kind === 'read');
        if (scope === 'session') {
          throw Object.assign(forbidden(TOKEN_MESSAGES.sessionOnly), { statusCode: 403 });
        }
        if (!access.scopes.includes(scope)) {
          throw Object.assign(forbidden(TOKEN_MESSAGES.missingScope(scope)), { statusCode: 403 });
        }
      }
    });

    const limits = config.rateLimit;
    const refuseWhenEmpty = async (reply: FastifyReply, charges: Charge[]) => {
      const { refused, states } = await drawAll(rateLimitStore, charges);
      addRateLimitHeaders(reply, states);
      if (refused) {
        reply.header('Retry-After', String(refused.retryAfterSeconds));
        // Each scope's error handler answers it in its own shape (REST or tRPC).
        throw refused;
      }
    };

    // Every budget that needs no body, before the body is read: a client
    // whose budget is empty is refused before it can make the server parse
    // (or hold) a large body. Each call of a tRPC batch counts.
    //
    // Then a request that carries a body (any method but GET, HEAD and
    // OPTIONS) and names a call needing a session, without one, answers 401
    // here, before its body is read: only sign-in, registration and sign-out
    // read a stranger's body, each within its own limit.
    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const calls = callsOf(request);
      if (calls.length === 0) return;
      const address = addressKey(request.ip);
      const charges = await chargesBeforeBody(
        limits,
        calls,
        address,
        async () => {
          // A token has budgets of its own, apart from its user's in the browser.
          const access = await request.tokenAccess();
          if (access) return { tokenId: access.tokenId };
          const user = await request.sessionUser();
          return user ? { userId: user.id } : { address };
        },
        async () => (await request.sessionUser())?.username ?? null,
      );
      await refuseWhenEmpty(reply, charges);
      if (
        !SAFE_METHODS.has(request.method) &&
        calls.some((call) => call.needsSession) &&
        (await request.sessionUser()) === null
      ) {
        throw Object.assign(unauthorized(), { statusCode: 401 });
      }
    });

    // Sign-in per address+username and per username needs the username from
    // the body (tRPC's auth.login draws the same budgets per call, in trpc/init.ts).
    app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'POST' || request.routeOptions.url !== '/api/auth/login') return;
      const username = (request.body as { username?: unknown } | null | undefined)?.username;
      await refuseWhenEmpty(reply, usernameCharges(limits, addressKey(request.ip), username));
    });
  },
);
