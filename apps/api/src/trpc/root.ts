import { router } from './init';
import { authRouter } from './routers/auth';
import { usersRouter } from './routers/users';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
});

/** The typed API: other internal tools import this type for @trpc/client. */
export type AppRouter = typeof appRouter;
