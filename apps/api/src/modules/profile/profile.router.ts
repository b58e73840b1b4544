import * as account from '../auth/account.service';
import { exportUser } from './export.service';
import { clearSessionCookie } from '../../http/session';
import { protectedProcedure, router } from '../../trpc/init';
import { proceduresOf } from '../../endpoints/endpoint';
import { profileEndpoints } from './profile.endpoints';

export const profileRouter = router({
  // The export (a download on REST) and deleting the account (which ends the
  // session's cookie) are written by hand; the rest are declared.
  ...proceduresOf(profileEndpoints),
  export: protectedProcedure.query(({ ctx }) => exportUser(ctx, ctx.user, ctx.user.id)),
  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await account.deleteAccount(ctx, ctx.user, ctx.user.id);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),
});
