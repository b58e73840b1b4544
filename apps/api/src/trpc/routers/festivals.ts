import { z } from 'zod';
import {
  festivalCreateSchema,
  festivalScoreSchema,
  festivalSearchSchema,
  idParamSchema,
} from '@gigrank/domain';
import * as festivals from '../../services/festivals.service';
import { protectedProcedure, router } from '../init';

/** Festivals (issue 20): the same services as the REST paths. */
export const festivalsRouter = router({
  search: protectedProcedure
    .input(festivalSearchSchema)
    .query(({ ctx, input }) => festivals.searchFestivals(ctx, input.q)),
  create: protectedProcedure
    .input(festivalCreateSchema)
    .mutation(async ({ ctx, input }) => (await festivals.createFestival(ctx, input)).festival),
  byId: protectedProcedure
    .input(z.object({ id: idParamSchema }))
    .query(({ ctx, input }) => festivals.getFestivalPage(ctx, ctx.user.id, input.id)),
  setScore: protectedProcedure
    .input(z.object({ id: idParamSchema }).and(festivalScoreSchema))
    .mutation(({ ctx, input }) => festivals.scoreFestival(ctx, ctx.user, input.id, input.score)),
});
