import { z } from 'zod';
import {
  IMPORT_MESSAGES,
  IMPORT_SOURCES,
  csvMappingInputSchema,
  idParamSchema,
} from '@gigrank/domain';
import * as imports from './imports.service';
import { protectedProcedure, router } from '../../trpc/init';
import { proceduresOf } from '../../endpoints/endpoint';
import { importsEndpoints } from './imports.endpoints';

/**
 * Imports as typed procedures. The preview's files travel as their text
 * here (internal tools read them); the web screen uploads them through the
 * REST multipart path (imports.routes.ts). The rest are declared.
 */
export const importsRouter = router({
  ...proceduresOf(importsEndpoints),
  /** Reads the files and answers what would be created, skipped and refused; changes nothing. */
  preview: protectedProcedure
    .input(
      z.object({
        userId: idParamSchema,
        source: z.enum(IMPORT_SOURCES, { error: IMPORT_MESSAGES.badSource }),
        // Their count and sizes are the service's to refuse (refuseImportFiles), as on REST.
        files: z.array(z.string()),
        mapping: csvMappingInputSchema.optional(),
      }),
    )
    .mutation(({ ctx, input: { userId, ...input } }) =>
      imports.previewImport(ctx, ctx.user, userId, {
        ...input,
        mapping: input.source === 'csv' ? input.mapping : undefined,
      }),
    ),
});
