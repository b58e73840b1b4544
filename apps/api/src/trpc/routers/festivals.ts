import { z } from 'zod';
import {
  festivalCreateSchema,
  festivalScoreSchema,
  festivalSearchSchema,
  idParamSchema,
} from '@gigrank/domain';
import * as festivals from '../../services/festivals.service';
import { protectedProcedure, router } from '../init';

/** Festivals: the same services as the REST paths. */
export const festivalsRouter = router({
  search: protectedProcedure
    .input(festivalSearchSchema)
    .query(({ ctx, input }) => festivals.searchFestivals(ctx, ctx.user.id, input.q)),
  create: protectedProcedure
    .input(festivalCreateSchema)
    .mutation(
      async ({ ctx, input }) => (await festivals.createFestival(ctx, ctx.user, input)).festival,
    ),
  byId: protectedProcedure
    .input(z.object({ id: idParamSchema }))
    .query(({ ctx, input }) => festivals.getFestivalPage(ctx, ctx.user.id, input.id)),
  /** A page of the viewer's own sets after `after` (byId's `mine.nextAfter`). */
  mySets: protectedProcedure
    .input(z.object({ id: idParamSchema, after: idParamSchema.optional() }))
    .query(({ ctx, input }) => festivals.mySets(ctx, ctx.user.id, input.id, input.after)),
  setScore: protectedProcedure
    .input(z.object({ id: idParamSchema }).and(festivalScoreSchema))
    .mutation(({ ctx, input }) => festivals.scoreFestival(ctx, ctx.user, input.id, input.score)),
});
