import { readFile, stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
  IMPORT_MESSAGES,
  IMPORT_SOURCES,
  csvMappingInputSchema,
  byIdSchema,
} from '@gigrank/domain';
import * as imports from './imports.service';
import type { AppDeps } from '../../http/deps';
import { badRequest } from '../../errors';
import { requireUser } from '../../rest/guards';
import { MULTIPART_LIMITS, receiveUploads, type UploadRules } from '../../rest/multipart';
import { parse } from '../../rest/validate';

const sourceSchema = z.enum(IMPORT_SOURCES, { error: IMPORT_MESSAGES.badSource });

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
    const { id } = parse(byIdSchema, request.params);
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
        const sizes = await Promise.all(paths.map(async (path) => (await stat(path)).size));
        imports.refuseImportFiles(sizes);
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
}
