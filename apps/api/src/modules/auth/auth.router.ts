import { changePasswordSchema, loginSchema, registerPayloadSchema } from '@gigrank/domain';
import * as auth from './auth.service';
import { toUser } from '../users/users.service';
import { clearSessionCookie, setSessionCookie } from '../../http/session';
import { protectedProcedure, publicProcedure, router } from '../../trpc/init';

export const authRouter = router({
  register: publicProcedure.input(registerPayloadSchema).mutation(async ({ ctx, input }) => {
    const signedIn = await auth.register(ctx, ctx.config.session, input);
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return { success: true, user: signedIn.user, message: 'Registration successful' };
  }),

  login: publicProcedure.input(loginSchema).mutation(async ({ ctx, input }) => {
    const signedIn = await auth.login(ctx, ctx.config.session, input, ctx.req.sessionToken());
    setSessionCookie(ctx.req, ctx.res, signedIn.token, signedIn.expiresAt);
    return { success: true, user: signedIn.user, message: 'Login successful' };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await auth.logout(ctx, ctx.req.sessionToken());
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),

  /** Every session of the user ends, this one included. */
  logoutEverywhere: protectedProcedure.mutation(async ({ ctx }) => {
    await auth.logoutEverywhere(ctx, ctx.user);
    clearSessionCookie(ctx.req, ctx.res);
    return { success: true };
  }),

  changePassword: protectedProcedure
    .input(changePasswordSchema)
    .mutation(async ({ ctx, input }) => {
      const session = await auth.changePassword(ctx, ctx.config.session, ctx.user, input);
      setSessionCookie(ctx.req, ctx.res, session.token, session.expiresAt);
      return { success: true };
    }),

  /** The signed-in user, or null: the web app's session check. */
  me: publicProcedure.query(async ({ ctx }) => {
    const row = await ctx.req.sessionUser();
    return row ? toUser(ctx, row) : null;
  }),
});
