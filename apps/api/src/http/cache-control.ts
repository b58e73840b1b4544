import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** The paths whose answers are about someone: the REST API and tRPC. */
const PRIVATE_PREFIXES = ['/api/', '/trpc/'];

/**
 * `Cache-Control: no-store` on every private answer, so no browser, proxy or
 * shared cache keeps a user's data (/api/auth/me, notifications, exports...):
 * - any /api or /trpc answer to a request that carries a session cookie,
 *   whatever the route set (a signed-in answer is never shared);
 * - every other /api or /trpc answer (sign-in, registration, sign-out, 401s)
 *   unless its route chose a Cache-Control of its own.
 * Uploaded files and the web app's assets are outside these paths and keep
 * their long-lived caching (http/static.ts).
 *
 * A tool's GET there (a personal access token, or no credentials: no
 * session cookie) gets an ETag of its answer's bytes on every 200, REST and
 * tRPC queries alike, and a GET whose `If-None-Match` names it gets 304 with
 * no body: a tool that asks again for a page that has not changed gets no
 * page back. The tag is the answer's own hash, so it changes with every
 * write that changes the answer, whichever process made it, and says
 * nothing a viewer could not read in the answer itself. A browser's signed-in
 * answers are `no-store`, so it never asks with a tag: they are not hashed.
 */
export const cacheControlPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.raw.url ?? request.url;
    if (!PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix))) return payload;
    const signedIn = request.sessionToken() !== undefined;
    const body =
      request.method === 'GET' && !signedIn
        ? await answerText(payload, request.headers['trpc-accept'] !== undefined, reply)
        : null;
    if (signedIn || !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    if (body === null || reply.statusCode !== 200) return body ?? payload;
    const tag = entityTag(body);
    reply.header('ETag', tag);
    if (!namesTag(request.headers['if-none-match'], tag)) return body;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return null;
  });
});

/**
 * A GET's whole JSON answer as text, or null when it is not one: a stream
 * (the whole ranking, tRPC's streamed batches and subscriptions) goes out as
 * it is. tRPC hands Fastify a web Response, whose status and headers are
 * moved onto the reply here when its text is read.
 */
async function answerText(
  payload: unknown,
  streamed: boolean,
  reply: FastifyReply,
): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (!(payload instanceof Response) || streamed) return null;
  if (!payload.headers.get('content-type')?.startsWith('application/json')) return null;
  if (payload.headers.has('transfer-encoding')) return null;
  const text = await payload.text();
  reply.code(payload.status);
  payload.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return text;
}

/** A weak entity tag of an answer's bytes (equal bytes, equal tag). */
function entityTag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names `tag`: `*`, or a comma-separated
 * list of tags compared weakly (W/ ignored), as RFC 9110 13.1.2 asks.
 * Repeated headers arrive joined by commas; a header longer than any real
 * list is not read.
 */
function namesTag(header: string | undefined, tag: string): boolean {
  if (!header || header.length > 4096) return false;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((item) => {
    const candidate = item.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
