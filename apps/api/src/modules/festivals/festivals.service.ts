import {
  bestSetsOf,
  festivalById,
  festivalRowById,
  festivalScoreOf,
  festivalSummaryById,
  festivalsOfUser,
  findFestivalByKey,
  findUserById,
  friendsAt,
  insertFestival,
  lineupOf,
  mySetsAt,
  otherEditionsOf,
  photoSetsOf,
  searchFestivalsByKey,
  setFestivalCreator,
  setFestivalScore,
  setsOfUserAt,
  withLikedBy,
  type FestivalRow,
  type UserRow,
  type Viewer,
} from '@gigrank/db';
import {
  FESTIVAL_MINE_PAGE,
  FESTIVAL_PHOTOS_LIMIT,
  PLACE_MESSAGES,
  normalizeKey,
  type Festival,
  type FestivalCreatePayload,
  type Show,
  type FestivalPage,
  type FestivalPhoto,
  type FestivalSetsPage,
  type FestivalSummary,
  type UserFestivals,
} from '@gigrank/domain';
import { committed } from '../../cache/changes';
import { cacheKeys, type Change } from '../../cache/keys';
import { badRequest, found, notFound } from '../../errors';
import {
  assertCanSeeContent,
  audienceOf,
  placeAudienceOf,
  readForAudience,
} from '../../policy/privacy';
import { resolveCity } from '../cities/cities.service';
import type { ServiceDeps } from '../../ports/service-deps';
import { resolveVenue } from '../shows/place-resolution';

// Festivals: the catalogue of editions users add, a festival's
// page, a user's overall festival score and the festivals a user went to.
// A festival's sets are shows (show-writes.service.ts, with festivalId). A
// festival is there for a viewer, and its figures count, only the sets they
// may see, or when they may see the account that added it (packages/db
// visibility.ts, "Places").

/**
 * GET /api/festivals?q=: editions whose name starts with q (case- and
 * accent-insensitive), of those there for the viewer.
 */
export async function searchFestivals(
  deps: ServiceDeps,
  viewerId: number,
  q: string | undefined,
): Promise<FestivalSummary[]> {
  const as = await audienceOf(deps, viewerId);
  return searchFestivalsByKey(deps.db, normalizeKey(q ?? ''), as, await placeAudienceOf(deps, as));
}

/**
 * POST /api/festivals: the edition of that name (in any case or accents) and
 * year, created with its city and venue when new (`user` recorded as the
 * account that added it); an existing one is returned as it is.
 */
export async function createFestival(
  deps: ServiceDeps,
  user: Pick<UserRow, 'id'>,
  input: FestivalCreatePayload,
): Promise<{ festival: FestivalSummary; created: boolean }> {
  const name = input.name.normalize('NFC').trim().replace(/\s+/g, ' ');
  const nameKey = normalizeKey(name);
  const existing = await findFestivalByKey(deps.db, nameKey, input.edition);
  if (existing) return { festival: await summaryOf(deps, existing), created: false };
  const { row, changes } = await deps.db.transaction().execute(async (trx) => {
    const city = await resolveCity(trx, input.city, input.cityCountry, input.cityRegion);
    const venue = await resolveVenue(trx, input.venue, city.row.id);
    const inserted = await insertFestival(trx, {
      name,
      nameKey,
      edition: input.edition,
      startDate: input.startDate,
      endDate: input.endDate,
      cityId: city.row.id,
      venueId: venue?.row.id ?? null,
    });
    if (inserted) await setFestivalCreator(trx, inserted.id, user.id);
    // Created by another request at the same moment: its row is the answer.
    const row = inserted ?? (await findFestivalByKey(trx, nameKey, input.edition));
    if (!row) throw new Error(`festival ${nameKey} ${input.edition} conflicted but cannot be read`);
    // A new edition is in the catalogue (search, other editions); a new city or venue too.
    const changes: Change[] = [{ kind: 'festival', id: row.id }, { kind: 'artistCatalogue' }];
    return { row, changes };
  });
  await committed(deps, changes);
  return { festival: await summaryOf(deps, row), created: true };
}

const summaryOf = (deps: ServiceDeps, row: FestivalRow): Promise<FestivalSummary> =>
  found(festivalSummaryById(deps.db, row.id), PLACE_MESSAGES.festivalNotFound);

/**
 * GET /api/festivals/{id}: the festival, its figures and its lineup as rated
 * (of the sets the viewer may see), the sets, photos and people the viewer
 * may see; the viewer's own first page of sets and overall score. 404 when
 * the festival is not there for the viewer.
 */
export async function getFestivalPage(
  deps: ServiceDeps,
  viewerId: number,
  id: number,
): Promise<FestivalPage> {
  const shared = cacheKeys.festivalShared<FestivalShared>(id);
  const { festival, lineup, otherEditions, bestSets, photoSets } = await readForAudience(
    deps,
    viewerId,
    shared,
    (as) => sharedPage(deps, as, id),
  );
  // The viewer's own part: most viewers follow no one who went and logged no set.
  const [friendsWent, mine] = await Promise.all([
    friendsAt(deps.db, viewerId, id),
    myFestival(deps, viewerId, id),
  ]);
  const photos: FestivalPhoto[] = photoSets
    .flatMap((show) =>
      // Photos whose sizes exist (one still processing has no file yet).
      show.photos
        .filter((photo) => !photo.processing)
        .map((photo) => ({ showId: show.id, artist: show.artist, photo })),
    )
    .slice(0, FESTIVAL_PHOTOS_LIMIT);
  return {
    festival,
    lineup,
    bestSets: await withLikedBy(deps.db, bestSets, viewerId),
    friendsWent,
    photos,
    otherEditions,
    mine,
  };
}

/** The viewer's overall score and first page of sets of a festival; null without either. */
async function myFestival(
  deps: ServiceDeps,
  viewerId: number,
  id: number,
): Promise<FestivalPage['mine']> {
  const [setCount, score] = await Promise.all([
    setsOfUserAt(deps.db, viewerId, id),
    festivalScoreOf(deps.db, viewerId, id),
  ]);
  if (setCount === 0 && score === null) return null;
  const page = await mySets(deps, viewerId, id);
  return { score, setCount, ...page };
}

/**
 * GET /api/festivals/{id}/my-sets?after= (tRPC festivals.mySets): a page of
 * the viewer's own sets of the festival (FESTIVAL_MINE_PAGE), best first,
 * after the set `after` (the previous page's `nextAfter`).
 */
export async function mySets(
  deps: ServiceDeps,
  viewerId: number,
  id: number,
  after?: number,
): Promise<FestivalSetsPage> {
  const page = await mySetsAt(deps.db, viewerId, id, FESTIVAL_MINE_PAGE, after);
  if (page.sets.length === 0 && after === undefined && !(await festivalRowById(deps.db, id))) {
    throw notFound(PLACE_MESSAGES.festivalNotFound);
  }
  return { ...page, sets: await withLikedBy(deps.db, page.sets, viewerId) };
}

interface FestivalShared {
  festival: Festival;
  lineup: FestivalPage['lineup'];
  otherEditions: FestivalSummary[];
  bestSets: Show[];
  photoSets: Show[];
}

/** What every viewer of the audience sees alike on a festival's page. */
async function sharedPage(deps: ServiceDeps, as: Viewer, id: number): Promise<FestivalShared> {
  const audience = await placeAudienceOf(deps, as);
  const festival = await festivalById(deps.db, id, as, audience);
  if (!festival) throw notFound(PLACE_MESSAGES.festivalNotFound);
  const [lineup, bestSets, photoSets, otherEditions] = await Promise.all([
    lineupOf(deps.db, as, id),
    bestSetsOf(deps.db, as, id),
    photoSetsOf(deps.db, as, id),
    otherEditionsOf(deps.db, { id, nameKey: normalizeKey(festival.name) }, as, audience),
  ]);
  return { festival, lineup, otherEditions, bestSets, photoSets };
}

/**
 * PUT /api/festivals/{id}/score: the user's overall score of a festival they
 * logged a set of (null clears it). It goes when their last set does.
 */
export async function scoreFestival(
  deps: ServiceDeps,
  user: UserRow,
  id: number,
  score: number | null,
): Promise<{ score: number | null }> {
  await deps.db.transaction().execute(async (trx) => {
    if (!(await festivalRowById(trx, id))) throw notFound(PLACE_MESSAGES.festivalNotFound);
    if (score !== null && (await setsOfUserAt(trx, user.id, id)) === 0) {
      throw badRequest(PLACE_MESSAGES.festivalScoreNeedsSet);
    }
    await setFestivalScore(trx, user.id, id, score);
  });
  await committed(deps, [
    { kind: 'festival', id },
    { kind: 'userShows', userId: user.id },
  ]);
  return { score };
}

/** GET /api/users/{id}/festivals: the festivals a user went to (as their shows are seen). */
export async function userFestivals(
  deps: ServiceDeps,
  viewerId: number,
  userId: number,
): Promise<UserFestivals> {
  await assertCanSeeContent(deps, viewerId, userId);
  if (!(await findUserById(deps.db, userId))) throw notFound('User not found');
  const festivals = await festivalsOfUser(deps.db, userId);
  return { count: festivals.length, festivals };
}
