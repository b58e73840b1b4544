import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { RateLimitStore } from '../ports/rate-limit-store';
import type { Config } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Content-Security-Policy for the built SPA: only our own scripts (Vite emits
 * no inline script), inline styles for Mantine's CSS variables, images from
 * us plus data:/blob: (previews, the cropper, the Wrapped renderer), never framed.
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
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
export function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
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

/** 'auth.login' / 'auth.register' / null for a request, REST or tRPC (batched too). */
function authAction(request: FastifyRequest): 'login' | 'register' | null {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/api/auth/login') return 'login';
  if (path === '/api/auth/register') return 'register';
  if (path.startsWith('/trpc/')) {
    const procedures = decodeURIComponent(path.slice('/trpc/'.length)).split(',');
    if (procedures.includes('auth.login')) return 'login';
    if (procedures.includes('auth.register')) return 'register';
  }
  return null;
}

/** The username a login names, from a REST body or a (batched) tRPC body. */
function usernameOf(body: unknown): string {
  let value: unknown = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return '';
    }
  }
  if (!value || typeof value !== 'object') return '';
  const direct = (value as { username?: unknown }).username;
  if (typeof direct === 'string') return direct.trim().toLowerCase().slice(0, 100);
  for (const inner of Object.values(value as Record<string, unknown>)) {
    const name = (inner as { username?: unknown } | null)?.username;
    if (typeof name === 'string') return name.trim().toLowerCase().slice(0, 100);
  }
  return '';
}

export class RateLimitError extends Error {
  readonly statusCode = 429;
  constructor(message: string) {
    super(message);
    this.name = 'RateLimitError';
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

    const limits = config.rateLimit;
    const limitOf = (request: FastifyRequest) => {
      const action = authAction(request);
      return action ? limits[action] : limits.writes;
    };
    await app.register(rateLimit, {
      ...rateLimitStore.pluginOptions,
      global: true,
      // After body parsing, so a login's username is known.
      hook: 'preHandler',
      allowList: (request) => SAFE_METHODS.has(request.method) || limitOf(request).max === 0,
      keyGenerator: (request) => {
        const action = authAction(request);
        if (action === 'login') return `login:${request.ip}:${usernameOf(request.body)}`;
        if (action === 'register') return `register:${request.ip}`;
        return `write:${request.ip}`;
      },
      max: (request) => limitOf(request).max,
      timeWindow: (request) => limitOf(request).windowMs,
      errorResponseBuilder: (request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return new RateLimitError(
          authAction(request)
            ? `Too many attempts, try again in ${seconds} seconds`
            : `Too many requests, try again in ${seconds} seconds`,
        );
      },
    });
  },
);
