import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Uploaded files: random names never change content, so they cache for a year. */
export async function uploadsStatic(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => !pathName.startsWith('/tmp/') && !pathName.startsWith('/trash/'),
    setHeaders(res) {
      res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
    },
  });
}

/** True when a built web app is present to serve. */
export function hasWebBuild(dir: string | null): dir is string {
  return dir !== null && existsSync(join(dir, 'index.html'));
}

/**
 * The built SPA: hashed assets cache for a year, index.html is revalidated,
 * and any other GET that wants HTML gets index.html (client-side routes).
 */
export async function webStatic(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
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
