import { z } from 'zod';
import { idParamSchema, listCursorSchema, profileUpdateSchema } from '@gigrank/domain';
import * as account from '../../services/account.service';
import * as insights from '../../services/insights.service';
import * as venues from '../../services/venues.service';
import { recommendations } from '../../services/recommendations.service';
import { tasteMatch } from '../../services/taste-match.service';
import { wrapped } from '../../services/wrapped.service';
import { userFestivals } from '../../services/festivals.service';
import { exportUser } from '../../services/export.service';
import { clearSessionCookie } from '../../http/session';
import { wrappedYearSchema } from '../../params';
import { protectedProcedure, router } from '../init';

const userIdInput = z.object({ userId: idParamSchema });

/** A missing favourite artist or city is null here (the REST paths answer 404). */
const orNull = <T>(p: Promise<T>) =>
  p.catch((error: unknown) => {
    if ((error as { kind?: string }).kind === 'NOT_FOUND') return null;
    throw error;
  });

export const profileRouter = router({
  bestRatedArtist: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => orNull(insights.bestRatedArtist(ctx, ctx.user.id, input.userId))),
  mostSeenArtist: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => orNull(insights.mostSeenArtist(ctx, ctx.user.id, input.userId))),
  mostVisitedCity: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => orNull(insights.mostVisitedCity(ctx, ctx.user.id, input.userId))),
  artistInsights: protectedProcedure
    .input(z.object(userIdInput.shape).and(listCursorSchema))
    .query(({ ctx, input: { userId, ...page } }) =>
      insights.artistInsights(ctx, ctx.user.id, userId, page),
    ),
  cityInsights: protectedProcedure
    .input(z.object(userIdInput.shape).and(listCursorSchema))
    .query(({ ctx, input: { userId, ...page } }) =>
      insights.cityInsights(ctx, ctx.user.id, userId, page),
    ),
  venueInsights: protectedProcedure
    .input(z.object(userIdInput.shape).and(listCursorSchema))
    .query(({ ctx, input: { userId, ...page } }) =>
      venues.venueInsights(ctx, ctx.user.id, userId, page),
    ),
  mostVisitedVenue: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => orNull(venues.mostVisitedVenue(ctx, ctx.user.id, input.userId))),
  festivals: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => userFestivals(ctx, ctx.user.id, input.userId)),
  /** How much the viewer agrees with another user; null with no artist in common. */
  tasteMatch: protectedProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => tasteMatch(ctx, ctx.user.id, input.userId)),
  recommendations: protectedProcedure.query(({ ctx }) =>
    recommendations(ctx, ctx.user.id, ctx.user.id),
  ),
  wrapped: protectedProcedure
    .input(userIdInput.and(wrappedYearSchema))
    .query(({ ctx, input }) => wrapped(ctx, ctx.user.id, input.userId, input.year ?? null)),
  export: protectedProcedure.query(({ ctx }) => exportUser(ctx, ctx.user, ctx.user.id)),
  update: protectedProcedure
    .input(profileUpdateSchema)
    .mutation(({ ctx, input }) => account.updateProfile(ctx, ctx.user, ctx.user.id, input)),
  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await account.deleteAccount(ctx, ctx.user, ctx.user.id);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),
});
