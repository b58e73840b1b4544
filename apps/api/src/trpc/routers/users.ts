import { z } from 'zod';
import { idParamSchema } from '@gigrank/domain';
import { usernameLookupSchema, searchTextSchema } from '../../params';
import * as users from '../../services/users.service';
import { protectedProcedure, router } from '../init';

export const usersRouter = router({
  list: protectedProcedure
    .input(searchTextSchema)
    .query(({ ctx, input }) => users.listUsers(ctx, ctx.user.id, input.q)),
  byId: protectedProcedure
    .input(z.object({ id: idParamSchema }))
    .query(({ ctx, input }) => users.getUser(ctx, ctx.user.id, input.id)),
  byUsername: protectedProcedure
    .input(usernameLookupSchema)
    .query(({ ctx, input }) => users.userIdByUsername(ctx, ctx.user.id, input.username)),
});
