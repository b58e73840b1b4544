import type { ServiceDeps } from '../ports/service-deps';
import { entityId, type Change } from './keys';

/**
 * What a change to one show touches: the show, the feed, its owner's shows,
 * and the pages of its main artist and guests (by name key). A setlist
 * written changes these and the show's gig (placeChanges).
 */
export function showChanges(show: {
  id: number;
  userId: number;
  artistKeys: readonly string[];
}): Change[] {
  return [
    { kind: 'show', id: show.id },
    { kind: 'allShows' },
    { kind: 'userShows', userId: show.userId },
    ...show.artistKeys.map((nameKey) => ({ kind: 'artist', nameKey }) as const),
  ];
}

/** A show added, re-scored or removed also moves the leaderboards and the owner's counters. */
export function showCountChanges(show: {
  id: number;
  userId: number;
  artistKeys: readonly string[];
}): Change[] {
  return [
    ...showChanges(show),
    { kind: 'user', id: show.userId },
    { kind: 'userRanking' },
    { kind: 'artistRanking' },
  ];
}

/** A show's venue, festival and gig, as the changes of a write to it name them. */
export interface ShowPlaces {
  venueId: number | null;
  festivalId: number | null;
  /** The gig (artist, city, date) it is a show of: who else was there. */
  gig: { artistId: number; cityId: number; date: string };
}

/** The places of a show row (before or after a write). */
export function placesOfRow(row: {
  venue_id: number | null;
  festival_id: number | null;
  artist_id: number;
  city_id: number;
  date: string;
}): ShowPlaces {
  return {
    venueId: row.venue_id,
    festivalId: row.festival_id,
    gig: { artistId: row.artist_id, cityId: row.city_id, date: row.date },
  };
}

/** The venue, festival and gig changes of writes to shows at these places. */
export function placeChanges(places: readonly ShowPlaces[]): Change[] {
  const out: Change[] = [];
  for (const p of places) {
    if (p.venueId !== null) out.push({ kind: 'venue', id: p.venueId });
    if (p.festivalId !== null) out.push({ kind: 'festival', id: p.festivalId });
    out.push({ kind: 'gig', ...p.gig });
  }
  return out;
}

/**
 * Every write ends here once its transaction has committed: the cache hears
 * what changed (awaited: other server processes see it before the write is
 * answered), and users whose notifications changed are told live.
 */
export async function committed(
  deps: Pick<ServiceDeps, 'cache' | 'events'>,
  changes: readonly Change[],
): Promise<void> {
  await deps.cache.changed(changes);
  const notified = changes.flatMap((c) => (c.kind === 'notifications' ? [c.userId] : []));
  if (notified.length) deps.events.publish(notified);
}

/** The changes of `kinds` for each of two people, kind by kind. */
export function bothChanged(
  a: number,
  b: number,
  kinds: readonly ('user' | 'follows' | 'relations' | 'notifications')[],
): Change[] {
  return kinds.flatMap((kind) =>
    [a, b].map((userId): Change => (kind === 'user' ? { kind, id: userId } : { kind, userId })),
  );
}

/** The notification changes for these users (whom a write told something). */
export function notified(userIds: Iterable<number>): Change[] {
  return [...new Set(userIds)].map((userId) => ({ kind: 'notifications', userId }) as const);
}

/** The users whose notifications changed, from entity names read off the change log. */
export function notifiedUsers(entities: readonly string[]): number[] {
  const prefix = `${entityId({ kind: 'notifications', userId: 0 }).split(':')[0]}:`;
  return entities.filter((e) => e.startsWith(prefix)).map((e) => Number(e.slice(prefix.length)));
}
