import { importsRouter } from '../modules/imports/imports.router';
import { router } from './init';
import { authRouter } from '../modules/auth/auth.router';
import { routersOf } from '../endpoints/endpoint';
import { declaredNamespaces } from '../modules';
import { showsRouter } from '../modules/shows/shows.router';
import { profileRouter } from '../modules/profile/profile.router';
import { notificationsRouter } from '../modules/notifications/notifications.router';

export const appRouter = router({
  ...routersOf(declaredNamespaces),
  auth: authRouter,
  shows: showsRouter,
  notifications: notificationsRouter,
  profile: profileRouter,
  imports: importsRouter,
});

/** The typed API: other internal tools import this type for @trpc/client. */
export type AppRouter = typeof appRouter;
