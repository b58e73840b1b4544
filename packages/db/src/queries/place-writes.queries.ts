import type { FestivalRow, VenueRow, Handle } from '../schema';
import { deleteWhere, rowWhere, valueWhere } from '../rows';

// Finding and creating venues and festivals. Both are found by
// name key: a venue within its city, a festival by edition. A row created by
// another request at the same moment is read back (ON CONFLICT DO NOTHING:
// a caught unique violation would abort the transaction on PostgreSQL).

export function findVenueByKey(db: Handle, cityId: number, nameKey: string) {
  return rowWhere(db, 'venues', { city_id: cityId, name_key: nameKey });
}

export function venueRowById(db: Handle, id: number): Promise<VenueRow | undefined> {
  return db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A venue as a request names it: its name, name key and city. */
type NewVenue = { name: string; nameKey: string; cityId: number };

/** Inserts the venues not in their city yet (a name key taken there is skipped). */
function insertNewVenues(db: Handle, venues: readonly NewVenue[]) {
  const now = new Date().toISOString();
  return db
    .insertInto('venues')
    .values(
      venues.map((v) => ({
        name: v.name,
        name_key: v.nameKey,
        city_id: v.cityId,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['city_id', 'name_key']).doNothing());
}

/** A new venue, or undefined when the same name key is already in the city. */
export function insertVenue(db: Handle, venue: NewVenue): Promise<VenueRow | undefined> {
  return insertNewVenues(db, [venue]).returningAll().executeTakeFirst();
}

/** Venues of many (city, key) pairs at once (an import batch): the existing and the new. */
export async function findOrInsertVenues(
  db: Handle,
  wanted: readonly NewVenue[],
): Promise<VenueRow[]> {
  if (wanted.length === 0) return [];
  await insertNewVenues(db, wanted).execute();
  return db
    .selectFrom('venues')
    .selectAll()
    .where((eb) =>
      eb.or(
        wanted.map((v) => eb.and([eb('city_id', '=', v.cityId), eb('name_key', '=', v.nameKey)])),
      ),
    )
    .execute();
}

export function findFestivalByKey(db: Handle, nameKey: string, edition: number) {
  return rowWhere(db, 'festivals', { name_key: nameKey, edition });
}

export function festivalRowById(db: Handle, id: number): Promise<FestivalRow | undefined> {
  return db.selectFrom('festivals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A new festival edition, or undefined when the same name key and edition exist. */
export function insertFestival(
  db: Handle,
  festival: {
    name: string;
    nameKey: string;
    edition: number;
    startDate: string;
    endDate: string;
    cityId: number;
    venueId: number | null;
  },
): Promise<FestivalRow | undefined> {
  return db
    .insertInto('festivals')
    .values({
      name: festival.name,
      name_key: festival.nameKey,
      edition: festival.edition,
      start_date: festival.startDate,
      end_date: festival.endDate,
      city_id: festival.cityId,
      venue_id: festival.venueId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['name_key', 'edition']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A user's overall score of a festival; null removes it. */
export async function setFestivalScore(
  db: Handle,
  userId: number,
  festivalId: number,
  score: number | null,
): Promise<void> {
  if (score === null) {
    await deleteWhere(db, 'festival_scores', { user_id: userId, festival_id: festivalId });
    return;
  }
  const now = new Date().toISOString();
  await db
    .insertInto('festival_scores')
    .values({ user_id: userId, festival_id: festivalId, score, updated_at: now })
    .onConflict((oc) =>
      oc.columns(['user_id', 'festival_id']).doUpdateSet({ score, updated_at: now }),
    )
    .execute();
}

/** The user's sets of a festival (their per-festival counter), 0 when none. */
export async function setsOfUserAt(
  db: Handle,
  userId: number,
  festivalId: number,
): Promise<number> {
  const match = { user_id: userId, festival_id: festivalId };
  return (await valueWhere(db, 'user_festival_stats', 'show_count', match)) ?? 0;
}

export function cityRowById(db: Handle, id: number) {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
