import {
  accessNoteOf,
  accessTo,
  deleteAccessNote,
  editAccessNote,
  findVenueCounted,
  searchVenuesByKey,
  venueAccessNotes,
  venueAsSeen,
  venueShowsPage,
  venueTopArtists,
  venueTopUsers,
  viewerOf,
  withLikedBy,
  writeAccessNote,
  type DB,
  type Kysely,
  type Transaction,
  type UserRow,
} from '@gigrank/db';
import {
  normalizeKey,
  PLACE_MESSAGES,
  PLACE_SEARCH_LIMIT,
  type AccessFeature,
  type Show,
  type Venue,
  type VenueAccessNote,
  type VenuePage,
  type VenueSummary,
} from '@gigrank/domain';
import { committed } from '../../cache/changes';
import { cacheKeys } from '../../cache/keys';
import { conflict, notFound } from '../../errors';
import { assertOwner } from '../../policy/access';
import { audienceOf, placeAudienceOf, readForAudience } from '../../policy/privacy';
import type { ServiceDeps } from '../../ports/service-deps';

// The venue read side: search, the venue page, access notes and a
// user's venue insights. A venue is there for a viewer, and its figures count,
// only the shows they may see (packages/db visibility.ts, "Places"): its
// figures and top artists are cached for the audience under the venue's
// entity that every show write there names (`asViewer` for a viewer whose
// private follows or blocks change them), as are its shows and top people;
// the access notes (who confirmed, and whether the viewer did) are read each time.

/** Venues by name prefix (a word of it within a city), most shows first, of those there for the viewer. */
export async function searchVenues(
  deps: ServiceDeps,
  viewerId: number,
  input: { q?: string; city?: string; cityCountry?: string },
): Promise<VenueSummary[]> {
  const key = normalizeKey(input.q ?? '');
  const cityKey = normalizeKey(input.city ?? '');
  const country = input.cityCountry?.trim().toUpperCase() || undefined;
  if (!key && !cityKey) return [];
  const audience = await placeAudienceOf(deps, await audienceOf(deps, viewerId));
  return searchVenuesByKey(
    deps.db,
    key,
    cityKey ? { key: cityKey, country } : undefined,
    PLACE_SEARCH_LIMIT,
    audience,
  );
}

/** What a venue page shows every viewer of its audience alike, above its shows. */
interface VenueFigures {
  venue: Venue;
  topArtists: VenuePage['topArtists'];
}

/**
 * The venue and its figures as `viewerId` sees them; 404 'Venue not found'
 * when missing or when none of its shows is one they may see.
 */
async function venueFigures(
  deps: ServiceDeps,
  viewerId: number,
  venueId: number,
): Promise<VenueFigures> {
  const shared = cacheKeys.venueFigures<VenueFigures>(venueId);
  return readForAudience(deps, viewerId, shared, async (as) => {
    const found = await findVenueCounted(deps.db, venueId);
    const audience = await placeAudienceOf(deps, as);
    const seen = found && (await venueAsSeen(deps.db, found, audience));
    if (!seen) throw notFound(PLACE_MESSAGES.venueNotFound);
    return {
      venue: seen.venue,
      topArtists: await venueTopArtists(deps.db, venueId, audience, seen.delta),
    };
  });
}

/**
 * The venue page as `viewerId` sees it: one page of the shows they may see
 * (newest first, below `before`), the venue's figures and the artists most
 * seen there (of those shows), the people who log there most (those the
 * viewer may see ranked) and the access notes. 404 'Venue not found'.
 */
export async function venuePage(
  deps: ServiceDeps,
  viewerId: number,
  venueId: number,
  before?: number,
): Promise<VenuePage> {
  const { db } = deps;
  const { venue, topArtists } = await venueFigures(deps, viewerId, venueId);
  // The shows and the top people as the audience sees them: one answer for
  // every viewer whose blocks, mutes and follows change nothing (audienceOf).
  const shared = cacheKeys.venueShared<VenueShared>(venueId, before);
  const [page, accessNotes] = await Promise.all([
    readForAudience(deps, viewerId, shared, async (as) => {
      const [shows, topUsers] = await Promise.all([
        venueShowsPage(db, as, venueId, before),
        venueTopUsers(db, as, venueId),
      ]);
      return { shows: shows.shows, nextBefore: shows.nextBefore, topUsers };
    }),
    venueAccessNotes(db, viewerOf(viewerId), venueId),
  ]);
  return {
    venue,
    shows: await withLikedBy(db, page.shows, viewerId),
    nextBefore: page.nextBefore,
    topArtists,
    topUsers: page.topUsers,
    accessNotes,
  };
}

/** What a venue page shows its audience alike: a page of shows and the people who log most. */
interface VenueShared {
  shows: Show[];
  nextBefore: number | null;
  topUsers: VenuePage['topUsers'];
}

/** 404 'Venue not found' unless the venue is there for the viewer (as its page answers). */
export async function assertVenueSeen(
  deps: ServiceDeps,
  viewerId: number,
  venueId: number,
): Promise<void> {
  await venueFigures(deps, viewerId, venueId);
}

/**
 * Whether the viewer may see a note's writer (a deleted writer's note is
 * anyone's to see): a note by a private account that did not approve them,
 * or by someone in a block with them, is not shown to them.
 */
async function writerSeen(
  db: Kysely<DB> | Transaction<DB>,
  viewerId: number,
  writerId: number | null,
): Promise<boolean> {
  if (writerId === null || writerId === viewerId) return true;
  return (await accessTo(db, viewerOf(viewerId), writerId)) === 'full';
}

/**
 * Writes a note on a venue's access feature, or confirms the one there (the
 * first writer's words stay; a confirmer's `note` is ignored). 404 when the
 * venue is not there for the writer; 409 'This feature already has a note'
 * when its note is one they may not see (it is neither shown to them nor
 * confirmed by them). Answers the venue's notes (read fresh on every venue
 * page; the venue's entity is named changed all the same, for any answer
 * built on the venue later).
 */
export async function addAccessNote(
  deps: ServiceDeps,
  user: Pick<UserRow, 'id'>,
  venueId: number,
  input: { feature: AccessFeature; note?: string | null },
): Promise<VenueAccessNote[]> {
  const { db } = deps;
  await assertVenueSeen(deps, user.id, venueId);
  await db.transaction().execute(async (trx) => {
    const existing = await accessNoteOf(trx, venueId, input.feature);
    if (existing && !(await writerSeen(trx, user.id, existing.user_id))) {
      throw conflict(PLACE_MESSAGES.accessNoteTaken);
    }
    await writeAccessNote(trx, {
      venueId,
      feature: input.feature,
      note: input.note?.trim() || null,
      userId: user.id,
    });
  });
  await committed(deps, [{ kind: 'venue', id: venueId }]);
  return venueAccessNotes(db, viewerOf(user.id), venueId);
}

/**
 * The note on a venue's feature, when it is there for `user` (404 'Access
 * note not found': missing, or by a writer they may not see) and they wrote
 * it (403).
 */
async function ownedAccessNote(
  trx: Transaction<DB>,
  user: Pick<UserRow, 'id'>,
  venueId: number,
  feature: AccessFeature,
) {
  const note = await accessNoteOf(trx, venueId, feature);
  if (!note || !(await writerSeen(trx, user.id, note.user_id))) {
    throw notFound(PLACE_MESSAGES.accessNoteNotFound);
  }
  assertOwner(user, note.user_id ?? -1, 'accessNote');
  return note;
}

/**
 * PUT /api/venues/{id}/access-notes/{feature}: its writer's new words (none:
 * the feature without words); the confirmations stay. Answers the venue's notes.
 */
export async function changeAccessNote(
  deps: ServiceDeps,
  user: Pick<UserRow, 'id'>,
  venueId: number,
  feature: AccessFeature,
  note: string | null | undefined,
): Promise<VenueAccessNote[]> {
  await deps.db.transaction().execute(async (trx) => {
    await ownedAccessNote(trx, user, venueId, feature);
    await editAccessNote(trx, venueId, feature, note?.trim() || null);
  });
  await committed(deps, [{ kind: 'venue', id: venueId }]);
  return venueAccessNotes(deps.db, viewerOf(user.id), venueId);
}

/**
 * DELETE /api/venues/{id}/access-notes/{feature}: its writer takes the note
 * away, with its confirmations and reports. Answers the venue's notes.
 */
export async function removeAccessNote(
  deps: ServiceDeps,
  user: Pick<UserRow, 'id'>,
  venueId: number,
  feature: AccessFeature,
): Promise<VenueAccessNote[]> {
  await deps.db.transaction().execute(async (trx) => {
    await ownedAccessNote(trx, user, venueId, feature);
    await deleteAccessNote(trx, venueId, feature);
  });
  await committed(deps, [{ kind: 'venue', id: venueId }]);
  return venueAccessNotes(deps.db, viewerOf(user.id), venueId);
}

/** Whether the note on a venue's feature is there for the viewer to see (and so to report). */
export async function accessNoteSeen(
  db: Kysely<DB> | Transaction<DB>,
  viewerId: number,
  venueId: number,
  feature: AccessFeature,
): Promise<boolean> {
  const note = await accessNoteOf(db, venueId, feature);
  return note !== undefined && (await writerSeen(db, viewerId, note.user_id));
}
