import { importsRouter } from './routers/imports';
import { festivalsEndpoints } from '../endpoints/festivals';
import { router } from './init';
import { authRouter } from './routers/auth';
import { routerOf } from '../endpoints/endpoint';
import { usersEndpoints } from '../endpoints/users';
import { showsRouter } from './routers/shows';
import { artistsEndpoints, citiesEndpoints } from '../endpoints/artists';
import { wantToSeeEndpoints } from '../endpoints/want-to-see';
import { profileRouter } from './routers/profile';
import { reportsEndpoints } from '../endpoints/reports';
import { privacyEndpoints } from '../endpoints/privacy';
import { venuesEndpoints } from '../endpoints/venues';
import { followingEndpoints, gigsEndpoints, plansEndpoints } from '../endpoints/friends';
import { followsRouter, leaderboardRouter, notificationsRouter } from './routers/social';
import { socialEndpoints } from '../endpoints/social';

export const appRouter = router({
  auth: authRouter,
  users: routerOf(usersEndpoints),
  shows: showsRouter,
  artists: routerOf(artistsEndpoints),
  cities: routerOf(citiesEndpoints),
  wantToSee: routerOf(wantToSeeEndpoints),
  follows: followsRouter,
  leaderboard: leaderboardRouter,
  notifications: notificationsRouter,
  social: routerOf(socialEndpoints),
  profile: profileRouter,
  reports: routerOf(reportsEndpoints),
  privacy: routerOf(privacyEndpoints),
  imports: importsRouter,
  venues: routerOf(venuesEndpoints),
  festivals: routerOf(festivalsEndpoints),
  following: routerOf(followingEndpoints),
  gigs: routerOf(gigsEndpoints),
  plans: routerOf(plansEndpoints),
});

/** The typed API: other internal tools import this type for @trpc/client. */
export type AppRouter = typeof appRouter;
