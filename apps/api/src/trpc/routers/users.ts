import { z } from 'zod';
import { idParamSchema } from '@gigrank/domain';
import { diaryYearSchema, peopleSearchSchema, usernameLookupSchema } from '../../params';
import * as users from '../../services/users.service';
import { diary } from '../../services/diary.service';
import { protectedProcedure, router } from '../init';

export const usersRouter = router({
  /** People search: the header search and the user pickers (GET /api/users). */
  list: protectedProcedure
    .input(peopleSearchSchema)
    .query(({ ctx, input }) => users.listUsers(ctx, ctx.user.id, input.q, input.limit)),
  byId: protectedProcedure
    .input(z.object({ id: idParamSchema }))
    .query(({ ctx, input }) => users.getUser(ctx, ctx.user.id, input.id)),
  byUsername: protectedProcedure
    .input(usernameLookupSchema)
    .query(({ ctx, input }) => users.userIdByUsername(ctx, ctx.user.id, input.username)),
  /** One year of a user's diary: the newest year with shows without `year`. */
  diary: protectedProcedure
    .input(z.object({ userId: idParamSchema }).and(diaryYearSchema))
    .query(({ ctx, input }) => diary(ctx, ctx.user.id, input.userId, input.year)),
});
