export * from './schema';
export * from './create-db';
export * from './migrate';
export * from './seed';
export * from './artist-terms';
export * from './city-terms';
export { mergeDuplicateCities } from './city-merge';
export * from './user-search-terms';
export type { Kysely, Transaction } from 'kysely';
export {
  ALL,
  cachedRead,
  composedList,
  enableReadCache,
  isComposedList,
  isSharedAnswer,
  shareAnswer,
  readCacheOf,
  ReadCache,
  type HandleCache,
} from './read-cache';
export { isPostgres } from './migrations/helpers';
export * from './visibility';
export * from './visibility-places';
export * from './file-urls';
export * from './counters';
export * from './place-counters';
export * from './song-counters';
export * from './shared-counters';
export * from './song-recounts';
export * from './recounts';
export * from './ranking';
export { releaseLease } from './leases';
export * from './queries/shows.queries';
export * from './queries/owner-shows.queries';
export * from './queries/placement.queries';
export * from './queries/users.queries';
export * from './queries/sessions.queries';
export * from './queries/api-tokens.queries';
export * from './queries/webhooks.queries';
export * from './queries/follows.queries';
export * from './queries/social.queries';
export * from './queries/notifications.queries';
export * from './queries/artists.queries';
export * from './queries/cities.queries';
export * from './queries/want-to-see.queries';
export * from './queries/insights.queries';
export * from './queries/taste.queries';
export * from './queries/leaderboard.queries';
export * from './queries/files.queries';
export * from './queries/show-writes.queries';
export * from './queries/place-writes.queries';
export * from './queries/festivals.queries';
export * from './queries/festival-sets.queries';
export * from './queries/export.queries';
export * from './queries/account.queries';
export * from './queries/reports.queries';
export * from './queries/privacy.queries';
export * from './sqlite-backup';
export * from './bulk-load';
export * from './setlist-bulk';
export * from './queries/idempotency.queries';
export * from './queries/imports.queries';
export * from './queries/setlistfm-fetches.queries';
export * from './queries/venues.queries';
export * from './queries/venue-access-notes.queries';
export * from './queries/gigs.queries';
export * from './queries/feed.queries';
export * from './queries/following.queries';
export * from './queries/plans.queries';
export * from './queries/artist-picks.queries';
export * from './queries/wrapped.queries';
export * from './queries/diary.queries';
export * from './queries/songs.queries';
export * from './queries/ledger.queries';
export * from './queries/photo-jobs.queries';
export * from './queries/places.queries';
export * from './queries/health.queries';
export * from './queries/song-figures.queries';
