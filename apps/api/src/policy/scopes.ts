import type { TokenScope } from '@gigrank/domain';

/**
 * What a personal access token needs for each call: a scope, or `session`
 * for what only a signed-in person may do (sign in or out, change the
 * password, delete the account, manage tokens), which no token can.
 */
export type CallScope = TokenScope | 'session';

const SHOWS: CallScope = 'shows:write';
const SOCIAL: CallScope = 'social:write';
const PROFILE: CallScope = 'profile:write';
const SESSION: CallScope = 'session';

/**
 * The scope of every write, by tRPC procedure and by REST route (method and
 * Fastify path), and of the reads that need a session. A read not listed
 * needs `read`; a write not listed needs a session, so a new write is closed
 * to tokens until it is given a scope here (test/tokens/scopes.test.ts holds
 * every write to having an entry).
 */
const SCOPES: Record<string, CallScope> = {
  // Shows, their scores and places, festivals' sets, imports, and the catalogue they add to.
  'shows.create': SHOWS,
  'shows.update': SHOWS,
  'shows.updateScore': SHOWS,
  'shows.delete': SHOWS,
  'shows.place': SHOWS,
  'festivals.create': SHOWS,
  'festivals.setScore': SHOWS,
  'artists.create': SHOWS,
  'cities.create': SHOWS,
  'imports.preview': SHOWS,
  'imports.commit': SHOWS,
  'imports.fetchSetlistFm': SHOWS,
  'imports.previewSetlistFmFetch': SHOWS,
  'POST /api/shows': SHOWS,
  'PUT /api/shows/:id': SHOWS,
  'PUT /api/shows/:id/score': SHOWS,
  'DELETE /api/shows/:id': SHOWS,
  'PUT /api/shows/:id/place': SHOWS,
  'POST /api/festivals': SHOWS,
  'PUT /api/festivals/:id/score': SHOWS,
  'POST /api/artist-stats': SHOWS,
  'POST /api/cities': SHOWS,
  'POST /api/users/:id/imports': SHOWS,
  'POST /api/users/:id/imports/:importId/commit': SHOWS,
  'POST /api/users/:id/imports/setlistfm-fetches': SHOWS,
  'POST /api/users/:id/imports/setlistfm-fetches/:fetchId/preview': SHOWS,

  // Follows, likes, comments, Want to See, plans, reports, access notes, blocks and mutes.
  'follows.follow': SOCIAL,
  'follows.unfollow': SOCIAL,
  'social.like': SOCIAL,
  'social.unlike': SOCIAL,
  'social.addComment': SOCIAL,
  'social.deleteComment': SOCIAL,
  'wantToSee.add': SOCIAL,
  'wantToSee.remove': SOCIAL,
  'plans.create': SOCIAL,
  'plans.remove': SOCIAL,
  'reports.create': SOCIAL,
  'venues.addAccessNote': SOCIAL,
  'venues.editAccessNote': SOCIAL,
  'venues.deleteAccessNote': SOCIAL,
  'privacy.answerRequest': SOCIAL,
  'privacy.block': SOCIAL,
  'privacy.unblock': SOCIAL,
  'privacy.mute': SOCIAL,
  'privacy.unmute': SOCIAL,
  'notifications.markRead': SOCIAL,
  'POST /api/users/:id/following/:userId': SOCIAL,
  'DELETE /api/users/:id/following/:userId': SOCIAL,
  'POST /api/shows/:id/like': SOCIAL,
  'DELETE /api/shows/:id/like': SOCIAL,
  'POST /api/shows/:id/comments': SOCIAL,
  'DELETE /api/comments/:id': SOCIAL,
  'POST /api/users/:id/want-to-see': SOCIAL,
  'DELETE /api/users/:id/want-to-see/:artistName': SOCIAL,
  'POST /api/plans': SOCIAL,
  'DELETE /api/plans/:id': SOCIAL,
  'POST /api/shows/:id/report': SOCIAL,
  'POST /api/comments/:id/report': SOCIAL,
  'POST /api/venues/:id/access-notes/:feature/report': SOCIAL,
  'POST /api/venues/:id/access-notes': SOCIAL,
  'PUT /api/venues/:id/access-notes/:feature': SOCIAL,
  'DELETE /api/venues/:id/access-notes/:feature': SOCIAL,
  'POST /api/users/:id/follow-requests/:requesterId/:answer': SOCIAL,
  'POST /api/users/:id/blocks/:userId': SOCIAL,
  'DELETE /api/users/:id/blocks/:userId': SOCIAL,
  'POST /api/users/:id/mutes/:userId': SOCIAL,
  'DELETE /api/users/:id/mutes/:userId': SOCIAL,
  'POST /api/users/:id/notifications/mark-read': SOCIAL,

  // The profile's fields and privacy settings.
  'profile.update': PROFILE,
  'privacy.update': PROFILE,
  'PATCH /api/users/:id/profile': PROFILE,
  'PATCH /api/users/:id': PROFILE,

  // A signed-in person's alone.
  'auth.register': SESSION,
  'auth.login': SESSION,
  'auth.logout': SESSION,
  'auth.logoutEverywhere': SESSION,
  'auth.changePassword': SESSION,
  'profile.deleteAccount': SESSION,
  'tokens.list': SESSION,
  'tokens.create': SESSION,
  'tokens.revoke': SESSION,
  'POST /api/auth/register': SESSION,
  'POST /api/auth/login': SESSION,
  'POST /api/auth/logout': SESSION,
  'POST /api/auth/logout-everywhere': SESSION,
  'POST /api/auth/change-password': SESSION,
  'DELETE /api/users/:id': SESSION,
  'GET /api/tokens': SESSION,
  'POST /api/tokens': SESSION,
  'DELETE /api/tokens/:id': SESSION,
};

/** The scope a call needs: `name` is a procedure's or a REST route's ('POST /api/shows'). */
export function scopeOf(name: string, isRead: boolean): CallScope {
  return SCOPES[name] ?? (isRead ? 'read' : SESSION);
}

/** The calls given a scope here (for the test that holds every write to one). */
export const scopedCalls = (): string[] => Object.keys(SCOPES);
