import { z } from 'zod';
import {
  CITY_NAME_MAX,
  hasDisallowedCharacters,
  notAllowedMessage,
  idParamSchema,
  showInputSchema,
} from '@gigrank/domain';
import * as showWrites from './show-writes.service';
import { protectedProcedure, router } from '../../trpc/init';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { proceduresOf } from '../../endpoints/endpoint';
import { showsEndpoints } from './shows.endpoints';

const writeExtras = {
  cityCountry: z
    .string()
    .trim()
    .max(8)
    .refine((v) => !hasDisallowedCharacters(v), { message: notAllowedMessage('Country') })
    .nullish(),
  cityRegion: z
    .string()
    .trim()
    .max(CITY_NAME_MAX)
    .refine((v) => !hasDisallowedCharacters(v), { message: notAllowedMessage('Region') })
    .nullish(),
  removePhotoIds: z.array(idParamSchema).max(100).optional(),
};

/**
 * Shows as typed procedures. Photos travel only through the REST multipart
 * paths (POST/PUT /api/shows), where @fastify/multipart streams them with
 * per-file limits; these JSON procedures write everything else.
 */
export const showsRouter = router({
  ...proceduresOf(showsEndpoints),
  create: protectedProcedure
    .input(
      showInputSchema.and(
        z.object({
          cityCountry: writeExtras.cityCountry,
          cityRegion: writeExtras.cityRegion,
          planId: idParamSchema.optional(),
        }),
      ),
    )
    .mutation(({ ctx, input }) =>
      showWrites.createShow(ctx, ctx.user, input, {
        cityCountry: input.cityCountry,
        cityRegion: input.cityRegion,
        planId: input.planId,
        idempotencyKey: idempotencyKeyOf(ctx.req.headers),
      }),
    ),

  update: protectedProcedure
    .input(showInputSchema.and(z.object({ id: idParamSchema, ...writeExtras })))
    .mutation(({ ctx, input }) =>
      showWrites.updateShow(ctx, ctx.user, input.id, input, {
        cityCountry: input.cityCountry,
        cityRegion: input.cityRegion,
        removePhotoIds: input.removePhotoIds,
      }),
    ),
});
