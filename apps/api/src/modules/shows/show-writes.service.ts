import {
  appendPhotoRows,
  applyPlaceCounts,
  applySongCounts,
  songCountsOfShows,
  countShowPlaces,
  artistKeysOfShow,
  closeRankGap,
  countArtists,
  countShow,
  deleteGuestsOf,
  deletePhotoRows,
  deleteShowRow,
  insertGuests,
  insertShowRow,
  isUniqueViolation,
  lockUserShows,
  markPlanLogged,
  moveSetlist,
  photoRowsOf,
  placeShow,
  recordIdempotencyKey,
  showOfIdempotencyKey,
  updateShowRow,
  updateShowScore,
  type ShowRow,
  type UserRow,
} from '@gigrank/db';
import {
  MAX_PHOTOS_PER_SHOW,
  entersFeeds,
  staysInFeeds,
  ratingFromScore,
  type Show,
  type ShowPayload,
} from '@gigrank/domain';
import {
  committed,
  placeChanges,
  placesOfRow,
  showCountChanges,
  type ShowPlaces,
} from '../../cache/changes';
import type { Change } from '../../cache/keys';
import { badRequest } from '../../errors';
import { ownedShow } from '../../policy/shows';
import { removePhotoFiles, storePhotos } from '../../storage/photo-files';
import { checkShowInput, resolveShow, type ShowWriteExtras } from './show-resolution';
import type { ServiceDeps } from '../../ports/service-deps';
import { getShow } from './show-reads.service';
import { recordShowEvent } from '../webhooks/webhooks.service';
import { writeLedgerOfShow } from '../ledger/ledger.service';

export const keysOf = (photos: { fileKey: string }[]) => photos.map((p) => p.fileKey);
export const tooManyPhotos = () =>
  badRequest(`A show can have at most ${MAX_PHOTOS_PER_SHOW} photos`);

/**
 * The changes of a write to one show (at its places before and after); a new
 * artist, city or venue also changes the catalogue.
 */
function changesOf(
  showId: number,
  userId: number,
  artistKeys: string[],
  catalogueGrew: boolean,
  places: readonly ShowPlaces[],
): Change[] {
  return [
    ...showCountChanges({ id: showId, userId, artistKeys }),
    ...placeChanges(places),
    ...(catalogueGrew ? [{ kind: 'artistCatalogue' } as const] : []),
  ];
}

/**
 * A show's tie order after a write gives it `score`: kept while the score is
 * the same; a new score leaves the shows the owner compared it with, so their
 * answers go with it (0: after the shows whose order they settled, see
 * placement.service.ts).
 */
const tieOrderAfter = (before: Pick<ShowRow, 'score' | 'tie_order'>, score: number | null) =>
  before.score === score ? before.tie_order : 0;

/**
 * Logs a show for the session user (whatever userId a client sent): the
 * artist, guests and city are found or created, photos verified and stored,
 * and counters and ranks updated, all or nothing.
 */
export async function createShow(
  deps: ServiceDeps,
  user: UserRow,
  input: ShowPayload,
  extras: ShowWriteExtras = {},
): Promise<Show> {
  checkShowInput(input, user);
  const key = extras.idempotencyKey;
  const earlier = key === undefined ? null : await showOfIdempotencyKey(deps.db, user.id, key);
  if (earlier !== null) return getShow(deps, earlier, user.id);
  const uploads = extras.photos ?? [];
  if (uploads.length > MAX_PHOTOS_PER_SHOW) throw tooManyPhotos();
  const photos = await storePhotos(deps.files, uploads);
  let created: {
    id: number;
    artistKeys: string[];
    catalogueGrew: boolean;
    /** A plan of the user's became this show ("Log this show"). */
    planLogged: boolean;
    places: ShowPlaces;
  };
  try {
    created = await deps.db.transaction().execute(async (trx) => {
      const { fields, guestIds, artists, catalogueGrew, places } = await resolveShow(
        trx,
        user.id,
        input,
        extras,
      );
      const now = new Date().toISOString();
      const show = await insertShowRow(trx, {
        ...fields,
        user_id: user.id,
        created_at: now,
        photos_count: photos.length,
        in_feed: entersFeeds(fields.date, now) ? 1 : 0,
      });
      if (key !== undefined) {
        await recordIdempotencyKey(trx, {
          user_id: user.id,
          key,
          show_id: show.id,
          created_at: now,
        });
      }
      await insertGuests(trx, show.id, guestIds);
      await writeLedgerOfShow(trx, show.id, user.id, input);
      await appendPhotoRows(trx, show.id, photos, now, { newShow: true });
      const artistCount = await countShow(trx, show, 1);
      await applyPlaceCounts(trx, await countShowPlaces(trx, show, 1));
      await placeShow(trx, show, [artistCount]);
      // A plan of someone else's, or one already logged, is left alone.
      const planLogged =
        extras.planId !== undefined && (await markPlanLogged(trx, user.id, extras.planId, show.id));
      await recordShowEvent(trx, user.id, 'show.created', show.id);
      return {
        id: show.id,
        artistKeys: artists.map((a) => a.name_key),
        catalogueGrew,
        places,
        planLogged,
      };
    });
  } catch (error) {
    // Not committed: the photos have no row.
    await removePhotoFiles(deps.files, keysOf(photos));
    // The same key sent twice at once: the other request created the show.
    if (key !== undefined && isUniqueViolation(error)) {
      const first = await showOfIdempotencyKey(deps.db, user.id, key);
      if (first !== null) return getShow(deps, first, user.id);
    }
    throw error;
  }
  // Committed: whatever fails from here on, the files stay with their rows.
  const { id, artistKeys, catalogueGrew, places, planLogged } = created;
  await committed(deps, [
    ...changesOf(id, user.id, artistKeys, catalogueGrew, [places]),
    ...(planLogged ? [{ kind: 'plans', userId: user.id } as const] : []),
  ]);
  if (photos.length) void deps.photoJobs.look();
  return getShow(deps, id, user.id);
}

/** Replaces a show's fields and guests; adds and removes photos; counters and ranks follow. */
export async function updateShow(
  deps: ServiceDeps,
  user: UserRow,
  showId: number,
  input: ShowPayload,
  extras: ShowWriteExtras = {},
): Promise<Show> {
  await ownedShow(deps.db, user, showId);
  checkShowInput(input, user);
  const photos = await storePhotos(deps.files, extras.photos ?? []);
  let removedKeys: string[] = [];
  let artistKeys: string[] = [];
  let catalogueGrew = false;
  let places: ShowPlaces[] = [];
  try {
    await deps.db.transaction().execute(async (trx) => {
      await lockUserShows(trx, user.id);
      const before = await ownedShow(trx, user, showId);
      const removeIds = extras.removePhotoIds ?? [];
      const removed = removeIds.length ? await photoRowsOf(trx, showId, removeIds) : [];
      const photoCount = before.photos_count - removed.length + photos.length;
      if (photoCount > MAX_PHOTOS_PER_SHOW) throw tooManyPhotos();
      const previousKeys = await artistKeysOfShow(trx, showId);
      const resolved = await resolveShow(trx, user.id, input, extras, before);
      const left = await countShow(trx, before, -1);
      const after = await updateShowRow(trx, showId, {
        ...resolved.fields,
        updated_at: new Date().toISOString(),
        photos_count: photoCount,
        tie_order: tieOrderAfter(before, resolved.fields.score),
        in_feed: staysInFeeds(before, resolved.fields.date) ? 1 : 0,
      });
      await deleteGuestsOf(trx, showId);
      await insertGuests(trx, showId, resolved.guestIds);
      await writeLedgerOfShow(trx, showId, user.id, input);
      await deletePhotoRows(
        trx,
        removed.map((r) => r.id),
      );
      await appendPhotoRows(trx, showId, photos, new Date().toISOString());
      const entered = await countShow(trx, after, 1);
      // In before out: a set edited within its festival is never the user's last one there.
      await applyPlaceCounts(trx, [
        ...(await countShowPlaces(trx, after, 1)),
        ...(await countShowPlaces(trx, before, -1)),
      ]);
      await placeShow(trx, after, [left, entered]);
      // Another artist, date or city: the setlist's rows follow the show (songs' counters last).
      await moveSetlist(trx, before, after);
      await recordShowEvent(trx, user.id, 'show.updated', showId);
      removedKeys = removed.map((r) => r.file_key);
      artistKeys = [...previousKeys, ...resolved.artists.map((a) => a.name_key)];
      catalogueGrew = resolved.catalogueGrew;
      places = [placesOfRow(before), resolved.places];
    });
  } catch (error) {
    await removePhotoFiles(deps.files, keysOf(photos));
    throw error;
  }
  await committed(deps, changesOf(showId, user.id, artistKeys, catalogueGrew, places));
  if (photos.length) void deps.photoJobs.look();
  await removePhotoFiles(deps.files, removedKeys);
  return getShow(deps, showId, user.id);
}

/** PUT /api/shows/{id}/score: a new score; the rank is always recomputed, never taken. */
export async function updateScore(
  deps: ServiceDeps,
  user: UserRow,
  showId: number,
  score: number,
): Promise<Show> {
  const { artistKeys, places } = await deps.db.transaction().execute(async (trx) => {
    await lockUserShows(trx, user.id);
    const before = await ownedShow(trx, user, showId);
    const left = await countShow(trx, before, -1);
    const after = await updateShowScore(trx, showId, {
      score,
      rating: ratingFromScore(score),
      updated_at: new Date().toISOString(),
      tie_order: tieOrderAfter(before, score),
    });
    const entered = await countShow(trx, { ...before, score }, 1);
    await applyPlaceCounts(trx, [
      ...(await countShowPlaces(trx, { ...before, score }, 1)),
      ...(await countShowPlaces(trx, before, -1)),
    ]);
    await placeShow(trx, after, [left, entered]);
    await recordShowEvent(trx, user.id, 'show.updated', showId);
    return { artistKeys: await artistKeysOfShow(trx, showId), places: placesOfRow(before) };
  });
  await committed(deps, [
    ...showCountChanges({ id: showId, userId: user.id, artistKeys }),
    ...placeChanges([places]),
  ]);
  return getShow(deps, showId, user.id);
}

/** Deletes a show with its guests, photos (rows, then files), likes and comments. */
export async function deleteShow(deps: ServiceDeps, user: UserRow, showId: number): Promise<void> {
  const { fileKeys, artistKeys, places } = await deps.db.transaction().execute(async (trx) => {
    await lockUserShows(trx, user.id);
    const show = await ownedShow(trx, user, showId);
    const photos = await photoRowsOf(trx, showId);
    const artistKeys = await artistKeysOfShow(trx, showId);
    const left = await countShow(trx, show, -1);
    const places = await countShowPlaces(trx, show, -1);
    // Read before the rows cascade away; the songs' counters are taken last (song-counters.ts).
    const songs = await songCountsOfShows(trx, [show], -1);
    await recordShowEvent(trx, user.id, 'show.deleted', showId);
    await deleteShowRow(trx, showId);
    await applyPlaceCounts(trx, places);
    if (show.rank !== null) await closeRankGap(trx, user.id, show.rank);
    await countArtists(trx, [left]);
    await applySongCounts(trx, songs);
    return { fileKeys: photos.map((p) => p.file_key), artistKeys, places: placesOfRow(show) };
  });
  await committed(deps, [
    ...showCountChanges({ id: showId, userId: user.id, artistKeys }),
    ...placeChanges([places]),
    // A plan this show logged is a plan again (plans.show_id is set null).
    { kind: 'plans', userId: user.id },
  ]);
  await removePhotoFiles(deps.files, fileKeys);
}
