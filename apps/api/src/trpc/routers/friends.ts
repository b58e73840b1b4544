import { z } from 'zod';
import {
  FEED_LIMIT,
  gigParamsSchema,
  idParamSchema,
  planInputSchema,
  planListFilterSchema,
} from '@gigrank/domain';
import * as following from '../../services/following-feed.service';
import * as gigs from '../../services/gigs.service';
import * as plans from '../../services/plans.service';
import { protectedProcedure, router } from '../init';

// The friends around a show: the Following feed, gig pages, plans.

export const followingRouter = router({
  /** Shows of the people you follow, newest first; their upcoming plans on the first page. */
  feed: protectedProcedure
    .input(
      z.object({
        limit: z.number().int().min(1).max(FEED_LIMIT).optional(),
        before: idParamSchema.optional(),
      }),
    )
    .query(({ ctx, input }) => following.followingFeed(ctx, ctx.user, input)),
});

export const gigsRouter = router({
  /** Everyone's shows of a gig (artist, city, date) the viewer may see. */
  page: protectedProcedure
    .input(gigParamsSchema)
    .query(({ ctx, input }) => gigs.gigPage(ctx, ctx.user.id, input)),
});

export const plansRouter = router({
  /** A user's plans not yet logged (their followers and themselves only); `artist`: one artist's. */
  list: protectedProcedure
    .input(planListFilterSchema.extend({ userId: idParamSchema }))
    .query(({ ctx, input: { userId, ...filter } }) =>
      plans.listPlans(ctx, ctx.user, userId, filter),
    ),
  create: protectedProcedure
    .input(planInputSchema)
    .mutation(({ ctx, input }) => plans.createPlan(ctx, ctx.user, input)),
  remove: protectedProcedure
    .input(z.object({ id: idParamSchema }))
    .mutation(async ({ ctx, input }) => {
      await plans.removePlan(ctx, ctx.user, input.id);
      return { success: true };
    }),
});
