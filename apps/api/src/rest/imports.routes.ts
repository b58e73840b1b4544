import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
  IMPORT_MAX_TOTAL_BYTES,
  IMPORT_MESSAGES,
  IMPORT_SOURCES,
  csvMappingInputSchema,
  idParamSchema,
  importIdSchema,
  setlistFmFetchIdSchema,
} from '@gigrank/domain';
import * as imports from '../services/imports.service';
import * as setlistFm from '../services/setlistfm-fetch.service';
import type { AppDeps } from '../http/deps';
import { badRequest, tooLarge } from '../errors';
import { requireUser } from './guards';
import { MULTIPART_LIMITS, receiveUploads, type UploadRules } from './multipart';
import { parse } from './validate';

const idParams = z.object({ id: idParamSchema });
const importParams = z.object({ id: idParamSchema, importId: importIdSchema });
const fetchParams = z.object({ id: idParamSchema, fetchId: setlistFmFetchIdSchema });
const usernameBody = z.object({ username: z.unknown() }).partial();
const sourceSchema = z.enum(IMPORT_SOURCES, { error: IMPORT_MESSAGES.badSource });
const unscoredQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
  after: idParamSchema.optional(),
});

/** An import's files: a few, each up to 5 MB; its mapping is a small JSON field. */
const IMPORT_UPLOADS: UploadRules = {
  limits: { ...MULTIPART_LIMITS, fileSize: IMPORT_MAX_FILE_BYTES, files: IMPORT_MAX_FILES },
  fileTooLarge: IMPORT_MESSAGES.fileTooLarge,
  tooManyFiles: IMPORT_MESSAGES.tooManyFiles,
};

/** The mapping field's JSON, checked; absent or blank: none. */
function mappingOf(field: string | undefined) {
  if (field === undefined || field.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(field);
  } catch {
    throw badRequest(IMPORT_MESSAGES.badMapping);
  }
  const result = csvMappingInputSchema.safeParse(value);
  if (!result.success) throw badRequest(IMPORT_MESSAGES.badMapping);
  return result.data;
}

export async function importsRoutes(app: FastifyInstance, deps: AppDeps) {
  // The preview: multipart `source`, `file` parts and an optional `mapping`; changes nothing.
  app.post('/api/users/:id/imports', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    if (!request.isMultipart()) throw badRequest('Expected a multipart form');
    return receiveUploads(
      deps,
      request,
      reply,
      user.id,
      ['file'],
      async ({ fields, files }) => {
        const source = parse(sourceSchema, fields.source);
        const paths = files.file ?? [];
        let total = 0;
        for (const path of paths) total += (await stat(path)).size;
        if (total > IMPORT_MAX_TOTAL_BYTES) throw tooLarge(IMPORT_MESSAGES.tooLarge);
        const texts = await Promise.all(paths.map((path) => readFile(path, 'utf8')));
        return imports.previewImport(deps, user, id, {
          source,
          files: texts,
          mapping: source === 'csv' ? mappingOf(fields.mapping) : undefined,
        });
      },
      IMPORT_UPLOADS,
    );
  });

  app.post('/api/users/:id/imports/:importId/commit', async (request) => {
    const user = await requireUser(request);
    const { id, importId } = parse(importParams, request.params);
    return imports.commitImport(deps, user, id, importId);
  });

  app.get('/api/users/:id/imports/:importId', async (request, reply) => {
    const user = await requireUser(request);
    const { id, importId } = parse(importParams, request.params);
    reply.header('Cache-Control', 'no-store');
    return imports.importProgress(deps, user, id, importId);
  });

  // setlist.fm by username: whether it is set up here, and the account's latest fetch.
  app.get('/api/users/:id/imports/setlistfm-fetches', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    reply.header('Cache-Control', 'no-store');
    return setlistFm.setlistFmState(deps, user, id);
  });

  // Starts fetching a username's attended setlists (JSON `{ username }`); answers where it stands.
  app.post('/api/users/:id/imports/setlistfm-fetches', async (request, reply) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    const { username } = parse(usernameBody, request.body ?? {});
    reply.status(202);
    return setlistFm.startSetlistFmFetch(deps, user, id, username);
  });

  app.get('/api/users/:id/imports/setlistfm-fetches/:fetchId', async (request, reply) => {
    const user = await requireUser(request);
    const { id, fetchId } = parse(fetchParams, request.params);
    reply.header('Cache-Control', 'no-store');
    return setlistFm.setlistFmFetchProgress(deps, user, id, fetchId);
  });

  // The import's preview of the fetched pages; its commit is the import's own.
  app.post('/api/users/:id/imports/setlistfm-fetches/:fetchId/preview', async (request) => {
    const user = await requireUser(request);
    const { id, fetchId } = parse(fetchParams, request.params);
    return setlistFm.previewSetlistFmFetch(deps, user, id, fetchId);
  });

  app.get('/api/users/:id/unscored-shows', async (request) => {
    const user = await requireUser(request);
    const { id } = parse(idParams, request.params);
    return imports.unscoredShows(deps, user, id, parse(unscoredQuery, request.query));
  });
}
