import type { FastifyInstance } from 'fastify';
import {
  contentTypeOf,
  isFileFolder,
  isServedName,
  webpTwinOf,
  type FileStore,
} from '../ports/file-store';
import { UPLOADED_FILE_HEADERS } from './static';

/**
 * Uploaded files, from the uploads folder or an object store: the API
 * streams `/uploads/{avatars|photos}/{name}` from the store, never holding a
 * whole file in memory. Only names the store can hold are asked for;
 * anything else is a 404 at once. A JPEG's WebP twin (ports/file-store.ts)
 * is sent instead to browsers that accept WebP (smaller; `Vary: Accept`),
 * the JPEG when there is none (files stored before twins).
 */
export async function uploadsFromStore(app: FastifyInstance, opts: { files: FileStore }) {
  const { files } = opts;
  app.get<{ Params: { folder: string; name: string } }>(
    '/uploads/:folder/:name',
    async (request, reply) => {
      const { folder, name } = request.params;
      if (!isFileFolder(folder) || !isServedName(name)) {
        return reply.status(404).send({ message: 'Not found' });
      }
      const ifNoneMatch = request.headers['if-none-match'];
      const options = {
        // One ETag: a list of them, or `*`, is answered in full.
        ifNoneMatch: ifNoneMatch && /^"[^",]*"$/.test(ifNoneMatch) ? ifNoneMatch : undefined,
      };
      const twin = webpTwinOf(name);
      const wantsWebp = twin !== null && /\bimage\/webp\b/.test(request.headers.accept ?? '');
      const twinFile = wantsWebp ? await files.open(folder, twin, options) : null;
      const file = twinFile ?? (await files.open(folder, name, options));
      const sentName = twinFile ? twin! : name;
      if (!file) return reply.status(404).send({ message: 'Not found' });
      reply.headers(UPLOADED_FILE_HEADERS).header('ETag', file.etag);
      if (twin) reply.header('Vary', 'Accept');
      if (!file.body) return reply.status(304).send();
      if (request.socket.destroyed) {
        // The client left while the store answered.
        file.body.destroy();
        return reply;
      }
      // Fastify pipes the body and destroys it if the client hangs up.
      return reply
        .header('Content-Type', contentTypeOf(sentName))
        .header('Content-Length', file.length)
        .send(file.body);
    },
  );
}
