import { z } from 'zod';
import {
  CITY_NAME_MAX,
  FEED_LIMIT,
  hasDisallowedCharacters,
  notAllowedMessage,
  idParamSchema,
  listCursorSchema,
  scoreSchema,
  showInputSchema,
} from '@gigrank/domain';
import * as showReads from '../../services/show-reads.service';
import * as showWrites from '../../services/show-writes.service';
import { protectedProcedure, router } from '../init';
import { idempotencyKeyOf } from '../../http/idempotency-key';
import { proceduresOf } from '../../endpoints/endpoint';
import { placementEndpoints } from '../../endpoints/placement';

const byId = z.object({ id: idParamSchema });
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
  feed: protectedProcedure
    .input(
      z.object({
        limit: z.number().int().min(1).max(FEED_LIMIT).optional(),
        before: idParamSchema.optional(),
      }),
    )
    .query(({ ctx, input }) => showReads.listShows(ctx, { ...input, viewerId: ctx.user.id })),

  byId: protectedProcedure
    .input(byId)
    .query(({ ctx, input }) => showReads.getShow(ctx, input.id, ctx.user.id)),

  ranked: protectedProcedure
    .input(z.object({ userId: idParamSchema }).and(listCursorSchema))
    .query(({ ctx, input: { userId, ...page } }) =>
      page.limit === undefined && page.offset === undefined
        ? showReads.rankedShowsAll(ctx, userId, ctx.user.id)
        : showReads.rankedShows(ctx, userId, ctx.user.id, page),
    ),

  guestAppearances: protectedProcedure
    .input(byId)
    .query(({ ctx, input }) => showReads.guestAppearancesOf(ctx, input.id, ctx.user.id)),

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

  updateScore: protectedProcedure
    .input(z.object({ id: idParamSchema, score: scoreSchema }))
    .mutation(({ ctx, input }) => showWrites.updateScore(ctx, ctx.user, input.id, input.score)),

  delete: protectedProcedure.input(byId).mutation(async ({ ctx, input }) => {
    await showWrites.deleteShow(ctx, ctx.user, input.id);
    return { success: true };
  }),

  ...proceduresOf(placementEndpoints),
});
