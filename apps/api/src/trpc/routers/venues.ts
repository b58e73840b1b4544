import { z } from 'zod';
import { accessNoteSchema, idParamSchema, venueSearchSchema } from '@gigrank/domain';
import * as venues from '../../services/venues.service';
import { protectedProcedure, router } from '../init';

export const venuesRouter = router({
  search: protectedProcedure
    .input(venueSearchSchema)
    .query(({ ctx, input }) => venues.searchVenues(ctx, input)),
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
});
