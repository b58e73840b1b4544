import { z } from 'zod';
import { idParamSchema, wantToSeeSchema } from '@gigrank/domain';
import * as wantToSee from '../../services/want-to-see.service';
import { protectedProcedure, router } from '../init';

/** The session user's Want to See list (writes), anyone's (reads). */
export const wantToSeeRouter = router({
  list: protectedProcedure
    .input(z.object({ userId: idParamSchema }))
    .query(({ ctx, input }) => wantToSee.listWantToSee(ctx, ctx.user.id, input.userId)),
  add: protectedProcedure
    .input(wantToSeeSchema)
    .mutation(({ ctx, input }) => wantToSee.addWantToSee(ctx, ctx.user, input.artistName)),
  remove: protectedProcedure
    .input(wantToSeeSchema)
    .mutation(({ ctx, input }) => wantToSee.removeWantToSee(ctx, ctx.user, input.artistName)),
});
