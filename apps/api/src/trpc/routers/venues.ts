import { z } from 'zod';
import {
  accessFeatureSchema,
  accessNoteEditSchema,
  accessNoteSchema,
  idParamSchema,
  venueSearchSchema,
} from '@gigrank/domain';
import * as venues from '../../services/venues.service';
import { protectedProcedure, router } from '../init';

export const venuesRouter = router({
  search: protectedProcedure
    .input(venueSearchSchema)
    .query(({ ctx, input }) => venues.searchVenues(ctx, ctx.user.id, input)),
  byId: protectedProcedure
    .input(
      z.object({
        id: idParamSchema,
        /** The next page: the previous page's nextBefore. */
        before: idParamSchema.optional(),
      }),
    )
    .query(({ ctx, input }) => venues.venuePage(ctx, ctx.user.id, input.id, input.before)),
  addAccessNote: protectedProcedure
    .input(z.object({ id: idParamSchema }).and(accessNoteSchema))
    .mutation(({ ctx, input: { id, ...note } }) => venues.addAccessNote(ctx, ctx.user, id, note)),
  /** The writer's new words for their note (REST: PUT /api/venues/{id}/access-notes/{feature}). */
  editAccessNote: protectedProcedure
    .input(z.object({ id: idParamSchema, feature: accessFeatureSchema }).and(accessNoteEditSchema))
    .mutation(({ ctx, input }) =>
      venues.changeAccessNote(ctx, ctx.user, input.id, input.feature, input.note),
    ),
  /** The writer takes their note away (REST: DELETE /api/venues/{id}/access-notes/{feature}). */
  deleteAccessNote: protectedProcedure
    .input(z.object({ id: idParamSchema, feature: accessFeatureSchema }))
    .mutation(({ ctx, input }) => venues.removeAccessNote(ctx, ctx.user, input.id, input.feature)),
});
