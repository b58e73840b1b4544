import { z } from 'zod';
import { idParamSchema, placeShowInputSchema } from '@gigrank/domain';
import * as placement from '../../services/placement.service';
import { protectedProcedure } from '../init';

/**
 * "Which was better?", part of the shows router: the shows to
 * compare one with, and the slot the owner chose.
 */
export const placementProcedures = {
  comparisons: protectedProcedure
    .input(z.object({ showId: idParamSchema }))
    .query(({ ctx, input }) => placement.comparisonsFor(ctx, ctx.user, input.showId)),

  place: protectedProcedure
    .input(placeShowInputSchema)
    .mutation(({ ctx, input }) => placement.placeShowBetween(ctx, ctx.user, input)),
};
