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
import * as imports from '../../services/imports.service';
import * as setlistFm from '../../services/setlistfm-fetch.service';
import { protectedProcedure, router } from '../init';

const ofImport = z.object({ userId: idParamSchema, importId: importIdSchema });
const ofFetch = z.object({ userId: idParamSchema, fetchId: setlistFmFetchIdSchema });

/**
 * Imports as typed procedures (REST: POST /api/users/{id}/imports and
 * .../{importId}/commit). Files travel as their text here (internal tools
 * read them); the web screen uploads them through the REST multipart path.
 */
export const importsRouter = router({
  /** Reads the files and answers what would be created, skipped and refused; changes nothing. */
  preview: protectedProcedure
    .input(
      z.object({
        userId: idParamSchema,
        source: z.enum(IMPORT_SOURCES, { error: IMPORT_MESSAGES.badSource }),
        files: z
          .array(z.string().max(IMPORT_MAX_FILE_BYTES, IMPORT_MESSAGES.fileTooLarge))
          .min(1, IMPORT_MESSAGES.noFile)
          .max(IMPORT_MAX_FILES, IMPORT_MESSAGES.tooManyFiles)
          .refine(
            (files) => files.reduce((sum, f) => sum + f.length, 0) <= IMPORT_MAX_TOTAL_BYTES,
            IMPORT_MESSAGES.tooLarge,
          ),
        mapping: csvMappingInputSchema.optional(),
      }),
    )
    .mutation(({ ctx, input: { userId, ...input } }) =>
      imports.previewImport(ctx, ctx.user, userId, {
        ...input,
        mapping: input.source === 'csv' ? input.mapping : undefined,
      }),
    ),

  /** Imports a previewed upload in batches; answers the totals once done (again if asked again). */
  commit: protectedProcedure
    .input(ofImport)
    .mutation(({ ctx, input }) =>
      imports.commitImport(ctx, ctx.user, input.userId, input.importId),
    ),

  progress: protectedProcedure
    .input(ofImport)
    .query(({ ctx, input }) => imports.importProgress(ctx, ctx.user, input.userId, input.importId)),

  /** setlist.fm by username (REST: .../imports/setlistfm-fetches): set up here?, the latest fetch. */
  setlistFm: protectedProcedure
    .input(z.object({ userId: idParamSchema }))
    .query(({ ctx, input }) => setlistFm.setlistFmState(ctx, ctx.user, input.userId)),

  /** Starts fetching a setlist.fm user's attended setlists (a failed fetch of the same name continues). */
  fetchSetlistFm: protectedProcedure
    .input(z.object({ userId: idParamSchema, username: z.unknown() }))
    .mutation(({ ctx, input }) =>
      setlistFm.startSetlistFmFetch(ctx, ctx.user, input.userId, input.username),
    ),

  setlistFmFetch: protectedProcedure
    .input(ofFetch)
    .query(({ ctx, input }) =>
      setlistFm.setlistFmFetchProgress(ctx, ctx.user, input.userId, input.fetchId),
    ),

  /** The import's preview of a fetch's pages, committed with imports.commit. */
  previewSetlistFmFetch: protectedProcedure
    .input(ofFetch)
    .mutation(({ ctx, input }) =>
      setlistFm.previewSetlistFmFetch(ctx, ctx.user, input.userId, input.fetchId),
    ),

  /** The rating queue: the user's unscored shows, newest first, `after` a show for Skip. */
  unscored: protectedProcedure
    .input(
      z.object({
        userId: idParamSchema,
        limit: z.number().int().min(1).max(50).optional(),
        after: idParamSchema.optional(),
      }),
    )
    .query(({ ctx, input: { userId, ...page } }) =>
      imports.unscoredShows(ctx, ctx.user, userId, page),
    ),
});
