import { artistsEndpoints } from './artists/artists.endpoints';
import { citiesEndpoints } from './cities/cities.endpoints';
import { festivalsEndpoints } from './festivals/festivals.endpoints';
import { followingEndpoints } from './following/following.endpoints';
import { followsEndpoints } from './follows/follows.endpoints';
import { gigsEndpoints } from './gigs/gigs.endpoints';
import { importsEndpoints } from './imports/imports.endpoints';
import { leaderboardEndpoints } from './leaderboard/leaderboard.endpoints';
import { notificationsEndpoints } from './notifications/notifications.endpoints';
import { plansEndpoints } from './plans/plans.endpoints';
import { profileEndpoints } from './profile/profile.endpoints';
import { privacyEndpoints } from './privacy/privacy.endpoints';
import { reportsEndpoints } from './reports/reports.endpoints';
import { showsEndpoints } from './shows/shows.endpoints';
import { socialEndpoints } from './social/social.endpoints';
import { usersEndpoints } from './users/users.endpoints';
import { venuesEndpoints } from './venues/venues.endpoints';
import { wantToSeeEndpoints } from './want-to-see/want-to-see.endpoints';
import { tokensEndpoints } from './tokens/tokens.endpoints';
import { webhooksEndpoints } from './webhooks/webhooks.endpoints';
import { songsEndpoints } from './songs/songs.endpoints';
import { ledgerEndpoints } from './ledger/ledger.endpoints';
import { placesEndpoints } from './places/places.endpoints';

/**
 * The namespaces declared whole (`<module>/<module>.endpoints.ts`), by their
 * tRPC name: the router takes each as a namespace and the REST adapter
 * registers each one's paths, so a namespace is listed here once.
 */
export const declaredNamespaces = {
  users: usersEndpoints,
  artists: artistsEndpoints,
  cities: citiesEndpoints,
  wantToSee: wantToSeeEndpoints,
  follows: followsEndpoints,
  leaderboard: leaderboardEndpoints,
  social: socialEndpoints,
  reports: reportsEndpoints,
  privacy: privacyEndpoints,
  venues: venuesEndpoints,
  festivals: festivalsEndpoints,
  following: followingEndpoints,
  gigs: gigsEndpoints,
  plans: plansEndpoints,
  tokens: tokensEndpoints,
  webhooks: webhooksEndpoints,
  songs: songsEndpoints,
  ledger: ledgerEndpoints,
  places: placesEndpoints,
};

/**
 * Declarations inside a namespace whose router is partly written by hand
 * (it adds them with `proceduresOf`): their REST paths are registered from here.
 */
const declaredParts = {
  shows: showsEndpoints,
  notifications: notificationsEndpoints,
  profile: profileEndpoints,
  imports: importsEndpoints,
};

/** Every declaration, by namespace: the namespaces declared whole and the parts. */
export const declaredEndpoints = { ...declaredNamespaces, ...declaredParts };
