import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { openApiJson } from './openapi';

/**
 * The reference page's files, from swagger-ui-dist (served by us: no CDN,
 * and nothing inline, so the page lives under the app's CSP). `init.js`
 * points the renderer at our document.
 */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const INIT_SCRIPT = `window.addEventListener('load', () => {
  window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Gigrank API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const assetsDir = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** `GET /api/openapi.json` (the document) and `GET /api/docs` (its reference page); open to all. */
export async function openApiRoutes(app: FastifyInstance) {
  const assets = new Map<string, Buffer>();
  app.get('/api/openapi.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('application/json; charset=utf-8')
      .send(openApiJson()),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(PAGE),
  );
  app.get('/api/docs/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    reply.header('Cache-Control', 'public, max-age=3600');
    if (file === 'init.js') return reply.type('text/javascript; charset=utf-8').send(INIT_SCRIPT);
    const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!type) throw notFound('No such file');
    let body = assets.get(file);
    if (!body) {
      body = await readFile(join(assetsDir(), file));
      assets.set(file, body);
    }
    return reply.type(type).send(body);
  });
}
