import { router } from './init';
import { authRouter } from './routers/auth';
import { usersRouter } from './routers/users';
import { showsRouter } from './routers/shows';
import { artistsRouter, citiesRouter } from './routers/artists';
import { wantToSeeRouter } from './routers/want-to-see';

export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
  shows: showsRouter,
  artists: artistsRouter,
  cities: citiesRouter,
  wantToSee: wantToSeeRouter,
});

/** The typed API: other internal tools import this type for @trpc/client. */
export type AppRouter = typeof appRouter;
