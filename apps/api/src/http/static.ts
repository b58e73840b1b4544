import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * What every uploaded file is sent with, from the local folder or an object
 * store (uploads.ts): random names never change content, so they cache for
 * a year; and a file is never run as a page or sniffed as another type.
 */
export const UPLOADED_FILE_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** True when a built web app is present to serve. */
export function hasWebBuild(dir: string | null): dir is string {
  return dir !== null && existsSync(join(dir, 'index.html'));
}

/**
 * The built SPA's files: hashed assets cache for a year, the others are
 * revalidated. Pages (any GET that wants HTML and names no file) are
 * answered by http/first-screen.ts.
 */
export async function webStatic(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: true,
    // '/' and every app route are pages with their first data (http/first-screen.ts).
    index: false,
    // The build writes .br and .gz beside every text asset: sent as they are
    // to browsers that accept them, never compressed per request.
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'Cache-Control',
        path.includes(`${'/assets/'}`) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
      );
    },
  });
}
