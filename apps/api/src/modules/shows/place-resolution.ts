import {
  cityRowById,
  festivalById,
  festivalRowById,
  findVenueByKey,
  insertVenue,
  placeAudience,
  type CityRow,
  type DB,
  type FestivalRow,
  type Transaction,
  type VenueRow,
} from '@gigrank/db';
import { PLACE_MESSAGES, festivalDateMessage, normalizeKey } from '@gigrank/domain';
import { badRequest } from '../../errors';

// Where a show write's venue and festival come from: the one rule
// for finding or creating a venue by its name within a city, and for what a
// festival set takes from its festival. Show writes and festival creation use it.

type Db = Transaction<DB>;

/** A venue name as stored: NFC, trimmed, inner spaces collapsed. */
export function venueName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * The venue of that name in the city (case- and accent-insensitive), created
 * when the city has none; null for a blank name.
 */
export async function resolveVenue(
  db: Db,
  rawName: string | null | undefined,
  cityId: number,
): Promise<{ row: VenueRow; created: boolean } | null> {
  const name = venueName(rawName ?? '');
  const key = normalizeKey(name);
  if (!key) return null;
  const existing = await findVenueByKey(db, cityId, key);
  if (existing) return { row: existing, created: false };
  const row = await insertVenue(db, { name, nameKey: key, cityId });
  if (row) return { row, created: true };
  // Another request created it at the same moment: its row is the answer.
  const again = await findVenueByKey(db, cityId, key);
  if (!again) throw new Error(`venue ${key} in city ${cityId} conflicted but cannot be read`);
  return { row: again, created: false };
}

/**
 * The festival a set belongs to, checked: it exists and is there for the
 * writer (a festival none of whose sets they may see, added by someone they
 * may not see, is answered as missing: packages/db visibility.ts, "Places"),
 * and the set's date is one of its days. A set takes the festival's city
 * (and its venue when the set names none).
 */
export async function festivalOfSet(
  db: Db,
  festivalId: number,
  date: string,
  writerId: number,
): Promise<{ festival: FestivalRow; city: CityRow }> {
  const festival = await festivalRowById(db, festivalId);
  const seen =
    festival &&
    (await festivalById(db, festivalId, { id: writerId }, await placeAudience(db, writerId)));
  if (!festival || !seen) throw badRequest(PLACE_MESSAGES.festivalNotFound);
  if (date < festival.start_date || date > festival.end_date) {
    throw badRequest(festivalDateMessage(festival.start_date, festival.end_date));
  }
  return { festival, city: await cityRowById(db, festival.city_id) };
}
